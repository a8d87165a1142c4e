import type { ReactNode } from 'react';
import { admonitionHtml, admonitionKindOf, admonitionTitle } from '../../markdown/admonitions.ts';
import { escapeHtml } from '../../tools/escape-html.ts';
import { shimText } from './site.ts';
import { rawHtml, renderHtml } from './raw-html.ts';

/** `@theme/Admonition`: the box of `:::tip` (an unknown type shows as a note). */
export default function Admonition({ type = 'note', title, icon, children }: { type?: string; title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  return rawHtml(admonitionHtml(admonitionKindOf(type) ?? 'note', title === undefined ? escapeHtml(admonitionTitle(type, shimText())) : renderHtml(title), renderHtml(children), icon === undefined ? undefined : renderHtml(icon)));
}
