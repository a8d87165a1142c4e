import { readFileSync } from 'node:fs';
import { createElement } from 'react';

/**
 * What a site's code gets for an SVG file it imports or requires: as Docusaurus's SVGR gives it, a
 * component (`import Logo from './logo.svg'`, or `require('@site/static/img/x.svg').default` as
 * Docusaurus's own template writes it), drawn here as an `<img>` of the file's data URL with the
 * props it is given. It is its own default export too (see `markdownComponent`).
 */
export function svgComponent(file: string): unknown {
  const source = `data:image/svg+xml,${encodeURIComponent(readFileSync(file, 'utf8'))}`;
  // A picture has no children: what an MDX page writes inside its element is not shown, as svgr's SVG would not show it either.
  function SvgImage({ title, children: _children, ...props }: { title?: string; children?: unknown; [attribute: string]: unknown }) {
    return createElement('img', { alt: title ?? '', ...props, src: source });
  }
  return Object.assign(SvgImage, { __esModule: true, default: SvgImage });
}
