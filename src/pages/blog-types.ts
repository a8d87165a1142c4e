import type { Author } from '../model/content.ts';
import type { Tag } from '../model/content.ts';

/** What blog pages show of a post. */
export interface PostSummary {
  route: string;
  title: string;
  description: string;
  date: Date;
  authors: Author[];
  tags: Tag[];
  readingMinutes: number;
  /** HTML of the part above `<!-- truncate -->`. */
  excerptHtml: string;
  /** True when the post continues below the excerpt. */
  truncated: boolean;
}
