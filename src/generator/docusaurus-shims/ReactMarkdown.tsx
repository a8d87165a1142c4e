import { Marked } from 'marked';
import { Children, type ReactNode } from 'react';
import { escapeHtml } from '../../tools/escape-html.ts';
import { rawHtml } from './raw-html.ts';

/** GFM, and HTML in the text shown as text, as `react-markdown` does without plugins. */
const markdown = new Marked({ gfm: true, renderer: { html: ({ text }) => escapeHtml(text) } });

/**
 * `react-markdown`, which sites moved from Docusaurus 1 use to show Markdown written in their
 * React pages: the text rendered at build time, so a page does not need the package installed.
 */
export default function ReactMarkdown({ children, className }: { children?: ReactNode; className?: string }) {
  const source = Children.toArray(children)
    .filter((child) => typeof child === 'string' || typeof child === 'number')
    .join('');
  const html = rawHtml(markdown.parse(source, { async: false }));
  return className ? <div className={className}>{html}</div> : html;
}
