import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { decodeEntities } from '../../tools/decode-entities.ts';

/**
 * What a site's code gets for an SVG file it imports or requires: as Docusaurus's SVGR gives it, a
 * component (`import Logo from './logo.svg'`, or `require('@site/static/img/x.svg').default` as
 * Docusaurus's own template writes it), drawn here as an `<img>` of the file's data URL with the
 * props it is given. It is its own default export too (see `markdownComponent`).
 */
export function svgComponent(file: string): unknown {
  const svg = readFileSync(file, 'utf8');
  const source = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  const ownName = nameOf(svg);
  // A picture has no children: what an MDX page writes inside its element is not shown, as svgr's SVG would not show it either.
  function SvgImage({ title, children: _children, ...props }: { title?: string; children?: unknown; [attribute: string]: unknown }) {
    return createElement('img', { alt: title ?? ownName, ...props, src: source });
  }
  return Object.assign(SvgImage, { __esModule: true, default: SvgImage });
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
