import { shimSite } from './site.ts';

/** `@docusaurus/useDocusaurusContext`: the parts of the site's configuration that components read. */
export default function useDocusaurusContext() {
  const { baseUrl, title, tagline, url, customFields = {}, themeConfig = {}, i18n = { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] } } = shimSite();
  return { siteConfig: { baseUrl, title, tagline, url, customFields, themeConfig, i18n }, i18n, globalData: {} };
}
