import type { Warning } from '../model/errors.ts';
import type { InternalLink } from '../markdown/types.ts';

export interface LinkSource {
  file: string;
  /** Route of the page that holds the links (for same-page `#anchor` links). */
  route: string;
  /** Links from the configuration (navbar, footer) have no line. */
  links: (Omit<InternalLink, 'line'> & { line?: number })[];
}

/**
 * Finds internal links to routes that do not exist and anchors that no heading of the target defines.
 * Both only warn: a wiki under construction still builds. The same problem at the same place is
 * reported once (a navbar names /regras/ eighteen times).
 */
/** Which links are checked: to pages, and to headings (`#anchor`). */
export interface LinkChecks {
  pages: boolean;
  anchors: boolean;
}

export function checkLinks(sources: readonly LinkSource[], anchorsByRoute: Pick<ReadonlyMap<string, ReadonlySet<string>>, 'get'>, files: ReadonlySet<string>, checks: LinkChecks = { pages: true, anchors: true }): Warning[] {
  const warnings = new Map<string, Warning>();
  const warn = (warning: Warning) => warnings.set(`${warning.file}:${warning.line}:${warning.message}`, warning);
  for (const source of sources) {
    for (const link of source.links) {
      const route = link.path === '' ? source.route : link.path;
      const anchors = anchorsByRoute.get(route);
      if (!anchors) {
        if (checks.pages && !files.has(route)) warn({ file: source.file, line: link.line, message: `broken link: no page at ${route}` });
        continue;
      }
      if (checks.anchors && link.hash && !anchors.has(decodeURIComponent(link.hash))) {
        warn({ file: source.file, line: link.line, message: `broken anchor: ${route} has no heading "#${link.hash}"` });
      }
    }
  }
  return [...warnings.values()];
}

/**
 * `checkLinks` again after each change (the dev server): a page whose links are the same list as
 * before (its Markdown was not rendered again) keeps its warnings, as long as no page's address or
 * headings and no static file changed; a save then checks the links of the pages it changed only.
 */
export class LinkChecker {
  private targets: { anchors: ReadonlyMap<string, readonly string[]>; files: ReadonlySet<string> } | undefined;
  private warningsOf = new WeakMap<LinkSource['links'], Warning[]>();

  /** `anchorsByRoute`: the heading ids of each page, in order. */
  check(sources: readonly LinkSource[], anchorsByRoute: ReadonlyMap<string, readonly string[]>, files: ReadonlySet<string>, checks?: LinkChecks): Warning[] {
    if (!this.targets || !sameAnchors(this.targets.anchors, anchorsByRoute) || !sameSet(this.targets.files, files)) this.warningsOf = new WeakMap();
    this.targets = { anchors: anchorsByRoute, files };
    const warnings = new Map<string, Warning>();
    // Each page's headings as a set, made when a link first points there and shared by every page
    // linking to it (made per linking page, the check of 10,000 pages took 141-197 ms, now 94-112).
    const anchorSets = new Map<string, ReadonlySet<string> | undefined>();
    const anchorsOf = (route: string): ReadonlySet<string> | undefined => {
      if (!anchorSets.has(route)) {
        const anchors = anchorsByRoute.get(route);
        anchorSets.set(route, anchors && new Set(anchors));
      }
      return anchorSets.get(route);
    };
    for (const source of sources) {
      let found = this.warningsOf.get(source.links);
      if (!found) {
        found = checkLinks([source], { get: anchorsOf }, files, checks);
        this.warningsOf.set(source.links, found);
      }
      for (const warning of found) warnings.set(`${warning.file}:${warning.line}:${warning.message}`, warning);
    }
    return [...warnings.values()];
  }
}

function sameAnchors(a: ReadonlyMap<string, readonly string[]>, b: ReadonlyMap<string, readonly string[]>): boolean {
  if (a.size !== b.size) return false;
  for (const [route, anchors] of b) {
    const before = a.get(route);
    if (!before || before.length !== anchors.length || before.some((anchor, position) => anchor !== anchors[position])) return false;
  }
  return true;
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...b].every((item) => a.has(item));
}
