/** Ctrl+K (⌘K on a Mac) focuses the search box, which also starts loading the index. */
export function focusSearchOnShortcut(doc: Document): void {
  doc.addEventListener('keydown', (event) => {
    if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const input = [...doc.querySelectorAll<HTMLInputElement>('.navbar-search input')].find((candidate) => candidate.offsetParent !== null);
    if (!input) return;
    event.preventDefault();
    input.focus();
    input.select();
  });
}
