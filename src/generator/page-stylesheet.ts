import { createHash } from 'node:crypto';

/** The rules of the CSS modules a page's components import, and a file of the site holding them. */
export interface PageStylesheet {
  /** `/assets/page.<hash>.css` (`components.<hash>.css`), without the base URL. */
  path: string;
  contents: string;
}

/** esbuild's mark before each CSS file's rules in a bundle's stylesheet: `/* src/components/Destaque/styles.module.css *\/` (site-bundle.ts writes the same before a Sass file's). */
const FILE_MARK = /^\/\* (.+\.(?:css|s[ac]ss)) \*\/$/gm;

/**
 * One stylesheet of the rules that the bundles of a page's components bring (`cssOfBundles`, in the
 * order the page uses them), each CSS file's rules once though several components import it; none
 * when they bring none.
 */
export function pageStylesheet(cssOfBundles: Iterable<string>, name = 'page'): PageStylesheet | undefined {
  const byFile = new Map<string, string>();
  for (const css of cssOfBundles) {
    const marks = [...css.matchAll(FILE_MARK)];
    if (marks.length === 0 && css.trim()) byFile.set(css, css);
    marks.forEach((mark, index) => {
      if (!byFile.has(mark[1]!)) byFile.set(mark[1]!, css.slice(mark.index, marks[index + 1]?.index ?? css.length).trimEnd());
    });
  }
  if (byFile.size === 0) return undefined;
  const contents = `${[...byFile.values()].join('\n')}\n`;
  return { path: `/assets/${name}.${createHash('sha256').update(contents).digest('base64url').slice(0, 10)}.css`, contents };
}

/**
 * The rules of every page's components as one stylesheet every page links, as Docusaurus bundles all
 * of a site's CSS into one file: a module's rules that are not its own classes' (Robyn's `:root {
 * --docusaurus-announcement-bar-height: auto }` in its home page's module) reach every page there.
 */
export function componentsStylesheet({ rendered, reactPages }: { rendered: ReadonlyMap<unknown, { stylesheet?: PageStylesheet }>; reactPages: { pages: readonly { stylesheet?: PageStylesheet }[]; footer?: { stylesheet?: PageStylesheet } } }): PageStylesheet | undefined {
  const pages = [...rendered.values(), ...reactPages.pages, ...(reactPages.footer ? [reactPages.footer] : [])];
  return pageStylesheet(pages.flatMap((page) => (page.stylesheet ? [page.stylesheet.contents] : [])), 'components');
}
