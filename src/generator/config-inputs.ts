/**
 * What the pages take from the site's configuration besides their own content: the values
 * `{{ site.* }}` names, the server addresses shown in code, the links of the navbar, the footer and the sidebars.
 */
import { toRoute } from '../components/site-context.ts';
import type { SiteConfig } from '../model/config.ts';
import { ContentError } from '../model/errors.ts';
import type { Translator } from '../model/i18n/translator.ts';
import type { SidebarItem } from '../model/sidebar.ts';

/**
 * The values `{{ key }}` can name: every `data/*.yml` file, and `site` from the configuration
 * (`site.ipService` is the host /meuip/ asks, so the pages that name it follow the configuration).
 */
export function siteData(config: SiteConfig, data: Record<string, unknown>): Record<string, unknown> {
  if ('site' in data) throw new ContentError('content/data/site.yml', undefined, '"site" is reserved for the site configuration; rename the file');
  const ipService = config.tools && new URL(config.tools.ipEndpoint).hostname;
  return { ...data, site: { title: config.title, tagline: config.tagline, url: config.url, ...config.brand, ...(ipService && { ipService }) } };
}

/** The server's addresses and port, which pages show in code and players copy into the game. */
export function serverAddresses(config: SiteConfig, text: Translator): ReadonlyMap<string, string> {
  const { brand } = config;
  if (!brand) return new Map();
  const java = text.t('site.brand.javaEdition');
  const bedrock = text.t('site.brand.bedrockEdition');
  return new Map([
    [brand.javaAddress, text.t('site.brand.addressOf', { edition: java })],
    [brand.bedrockAddress, text.t('site.brand.addressOf', { edition: bedrock })],
    [String(brand.bedrockPort), text.t('site.brand.portOf', { edition: bedrock })],
  ]);
}

/** The internal links of the navbar and the footer, checked like the pages' own. */
export function configLinks(config: SiteConfig) {
  const targets = [
    ...config.navbar.flatMap((item) => (item.type === 'link' ? [item] : item.type === 'dropdown' ? [...(item.to ? [{ to: item.to, external: false as const }] : []), ...item.items.flatMap((child) => ('html' in child ? [] : [child]))] : [])),
    ...config.footer.columns.flatMap((column) => column.items.flatMap((item) => ('html' in item ? [] : [item]))),
  ];
  return targets.flatMap((link) => {
    if (link.external) return [];
    const [linkPath = '/', hash] = toRoute(link.to).split('#');
    return [hash === undefined ? { path: linkPath } : { path: linkPath, hash }];
  });
}

/** The site's pages that the sidebars' `link` items name (Verdaccio's `href: '/contributors'`), for the link check, as Docusaurus checks every link of its pages. */
export function sidebarLinks(sidebars: Iterable<readonly SidebarItem[]>): { path: string; hash?: string }[] {
  const links: { path: string; hash?: string }[] = [];
  const visit = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'link' && item.route !== undefined) {
        const [linkPath = '/', hash] = item.route.split('#');
        links.push(hash === undefined ? { path: linkPath } : { path: linkPath, hash });
      } else if (item.type === 'category') visit(item.items);
    }
  };
  for (const items of sidebars) visit(items);
  return links;
}
