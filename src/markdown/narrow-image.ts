/**
 * A picture's narrow version: a file beside it named `name.narrow.svg` (README, "Pictures"). A wide
 * drawing whose labels would be too small on a phone gets one, and a page that shows the picture
 * shows the narrow one instead on screens up to 600 px, through `<picture>`.
 */
import { withBaseUrl } from './hrefs.ts';
import type { MarkdownContext } from './types.ts';

export const NARROW_SCREENS = '(max-width: 600px)';

export interface NarrowVersion {
  /** Its public URL, with the base URL. */
  href: string;
  width?: number;
  height?: number;
}

/** What the annotator writes on an image token that has a narrow version. */
export interface ImageWithNarrowVersion {
  narrow?: NarrowVersion;
}

/** The narrow version of the SVG picture `src` (as the page writes it), or undefined when it has none. */
export function narrowVersionOf(src: string, context: Pick<MarkdownContext, 'resolveImage' | 'baseUrl'>): NarrowVersion | undefined {
  if (!/\.svg$/i.test(src) || /\.narrow\.svg$/i.test(src)) return undefined;
  const found = context.resolveImage(src.replace(/\.svg$/i, '.narrow.svg'));
  return found && { href: withBaseUrl(context.baseUrl, found.path), width: found.width, height: found.height };
}

/** `imgHtml` inside a `<picture>` whose source, on narrow screens, is the narrow version (`src`: its URL, escaped). */
export function pictureHtml(imgHtml: string, src: string, { width, height }: NarrowVersion): string {
  const size = width !== undefined && height !== undefined ? ` width="${width}" height="${height}"` : '';
  return `<picture><source media="${NARROW_SCREENS}" srcset="${src}"${size}>${imgHtml}</picture>`;
}
