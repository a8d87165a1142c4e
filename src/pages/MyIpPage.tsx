import type { Tools } from '../model/config.ts';
import { Island } from '../components/Island.tsx';
import { ContentPage, type ContentPageProps } from './ContentPage.tsx';

/**
 * `layout: meuip`: the page's Markdown with the visitor's public IP, looked up from the endpoint of
 * the site configuration as soon as the box is on screen (showing it is the page's purpose).
 */
export function MyIpPage({ tools, ...page }: ContentPageProps & { tools: Tools }) {
  return <ContentPage {...page} part={<Island name="MyIp" text={page.site.text} when="visible" props={{ endpoint: tools.ipEndpoint, timeoutMs: tools.ipTimeoutMs }} />} />;
}
