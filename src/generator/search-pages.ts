/** The site's pages as the search index takes them: title, route, trail, keywords and HTML. */
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
 * The trail of every doc a visitor may look for (unlisted docs have none), by its route: its folders
 * by their sidebar labels, the game mode by its name. It depends only on the docs' outlines.
 */
export function docTrails(docs: readonly Doc[]): Map<string, string[]> {
  const docByRoute = new Map(docs.map((doc) => [doc.route, doc]));
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
  return new Map(docs.filter((doc) => !doc.unlisted).map((doc) => [doc.route, folderTrail(parentRoute(doc.route))]));
}

const NO_TRAIL: string[] = [];

/**
 * A page's trail in search (`blogTrail`, the blog's title, for a post), or undefined when visitors
 * may not look for it (an unlisted doc or post, the search page itself).
 */
export function trailOf(page: Doc | Post | ContentPage, trails: ReadonlyMap<string, string[]>, blogTrail: string[]): string[] | undefined {
  if (page.kind === 'doc') return trails.get(page.route);
  if (page.kind === 'post') return page.unlisted ? undefined : blogTrail;
  return page.layout === 'search' ? undefined : NO_TRAIL;
}

/** `/wiki/survival/eventos/` → `/wiki/survival/`. */
function parentRoute(route: string): string {
  return route.slice(0, route.lastIndexOf('/', route.length - 2) + 1);
}

/** Every page a visitor may look for, in site order, each made by `make` (`searchablePage`, or one that gives back the object it made before for the same inputs). */
export function searchablePages(
  routes: Routes,
  rendered: ReadonlyMap<SourceFile, RenderedSource>,
  trails: ReadonlyMap<string, string[]>,
  blogTrail: string[],
  make: typeof searchablePage,
): RenderedSearchablePage[] {
  return [...routes.docs, ...routes.posts, ...routes.pages].flatMap((routed) => {
    const trail = trailOf(routed, trails, blogTrail);
    return trail ? [make(routed, trail, rendered.get(routed.source))] : [];
  });
}

export function searchablePage(routed: Doc | Post | ContentPage, b: string[], result: RenderedSource | undefined): RenderedSearchablePage {
  return { t: routed.title, u: routed.route, b, keywords: keywordsOf(routed.source.frontMatter.keywords), description: routed.description, html: result?.html ?? '', result };
}

/** Each game mode's name (its home page's title) by its route without trailing slash: `/wiki/survival` → "Survival". */
export function modeTitles(docs: readonly Doc[]): Map<string, string> {
  return new Map(docs.filter((doc) => doc.isIndex && doc.folders.length === 1).map((doc) => [doc.route.slice(0, -1), doc.title]));
}
