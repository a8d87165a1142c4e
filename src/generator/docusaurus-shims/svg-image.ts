import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { decodeEntities } from '../../tools/decode-entities.ts';
import { escapeHtml } from '../../tools/escape-html.ts';
import { rawHtml } from './raw-html.ts';

/**
 * What a site's code gets for an SVG file it imports or requires: as Docusaurus's SVGR gives it, a
 * component (`import Logo from './logo.svg'`, or `require('@site/static/img/x.svg').default` as
 * Docusaurus's own template writes it) that draws the SVG in the page, its root given the props
 * (a class, a size, a role), so that the page's CSS reaches its shapes and `currentColor` is the
 * text's (socket.io's icons are white in dark mode by `fill: white`). Its ids are prefixed by the
 * file, as SVGR's `prefixIds` does, so that two drawings' `url(#a)` do not meet. A drawing with its
 * own `<style>` or script, whose rules would reach the whole page, is an `<img>` of its data URL.
 * It is its own default export too (see `markdownComponent`).
 */
export function svgComponent(file: string): unknown {
  const svg = readFileSync(file, 'utf8');
  const drawing = inlineDrawing(svg, `${path.basename(file, '.svg').replace(/[^\w-]/g, '')}-${createHash('sha1').update(file).digest('hex').slice(0, 6)}__`);
  const source = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  const ownName = nameOf(svg);
  // A drawing has no children: what an MDX page writes inside its element is not shown, as svgr's SVG would not show it either.
  function Svg({ title, children: _children, ...props }: { title?: string; children?: unknown; [attribute: string]: unknown }) {
    if (!drawing) return createElement('img', { alt: title ?? ownName, ...props, src: source });
    const attributes = { ...drawing.attributes, ...attributesOf(props) };
    const inner = title === undefined ? drawing.inner : `<title>${escapeHtml(title)}</title>${drawing.inner.replace(/<title\b[^>]*>[\s\S]*?<\/title>/i, '')}`;
    return rawHtml(`<svg${Object.entries(attributes).map(([name, value]) => ` ${name}="${value}"`).join('')}>${inner}</svg>`);
  }
  return Object.assign(Svg, { __esModule: true, default: Svg });
}

/** An attribute written `name="value"` or `name='value'`, its value as written (escaped). */
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The root's attributes and the markup inside it, ids prefixed; none for a drawing with a style sheet or a script, or none to be found. */
function inlineDrawing(svg: string, prefix: string): { attributes: Record<string, string>; inner: string } | undefined {
  const markup = svg.replace(/<\?xml[\s\S]*?\?>|<!DOCTYPE[^>]*>|<!--[\s\S]*?-->/gi, '').trim();
  const root = /^<svg\b([^>]*?)(\/?)>([\s\S]*?)(?:<\/svg>)?$/i.exec(markup);
  if (!root || /<(?:style|script|foreignObject)\b/i.test(markup)) return undefined;
  const attributes: Record<string, string> = {};
  for (const [, name, double, single] of root[1]!.matchAll(ATTRIBUTE)) attributes[name!] = double ?? escapeHtml(decodeEntities(single!));
  const inner = root[2] === '/' ? '' : root[3]!;
  const ids = new Set([...inner.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!));
  const prefixed = (id: string) => (ids.has(id) ? prefix + id : id);
  return {
    attributes,
    inner: inner
      .replace(/(\sid=")([^"]+)"/g, (_all, start: string, id: string) => `${start}${prefixed(id)}"`)
      .replace(/url\((['"]?)#([^'")]+)\1\)/g, (_all, quote: string, id: string) => `url(${quote}#${prefixed(id)}${quote})`)
      .replace(/(href=")#([^"]+)"/g, (_all, start: string, id: string) => `${start}#${prefixed(id)}"`),
  };
}

/** The props as the attributes React writes for them (`className` → `class`, a style object as CSS), functions left out. */
function attributesOf(props: Record<string, unknown>): Record<string, string> {
  const written = renderToStaticMarkup(createElement('svg', Object.fromEntries(Object.entries(props).filter(([, value]) => typeof value !== 'function'))));
  const openingTag = /^<svg([^>]*)>/.exec(written)?.[1] ?? '';
  return Object.fromEntries([...openingTag.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!, value ?? '']));
}

/**
 * What the drawing calls itself, which the inline SVG svgr makes would say to a screen reader: its
 * root's `aria-label`, else its `<title>` (Recoil's wordmark, the only text of its home page's h1); else nothing.
 */
function nameOf(svg: string): string {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const label = /\saria-label="([^"]*)"/.exec(root)?.[1] ?? /<title>([^<]*)<\/title>/i.exec(svg)?.[1];
  return decodeEntities(label?.trim() ?? '');
}
