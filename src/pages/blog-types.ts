import type { Author } from '../build/load.ts';
import type { Tag } from '../build/tags.ts';

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
