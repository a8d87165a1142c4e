import { ContentError } from '../../model/errors.ts';
import { isExternalSource, withBaseUrl } from '../hrefs.ts';
import type { MarkdownContext } from '../types.ts';
import { isRequiredFile, type LiteralValue, type RequiredFile } from './literal-value.ts';

/** Where `@site/static/…` files are served, and `/static/…` ones, which Docusaurus's bundler finds from the site's folder (Skia's 50 pictures). */
const SITE_STATIC = /^(?:@site)?\/static\//;

/** A file given by `require()`: its path as written, the static folder (`@site/static/`, `/static/`) as the site's root. */
export function sitePath(file: RequiredFile): string {
  return file.required.replace(SITE_STATIC, '/');
}

/**
 * An `<img>`'s URL and size: its own, or the one the page gives, the other side kept in proportion.
 * A picture of the site that is not there: given by `require()`, a ContentError (Docusaurus's
 * bundler stops too); given as a URL, `warn` is told and the URL is left as written, as Docusaurus
 * leaves it (React Native's docs name `EmbeddedAppIOS078.gif` for `EmbeddedAppiOS078.gif`, which
 * only a case-blind disk finds).
 */
export function imageAttributes({ src, width: givenWidth, height: givenHeight }: Record<string, LiteralValue>, context: MarkdownContext, line: number, warn: (message: string) => void): Record<string, LiteralValue> {
  const path = isRequiredFile(src) ? sitePath(src) : typeof src === 'string' ? src : undefined;
  if (path === undefined || isExternalSource(path)) return {};
  const found = context.resolveImage(path) ?? resolveUnderBaseUrl(path, context);
  if (!found && typeof src === 'string') {
    warn(`image not found: "${path}"; its address is left as written`);
    return {};
  }
  if (!found) throw new ContentError(context.file, line, `image not found: "${path}"`);
  const { width, height } = found;
  const size =
    width === undefined || height === undefined
      ? {}
      : givenWidth !== undefined
        ? { width: givenWidth, height: givenHeight ?? (Math.round((Number(givenWidth) * height) / width) || undefined) }
        : givenHeight !== undefined
          ? { width: Math.round((Number(givenHeight) * width) / height) || undefined, height: givenHeight }
          : { width, height };
  return { src: withBaseUrl(context.baseUrl, found.path), ...size, loading: 'lazy', decoding: 'async' };
}

/**
 * A static file written with the site's base URL in front (`<img src="/immer/img/logo.svg">` where
 * the base URL is `/immer/`): the browser finds it there, so the build should too.
 */
function resolveUnderBaseUrl(path: string, context: MarkdownContext): ReturnType<MarkdownContext['resolveImage']> {
  const { baseUrl } = context;
  return baseUrl !== '/' && path.startsWith(baseUrl) ? context.resolveImage(`/${path.slice(baseUrl.length)}`) : undefined;
}

/** A file given by `require()` to another element (`<video src>`, `<a href>`): its path as written. */
export function filePaths(props: Record<string, LiteralValue>): void {
  for (const [name, value] of Object.entries(props)) if (isRequiredFile(value)) props[name] = sitePath(value);
}
