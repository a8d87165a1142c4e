/**
 * Pages that moved: old paths of the site that answer with the page's new one. They come from a
 * page's front matter (`aliases`, as in Hugo) and from the configuration (`redirects`, the
 * `{ from, to }` rules of Docusaurus's client-redirects plugin, and its `createRedirects`).
 * Pure: the rules are checked against the routes the build made.
 */
import { toRoute } from '../components/site-context.ts';
import type { SiteConfig } from '../model/config.ts';
import { ContentError, type Warning } from '../model/errors.ts';
import { isExternalSource } from '../markdown/hrefs.ts';
import { htmlText, type PageHtml } from '../model/page-html.ts';

/** One moved path: `from` is a path of the site without its base URL (`/old/`), `to` a route (`/new/#part`) or a URL. */
export interface Redirect {
  from: string;
  to: string;
}

/** Rules as written, with the file (and line) that wrote them. */
export interface RedirectSource {
  file: string;
  line?: number;
  from: readonly string[];
  to: string;
}

/** A page whose front matter may list its old paths. */
export interface AliasedPage {
  route: string;
  source: { file: string; frontMatter: Record<string, unknown>; keyLines: Record<string, number> };
}

/** The redirects a build writes, and what it warns about them. */
export interface SiteRedirects {
  redirects: Redirect[];
  warnings: Warning[];
}

/** A page of the site that only sends the browser on (a React page rendering `<Redirect to>`): its route, its file, and where it leads (with the base URL, or a URL). */
export interface RedirectingPage {
  route: string;
  file: string;
  to: string;
}

/**
 * The site's redirects: `routes` are the pages the build made, `staticFiles` the static folder's
 * files (`img/a.png`); a page of `redirecting` whose target the build did not make is left out with a warning.
 */
export function siteRedirects(config: SiteConfig, routes: readonly string[], staticFiles: readonly string[], pages: readonly AliasedPage[], redirecting: readonly RedirectingPage[] = []): SiteRedirects {
  const built = new Set([...routes, ...staticFiles.map((file) => `/${file}`)]);
  const exists = (route: string) => built.has(route);
  const warnings: Warning[] = [];
  const moved = redirecting.flatMap(({ route, file, to }): RedirectSource[] => {
    const target = isExternalSource(to) || !to.startsWith(config.baseUrl) ? to : `/${to.slice(config.baseUrl.length)}`;
    if (isExternalSource(target) || (target.startsWith('/') && exists(toRoute(target.split('#')[0]!)))) return [{ file, from: [route], to: target }];
    warnings.push({ file, message: `renders only a <Redirect> to ${to}, where the build made no page: the page is left out` });
    return [];
  });
  // A project's redirect may lead to a page of a plugin not run here (MikroORM's `/changelog`): a warning, not a failed build.
  const resolved = resolveRedirects([...redirectSources(config, routes, pages), ...moved], exists, config.siteConfigForCode === undefined ? 'fail' : 'warn');
  return { ...resolved, warnings: [...warnings, ...resolved.warnings] };
}

/** The configuration's rules, `createRedirects` asked for each route (as Docusaurus asks it: without the trailing slash), then the pages' `aliases`. */
export function redirectSources(config: SiteConfig, routes: readonly string[], pages: readonly AliasedPage[]): RedirectSource[] {
  const file = config.configFile;
  const sources: RedirectSource[] = config.redirects.map((rule) => ({ file, from: rule.from, to: rule.to }));
  if (config.createRedirects) {
    for (const route of routes) {
      const asked = route === '/' ? route : route.replace(/\/$/, '');
      const from = [config.createRedirects(asked) ?? []].flat().filter((path): path is string => typeof path === 'string' && path !== '');
      if (from.length > 0) sources.push({ file, from, to: route });
    }
  }
  for (const page of pages) {
    const aliases = page.source.frontMatter.aliases;
    if (aliases === undefined) continue;
    sources.push({ file: page.source.file, line: page.source.keyLines.aliases, from: [aliases].flat() as string[], to: page.route });
  }
  return sources;
}

/**
 * The redirects of the site, each leading straight to a page or file of the build (a rule that
 * leads to another moved path is followed). A rule that goes round in a loop or gives one path two
 * places stops the build, naming its file, as does one that leads nowhere, unless `leadingNowhere`
 * is `warn` (it is then left out with a warning); an old path that a page has again is that page's,
 * with a warning (as Docusaurus does).
 */
export function resolveRedirects(sources: readonly RedirectSource[], exists: (route: string) => boolean, leadingNowhere: 'fail' | 'warn' = 'fail'): SiteRedirects {
  const rules = new Map<string, { to: string; source: RedirectSource }>();
  const warnings: Warning[] = [];
  for (const source of sources) {
    const to = isExternalSource(source.to) ? source.to : toRoute(sitePath(source.to, source));
    for (const written of source.from) {
      const from = toRoute(sitePath(written, source));
      if (from.includes('#') || from.includes('?')) throw new ContentError(source.file, source.line, `redirect from "${written}": an old path has no "#" or "?" part`);
      // `/posts/index.html` is the file of the page `/posts/` (client-redirects' `fromExtensions` may name it): never replaced.
      if (exists(from) || (from.endsWith('/index.html') && exists(from.slice(0, -'index.html'.length)))) {
        warnings.push({ file: source.file, line: source.line, message: `redirect from ${from} ignored: a page of the site is at that path` });
        continue;
      }
      const earlier = rules.get(from);
      if (earlier && earlier.to !== to) throw new ContentError(source.file, source.line, `${from} is redirected twice: to ${earlier.to} (${earlier.source.file}) and to ${to}`);
      rules.set(from, { to, source });
    }
  }
  const redirects = [...rules].flatMap(([from, { source }]) => {
    try {
      return [{ from, to: finalTarget(from, rules, exists, source) }];
    } catch (error) {
      if (!(error instanceof MissingTarget) || leadingNowhere === 'fail') throw error;
      warnings.push({ file: source.file, line: source.line, message: `${error.detail}; the redirect is left out` });
      return [];
    }
  });
  return { redirects: redirects.sort((a, b) => (a.from < b.from ? -1 : 1)), warnings };
}

/** Where a moved path ends up, following moved paths; a page or file of the site, or a URL. */
function finalTarget(from: string, rules: ReadonlyMap<string, { to: string }>, exists: (route: string) => boolean, source: RedirectSource): string {
  const visited = [from];
  let to = rules.get(from)!.to;
  for (;;) {
    if (isExternalSource(to)) return to;
    const [beforeHash = '', hash] = to.split('#');
    // A query is the target page's to read (`/examples/?example=sprite`, PixiJS's): the page is its path's.
    const path = beforeHash.split('?')[0]!;
    const next = rules.get(path);
    if (!next) {
      if (!exists(path)) throw new MissingTarget(source.file, source.line, `redirect from ${from} to ${to}: no page or file of the site is at ${path}`);
      return to;
    }
    if (visited.includes(path)) throw new ContentError(source.file, source.line, `redirect loop: ${[...visited, path].join(' → ')}`);
    visited.push(path);
    to = hash === undefined || next.to.includes('#') ? next.to : `${next.to}#${hash}`;
  }
}

/** A redirect whose target the build did not make. */
class MissingTarget extends ContentError {}

function sitePath(path: string, source: RedirectSource): string {
  if (!path.startsWith('/')) throw new ContentError(source.file, source.line, `redirect "${path}": write a path of the site starting with "/" (without the base URL), or a full URL as the target`);
  return path;
}

/**
 * The docs whose page shows nothing but a `<Redirect>` of the site's code (React Query Builder's
 * `docs/api/*.mdx`, each `<Redirect to="../components/…" />`): moved pages, as the browser is sent on
 * at once under Docusaurus. A relative `to` is read from the doc's address as Docusaurus serves it,
 * without a trailing slash (`../components/x` from `/docs/api/x`).
 */
export function redirectingDocs<Doc extends { route: string; source: { file: string } }>(docs: readonly Doc[], renderedOf: (doc: Doc) => { html: PageHtml; redirectTo?: string } | undefined, baseUrl: string): { docs: Set<Doc>; redirecting: RedirectingPage[] } {
  const moved = new Set<Doc>();
  const redirecting: RedirectingPage[] = [];
  for (const doc of docs) {
    const rendered = renderedOf(doc);
    if (rendered?.redirectTo === undefined || htmlText(rendered.html).trim() !== '') continue;
    const to = isExternalSource(rendered.redirectTo) ? rendered.redirectTo : new URL(rendered.redirectTo, `http://site${baseUrl}${doc.route.slice(1).replace(/\/$/, '')}`).pathname;
    moved.add(doc);
    redirecting.push({ route: doc.route, file: doc.source.file, to });
  }
  return { docs: moved, redirecting };
}
