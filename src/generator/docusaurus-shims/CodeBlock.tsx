import type { ReactNode } from 'react';
import { codeCopyButtonHtml } from '../../markdown/code-block.ts';
import { codeBlockComponentHtml } from '../../markdown/mdx/theme-components.ts';
import { shimSite, shimText } from './site.ts';
import { rawHtml, textOf } from './raw-html.ts';

/**
 * `@theme/CodeBlock`: the site's code block, in colour when the build has its colours (else plain, and the page is rendered again once they are made);
 * without a language of its own, `prism.defaultLanguage`'s, as Docusaurus's (openapi-generator's `<CodeBlock className="bash">`).
 */
export default function CodeBlock({ children, language, className, title, showLineNumbers, metastring }: { children?: ReactNode; language?: string; className?: string; title?: string; showLineNumbers?: boolean; metastring?: string }) {
  const languageOfClass = /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  const { highlight, magicComments, defaultCodeLanguage } = shimSite();
  const boxClasses = className?.split(/\s+/).filter((name) => name && !name.startsWith('language-')).join(' ');
  return rawHtml(codeBlockComponentHtml({ code: textOf(children), language: language ?? languageOfClass ?? defaultCodeLanguage, title, showLineNumbers, metastring, className: boxClasses }, codeCopyButtonHtml(shimText()), highlight, magicComments));
}
