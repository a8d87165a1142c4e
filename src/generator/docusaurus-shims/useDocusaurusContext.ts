import { shimSite } from './site.ts';

/** `@docusaurus/useDocusaurusContext`: the parts of the site's configuration a component usually reads. */
export default function useDocusaurusContext() {
  return { siteConfig: { baseUrl: shimSite().baseUrl, title: shimSite().title, tagline: shimSite().tagline, url: shimSite().url, customFields: {} } };
}
