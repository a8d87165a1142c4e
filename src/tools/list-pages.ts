/**
 * Entries a listing (a category's cards, a tag's pages, the blog sidebar's posts) shows at most: a folder or tag of
 * 1,000 pages on one page came to 150-300 KB of HTML, past the 80 KB a page may weigh.
 */
export const LIST_PAGE_SIZE = 100;

/** Where a page of a long list sits: its number (from 1), how many pages there are, and the first page's route. */
export interface ListPosition {
  first: string;
  number: number;
  count: number;
}

export interface ListPage<Item> extends ListPosition {
  route: string;
  items: Item[];
}

/** The route of a list's page: the list's own for the first, then `page/2/` under it, as Docusaurus's blog does. */
export function listPageRoute(first: string, number: number): string {
  return number === 1 ? first : `${first}page/${number}/`;
}

/** A list cut into pages of `size` entries, at least one page (an empty list has an empty first page). */
export function paginate<Item>(first: string, items: readonly Item[], size = LIST_PAGE_SIZE): ListPage<Item>[] {
  const count = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: count }, (_, index) => ({ first, number: index + 1, count, route: listPageRoute(first, index + 1), items: items.slice(index * size, (index + 1) * size) }));
}
