import { Island } from '../components/Island.tsx';
import type { TextLimits } from '../tools/gradient.ts';
import { ContentPage, type ContentPageProps } from './ContentPage.tsx';

/**
 * `layout: gradiente`: the page's Markdown with the gradient generator. The tool is the first thing
 * on the page, and a shared link must show its gradient on arrival, so it hydrates when visible.
 */
export function GradientPage({ limits, ...page }: ContentPageProps & { limits: TextLimits }) {
  return <ContentPage {...page} part={<Island name="GradientTool" text={page.site.text} when="visible" props={{ limits }} />} />;
}
