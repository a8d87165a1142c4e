import { Children, isValidElement, type ReactNode } from 'react';
import { tabsHtml, type TabItemHtml, type TabsOptions } from '../../markdown/mdx/theme-components.ts';
import { nextId } from './page.ts';
import { rawHtml, renderHtml } from './raw-html.ts';

type TabItemProps = Omit<TabItemHtml, 'html'> & { children?: ReactNode };

/** `@theme/Tabs`: the same markup as the MDX pages' tabs, which the boot script turns into tabs. */
export default function Tabs({ children, ...options }: Omit<TabsOptions, 'id'> & { children?: ReactNode }) {
  const items = Children.toArray(children)
    .filter(isValidElement<TabItemProps>)
    .map(({ props }) => ({ value: props.value, label: props.label, default: props.default, className: props.className, html: renderHtml(props.children) }));
  return rawHtml(tabsHtml({ ...options, id: nextId('tabs') }, items));
}
