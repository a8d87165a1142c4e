import { Marked } from 'marked';
import { readFileSync } from 'node:fs';
import { rawHtml } from './raw-html.ts';
import { shimSite } from './site.ts';

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;
const markdown = new Marked({ gfm: true });

/**
 * What a site's React code gets for a Markdown file it imports (`import Table from
 * './_releases-table.md'`, as React Native's release pages do): a component showing the file as
 * the page renders its partials (`ShimSite.renderMarkdownFile`), or, where no page is rendering
 * (a React page), as GitHub-flavoured Markdown.
 */
export function markdownComponent(file: string): unknown {
  function MDXContent() {
    const rendered = shimSite().renderMarkdownFile?.(file);
    return rawHtml(rendered ?? markdown.parse(readFileSync(file, 'utf8').replace(FRONT_MATTER, ''), { async: false }));
  }
  // The module is its own default export too: esbuild reads `import X from` as `default`, or as the
  // whole module in the files of a `"type": "module"` package (React Native's docs).
  return Object.assign(MDXContent, { __esModule: true, default: MDXContent });
}
