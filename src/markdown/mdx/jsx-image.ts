import { ContentError } from '../../model/errors.ts';
import { isExternalSource, withBaseUrl } from '../hrefs.ts';
import type { MarkdownContext } from '../types.ts';
import { isRequiredFile, type LiteralValue, type RequiredFile } from './literal-value.ts';

/** Where `@site/static/…` files are served. */
const SITE_STATIC = /^@site\/static\//;

/** A file given by `require()`: its path as written, `@site/static/` as the site's root. */
export function sitePath(file: RequiredFile): string {
  return file.required.replace(SITE_STATIC, '/');
}

/**
 * An `<img>`'s URL and size: its own, or the one the page gives, the other side kept in proportion.
 * Throws a ContentError for a picture of the site that is not there.
 */
export function imageAttributes({ src, width: givenWidth, height: givenHeight }: Record<string, LiteralValue>, context: MarkdownContext, line: number): Record<string, LiteralValue> {
  const path = isRequiredFile(src) ? sitePath(src) : typeof src === 'string' ? src : undefined;
  if (path === undefined || isExternalSource(path)) return {};
  const found = context.resolveImage(path);
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

/** A file given by `require()` to another element (`<video src>`, `<a href>`): its path as written. */
export function filePaths(props: Record<string, LiteralValue>): void {
  for (const [name, value] of Object.entries(props)) if (isRequiredFile(value)) props[name] = sitePath(value);
}
