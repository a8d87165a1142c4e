import type { LoadedContent } from './load.ts';
import type { Doc, Routes } from './route.ts';
import { sameValue } from './same-value.ts';

/* What a rebuild may keep of the previous stage (site-stages.ts), found by comparing its inputs with the new ones. */

/**
 * Whether the sidebars built before still hold: the same categories and sidebars files, and every
 * doc the same but for its text (a save of a page's body, the most common change in dev). Their
 * reading order then holds the doc objects of before, which differ from the new ones only in text.
 */
export function sidebarsStillHold(previous: { routes: Routes; content: LoadedContent }, routes: Routes, content: LoadedContent): boolean {
  const before = previous.routes.docs;
  return (
    previous.content.categories === content.categories &&
    previous.content.sidebarsFiles === content.sidebarsFiles &&
    before.length === routes.docs.length &&
    routes.docs.every((doc, index) => sameOutline(before[index]!, doc))
  );
}

/** Whether two docs agree on all but their text: route, titles, position, tags and front matter. */
function sameOutline(a: Doc, b: Doc): boolean {
  if (a === b) return true;
  const { source: sourceA, ...restA } = a;
  const { source: sourceB, ...restB } = b;
  return sameValue(restA, restB) && sameValue(sourceA.frontMatter, sourceB.frontMatter) && sameValue(sourceA.keyLines, sourceB.keyLines) && sourceA.file === sourceB.file;
}

/** Whether two maps hold the same entries. */
export function sameEntries(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key) !== value) return false;
  return true;
}
