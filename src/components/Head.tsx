import { SITE_SETTINGS_ID } from '../client/site-settings.ts';
import type { SiteContext } from './site-context.ts';
import { absoluteUrl, withBase } from './site-context.ts';

export interface HeadProps {
  site: SiteContext;
  route: string;
  /** Page title without the site name; undefined for the home page. */
  title: string | undefined;
  description: string;
  type?: 'website' | 'article';
  noIndex?: boolean;
}

export function Head({ site, route, title, description, type = 'website', noIndex }: HeadProps) {
  const { config } = site;
  const fullTitle = title ? `${title} | ${config.title}` : `${config.title} | ${config.tagline}`;
  const url = absoluteUrl(config, route);
  const image = absoluteUrl(config, config.brand.logo);
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <script dangerouslySetInnerHTML={{ __html: site.chrome.earlyScript }} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="generator" content={`jabuticraft-site ${config.version}`} />
      <meta name="color-scheme" content={config.colorMode.defaultMode === 'dark' ? 'dark' : 'light'} />
      <meta name="theme-color" content="#1a1320" />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {noIndex ? null : <link rel="canonical" href={url} />}
      <link rel="alternate" hrefLang={config.locale.htmlLang} href={url} />
      <link rel="alternate" hrefLang="x-default" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={config.title} />
      <meta property="og:locale" content={config.locale.htmlLang.replace('-', '_')} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary" />
      <link rel="icon" href={withBase(config, '/img/favicon.svg')} type="image/svg+xml" />
      <link rel="alternate" type="application/rss+xml" title={`${config.title}: Blog (RSS)`} href={withBase(config, `/${config.blog.routeBasePath}/rss.xml`)} />
      <link rel="alternate" type="application/atom+xml" title={`${config.title}: Blog (Atom)`} href={withBase(config, `/${config.blog.routeBasePath}/atom.xml`)} />
      <link rel="stylesheet" href={site.assets.css} />
      <script type="application/json" id={SITE_SETTINGS_ID} dangerouslySetInnerHTML={{ __html: site.chrome.settingsJson }} />
      <script type="module" src={site.assets.js} />
      {site.assets.preload.map((chunk) => (
        <link key={chunk} rel="modulepreload" href={chunk} />
      ))}
    </head>
  );
}
