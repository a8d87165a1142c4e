import { createHash } from 'node:crypto';

/** A page's own stylesheet: the rules of the CSS modules its components import, as a file of the site that its head links. */
export interface PageStylesheet {
  /** `/assets/page.<hash>.css`, without the base URL. */
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
export function pageStylesheet(cssOfBundles: Iterable<string>): PageStylesheet | undefined {
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
  return { path: `/assets/page.${createHash('sha256').update(contents).digest('base64url').slice(0, 10)}.css`, contents };
}
