import type { Author } from '../model/content.ts';
import type { Tag } from '../model/content.ts';
import type { PageHtml } from '../model/page-html.ts';

/** What the blog sidebar shows of a post: a page that shows it depends on nothing else of the posts (a post's text edited, the others stay). */
export type SidebarPost = Pick<PostSummary, 'route' | 'title' | 'date'>;

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
  excerptHtml: PageHtml;
  /** True when the post continues below the excerpt. */
  truncated: boolean;
}
