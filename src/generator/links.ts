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
export function checkLinks(sources: LinkSource[], anchorsByRoute: ReadonlyMap<string, ReadonlySet<string>>, files: ReadonlySet<string>): Warning[] {
  const warnings = new Map<string, Warning>();
  const warn = (warning: Warning) => warnings.set(`${warning.file}:${warning.line}:${warning.message}`, warning);
  for (const source of sources) {
    for (const link of source.links) {
      const route = link.path === '' ? source.route : link.path;
      const anchors = anchorsByRoute.get(route);
      if (!anchors) {
        if (!files.has(route)) warn({ file: source.file, line: link.line, message: `broken link: no page at ${route}` });
        continue;
      }
      if (link.hash && !anchors.has(decodeURIComponent(link.hash))) {
        warn({ file: source.file, line: link.line, message: `broken anchor: ${route} has no heading "#${link.hash}"` });
      }
    }
  }
  return [...warnings.values()];
}
