import { absoluteUrl, siteFile } from '../components/site-context.ts';
import type { SiteConfig } from '../model/config.ts';
import type { Translator } from '../model/i18n/translator.ts';
import { escapeHtml } from '../tools/escape-html.ts';
import { isExternalSource } from '../markdown/hrefs.ts';
import { encodeOutsideAscii } from '../server/request-target.ts';
import type { MovedPaths } from '../server/serving-rules.ts';
import type { Redirect } from './redirects.ts';

/** The file a moved path's page is written to: `old/index.html`, or `old.html` as it is; none for other files. */
export function redirectPageFile(from: string): string | undefined {
  if (from.endsWith('/')) return `${from.slice(1)}index.html`;
  return from.endsWith('.html') ? from.slice(1) : undefined;
}

/**
 * The page left at a moved path, for hosts that read no redirect rules: it refreshes to the new
 * address at once, names it as the canonical one (search engines move their entry) and shows it
 * as a link. No script: the security policy allows none that the build did not hash.
 */
export function redirectPage(config: SiteConfig, text: Translator, { to }: Redirect): string {
  const href = siteFile(config, to);
  const canonical = isExternalSource(to) ? to : absoluteUrl(config, to);
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(config.locale.htmlLang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(text.t('site.redirect.title'))}</title>`,
    '<meta name="robots" content="noindex">',
    '<meta name="color-scheme" content="dark light">',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta http-equiv="refresh" content="0; url=${escapeHtml(href)}">`,
    '</head>',
    `<body><p>${escapeHtml(text.t('site.redirect.text'))} <a href="${escapeHtml(href)}">${escapeHtml(canonical)}</a></p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** What a build writes for its moved pages: a page at each old path, and the table the servers read. */
export function movedPageFiles(config: SiteConfig, text: Translator, redirects: readonly Redirect[]): { pages: [string, string][]; moved: MovedPaths } {
  const pages = redirects.flatMap((redirect): [string, string][] => {
    const file = redirectPageFile(redirect.from);
    return file ? [[file, redirectPage(config, text, redirect)]] : [];
  });
  const moved = Object.fromEntries(redirects.map(({ from, to }) => [from, encodeOutsideAscii(siteFile(config, to))]));
  return { pages, moved };
}
