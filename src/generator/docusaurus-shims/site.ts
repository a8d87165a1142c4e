/** What the stand-ins for Docusaurus's modules know of the site. */
export interface ShimSite {
  baseUrl: string;
  title: string;
  tagline: string;
  url: string;
}

// A global, not a module's variable: each site component is bundled with its own copy of this module.
const KEY = Symbol.for('jabuticraft.docusaurus-site');

/** Set by the build before it renders a site's own component. */
export function setShimSite(site: ShimSite): void {
  (globalThis as Record<symbol, unknown>)[KEY] = site;
}

export function shimSite(): ShimSite {
  return ((globalThis as Record<symbol, unknown>)[KEY] as ShimSite | undefined) ?? { baseUrl: '/', title: '', tagline: '', url: '' };
}
