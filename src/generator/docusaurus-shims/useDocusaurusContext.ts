import { shimSite } from './site.ts';

/** `@docusaurus/useDocusaurusContext`: the parts of the site's configuration that components read. */
export default function useDocusaurusContext() {
  const site = shimSite();
  const { baseUrl, title, tagline, url, customFields = {}, themeConfig = {}, i18n = { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] } } = site;
  return { siteConfig: { customFields, themeConfig, ...site.siteConfig, baseUrl, title, tagline, url, i18n }, i18n, globalData: {} };
}
