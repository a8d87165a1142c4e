/**
 * A text in kebab case as lodash's `kebabCase` makes it, which Docusaurus uses for an author's
 * page (`/authors/bekah-hw/` for the key `BekahHW`): its words in lower case joined by `-`. A word
 * is a run of lower-case letters after at most one capital, a run of capitals (one followed by
 * lower case starts the next word), or a run of digits; anything else separates words. As lodash,
 * accents come off Latin letters (`Sébastien` → `sebastien`) and apostrophes join (`don't` → `dont`).
 */
const WORD = /\p{Lu}?[\p{Ll}\p{Lo}]+|\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}+|\p{Nd}+/gu;

export function kebabCase(text: string): string {
  const plain = text.normalize('NFD').replace(/[\u0300-\u036f]|['\u2019]/g, '');
  return (plain.match(WORD) ?? []).map((word) => word.toLowerCase()).join('-');
}
