import type { ReactNode } from 'react';
import { codeCopyButtonHtml } from '../../markdown/code-block.ts';
import { codeBlockComponentHtml } from '../../markdown/mdx/theme-components.ts';
import { shimText } from './site.ts';
import { rawHtml, textOf } from './raw-html.ts';

/** `@theme/CodeBlock`: the site's code block, without colours (the build may colour it later by its language class). */
export default function CodeBlock({ children, language, className, title, showLineNumbers, metastring }: { children?: ReactNode; language?: string; className?: string; title?: string; showLineNumbers?: boolean; metastring?: string }) {
  const languageOfClass = /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  return rawHtml(codeBlockComponentHtml({ code: textOf(children), language: language ?? languageOfClass, title, showLineNumbers, metastring }, codeCopyButtonHtml(shimText())));
}
