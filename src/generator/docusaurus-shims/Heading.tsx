import type { ReactNode } from 'react';
import { hashLinkHtml } from '../../markdown/markdown-fragment.ts';
import { rawHtml, textOf } from './raw-html.ts';
import { shimText } from './site.ts';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** `@theme/Heading`: a heading with its id and the `#` link that Markdown headings have. */
export default function Heading({ as: Tag, id, children, ...rest }: { as: Level; id?: string; children?: ReactNode; [attribute: string]: unknown }) {
  return (
    <Tag id={id} {...rest}>
      {children}
      {id ? rawHtml(hashLinkHtml(id, shimText().t('theme.common.headingLinkTitle', { heading: textOf(children) || id }))) : null}
    </Tag>
  );
}
