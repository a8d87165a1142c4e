/** A generated index's slug when it gives none: `category/<label>`, the label's letters folded. */
export function generatedIndexSlug(label: string): string {
  return `/category/${label.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}`;
}
