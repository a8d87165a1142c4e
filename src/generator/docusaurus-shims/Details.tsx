import { Children, isValidElement, type ReactNode } from 'react';
import { detailsHtml } from '../../markdown/mdx/theme-components.ts';
import { escapeHtml } from '../../tools/escape-html.ts';
import { rawHtml, renderHtml } from './raw-html.ts';
import { shimText } from './site.ts';

/** `@theme/Details`: a collapsible box; its summary is a `summary` prop or a `<summary>` among its children. */
export default function Details({ summary, open = false, className, children }: { summary?: ReactNode; open?: boolean; className?: string; children?: ReactNode }) {
  const nodes = Children.toArray(children);
  const summaryChild = nodes.find((node) => isValidElement(node) && node.type === 'summary');
  const summaryOf = (node: ReactNode) => (isValidElement<{ children?: ReactNode }>(node) && node.type === 'summary' ? node.props.children : node);
  const summaryNode = summaryChild ?? summary;
  const summaryHtml = summaryNode === undefined ? escapeHtml(shimText().t('site.Details.summary')) : renderHtml(summaryOf(summaryNode));
  const summaryClass = isValidElement<{ className?: string }>(summaryChild) ? summaryChild.props.className : undefined;
  return rawHtml(detailsHtml(summaryHtml, renderHtml(nodes.filter((node) => node !== summaryChild)), open, { details: className, summary: summaryClass }));
}
