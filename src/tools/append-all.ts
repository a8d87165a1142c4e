/**
 * Appends `items` to `list` in place. `list.push(...items)` passes each item as an argument and
 * throws "Maximum call stack size exceeded" past about 100,000 of them: one writer thread reporting
 * the 150,000 files of a 10,000-page site did.
 */
export function appendAll<T>(list: T[], items: readonly T[]): void {
  for (const item of items) list.push(item);
}
