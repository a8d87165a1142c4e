import { slug as githubSlug } from 'github-slugger';
import type { HeadingIdStyle } from '../model/config.ts';

const COMBINING_MARKS = /\p{M}/gu;
const NOT_SLUG_CHARACTERS = /[^a-z0-9]+/g;
const EDGE_DASHES = /^-+|-+$/g;
/** Id for a heading whose text has no letter or digit at all (only emoji or punctuation). */
const EMPTY_SLUG_FALLBACK = 'secao';

/** `Missões diárias` → `missoes-diarias`: lower case, no accents, runs of anything else as one dash. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(NOT_SLUG_CHARACTERS, '-')
    .replace(EDGE_DASHES, '');
}

/** Makes heading ids unique within one page: `kits`, `kits-1`, `kits-2`. */
export interface Slugger {
  (text: string): string;
  /** Claims an id written by hand (`{#id}`); false when the page already uses it. */
  reserve(id: string): boolean;
}

/** A page's slugger, the id of its content title (`contentTitle`) taken already. */
export function pageSlugger({ headingIds, contentTitle }: { headingIds?: HeadingIdStyle; contentTitle?: string }): Slugger {
  const slug = createSlugger(headingIds);
  if (contentTitle !== undefined) slug(contentTitle);
  return slug;
}

export function createSlugger(style: HeadingIdStyle = 'ascii'): Slugger {
  const taken = new Set<string>();
  const nextSuffix = new Map<string, number>();

  const slug = (text: string): string => {
    // `github-case`: Docusaurus's `markdown.anchors.maintainCase` (`#Timeouts`).
    const base = (style === 'ascii' ? slugify(text) : githubSlug(text, style === 'github-case')) || EMPTY_SLUG_FALLBACK;
    let suffix = nextSuffix.get(base) ?? 0;
    let id = suffix === 0 ? base : `${base}-${suffix}`;
    while (taken.has(id)) {
      suffix += 1;
      id = `${base}-${suffix}`;
    }
    nextSuffix.set(base, suffix + 1);
    taken.add(id);
    return id;
  };

  const reserve = (id: string): boolean => {
    if (taken.has(id)) return false;
    taken.add(id);
    return true;
  };

  return Object.assign(slug, { reserve });
}
