import { Children, isValidElement, type ReactNode } from 'react';
import { tabAttributes, tabsHtml, type TabItemHtml, type TabsOptions } from '../../markdown/mdx/theme-components.ts';
import { nextId } from './page.ts';
import { rawHtml, renderHtml } from './raw-html.ts';

type TabItemProps = Omit<TabItemHtml, 'html' | 'labelHtml' | 'attributes'> & { label?: ReactNode; attributes?: unknown; children?: ReactNode };

/** `@theme/Tabs`: the same markup as the MDX pages' tabs, which the boot script turns into tabs. */
export default function Tabs({ children, values, ...options }: Omit<TabsOptions, 'id' | 'values'> & { values?: { value: string; label?: string }[]; children?: ReactNode }) {
  const items = Children.toArray(children)
    .filter(isValidElement<TabItemProps>)
    .map(({ props }) => ({ value: props.value ?? (typeof props.label === 'string' ? props.label : undefined), labelHtml: props.label === undefined ? undefined : renderHtml(props.label), default: props.default, className: props.className, attributes: tabAttributes(props.attributes), html: renderHtml(props.children) }));
  const listed = values?.map((entry) => ({ value: entry.value, ...(entry.label !== undefined && { labelHtml: renderHtml(entry.label) }) }));
  return rawHtml(tabsHtml({ ...options, ...(listed && { values: listed }), id: nextId('tabs') }, items));
}
