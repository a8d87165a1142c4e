const itemFiles = new Map<string, Promise<Record<string, string>>>();

/**
 * The lists a sidebar's pages leave out (closed categories, the rest of long lists), by category key,
 * from the items file its `nav` names: fetched once per page, again after a failure. Undefined when
 * it cannot be had.
 */
export async function sidebarItems(within: Element): Promise<Record<string, string> | undefined> {
  const url = within.closest<HTMLElement>('nav.sidebar')?.dataset.items;
  if (!url) return undefined;
  let file = itemFiles.get(url);
  if (!file) {
    file = fetch(url).then((response) => (response.ok ? (response.json() as Promise<Record<string, string>>) : Promise.reject(new Error(`${response.status}`))));
    file.catch(() => itemFiles.delete(url));
    itemFiles.set(url, file);
  }
  return file.catch(() => undefined);
}
