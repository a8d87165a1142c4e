/** The site's pages as the search index takes them: title, route, trail, keywords and HTML. */
import { uiText } from '../model/ui-text.ts';
import { keywordsOf } from './front-matter.ts';
import type { SourceFile } from './load.ts';
import type { RenderedSource } from './page-plan.tsx';
import type { ContentPage, Doc, Post, Routes } from './route.ts';
import type { SearchablePage } from './search-files.ts';

/** A page for the search index, with the Markdown it came from (its sections are cached by it). */
export interface RenderedSearchablePage extends SearchablePage {
  result: RenderedSource | undefined;
}

/**
 * Every page a visitor may look for, in site order, with its trail: a wiki page's folders (by
 * their sidebar labels, the game mode by its name), "Blog" for a post. The search page itself is
 * left out.
 */
export function searchTrails(routes: Routes): Map<Doc | Post | ContentPage, string[]> {
  const docByRoute = new Map(routes.docs.map((doc) => [doc.route, doc]));
  // `/wiki/survival/eventos/spleef/` → the pages at `/wiki/survival/` and `/wiki/survival/eventos/`:
  // the trail of its folder, made once for all the pages of that folder.
  const folderTrails = new Map<string, string[]>();
  const folderTrail = (folder: string): string[] => {
    let trail = folderTrails.get(folder);
    if (trail) return trail;
    const depth = folder.split('/').length - 2;
    if (depth <= 1) trail = [];
    else {
      const ancestor = docByRoute.get(folder);
      trail = [...folderTrail(parentRoute(folder)), ...(ancestor ? [depth === 2 ? ancestor.title : ancestor.sidebarLabel] : [])];
    }
    folderTrails.set(folder, trail);
    return trail;
  };
  const trail = (doc: Doc) => folderTrail(parentRoute(doc.route));
  const entries: [Doc | Post | ContentPage, string[]][] = [
    ...routes.docs.filter((doc) => !doc.unlisted).map((doc): [Doc, string[]] => [doc, trail(doc)]),
    ...routes.posts.map((post): [Post, string[]] => [post, [uiText.blog]]),
    ...routes.pages.filter((contentPage) => contentPage.layout !== 'search').map((contentPage): [ContentPage, string[]] => [contentPage, []]),
  ];
  return new Map(entries);
}

/** `/wiki/survival/eventos/` → `/wiki/survival/`. */
function parentRoute(route: string): string {
  return route.slice(0, route.lastIndexOf('/', route.length - 2) + 1);
}

export function searchablePages(routes: Routes, rendered: ReadonlyMap<SourceFile, RenderedSource>): RenderedSearchablePage[] {
  return [...searchTrails(routes)].map(([routed, trail]) => searchablePage(routed, trail, rendered.get(routed.source)));
}

export function searchablePage(routed: Doc | Post | ContentPage, b: string[], result: RenderedSource | undefined): RenderedSearchablePage {
  return { t: routed.title, u: routed.route, b, keywords: keywordsOf(routed.source.frontMatter.keywords), description: routed.description, html: result?.html ?? '', result };
}

/** Each game mode's name (its home page's title) by its route without trailing slash: `/wiki/survival` → "Survival". */
export function modeTitles(docs: readonly Doc[]): Map<string, string> {
  return new Map(docs.filter((doc) => doc.isIndex && doc.folders.length === 1).map((doc) => [doc.route.slice(0, -1), doc.title]));
}
