import { slug } from 'github-slugger';

/**
 * A generated index's slug when it gives none: `/category/<label>`, the label made a slug as
 * Docusaurus makes it (github-slugger: lower case, punctuation out, letters of every script kept:
 * RocketMQ's `基本概念`, which an ASCII fold emptied, eight categories then sharing `/category/`).
 */
export function generatedIndexSlug(label: string): string {
  return `/category/${slug(label)}`;
}
