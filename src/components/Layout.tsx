import type { ReactNode } from 'react';
import { uiText } from '../ui-text.ts';
import { Head, type HeadProps } from './Head.tsx';

interface LayoutProps extends HeadProps {
  /** Class of `<main>`, for page-kind styles. */
  kind: string;
  children: ReactNode;
}

/** The whole HTML document around a page. */
export function Layout({ kind, children, ...head }: LayoutProps) {
  const { config } = head.site;
  return (
    <html lang={config.locale.htmlLang} dir={config.locale.direction} data-theme={config.colorMode.defaultMode}>
      <Head {...head} />
      <body>
        <a className="skip-link" href="#conteudo">
          {uiText.skipToContent}
        </a>
        <header className="navbar" id="navbar" dangerouslySetInnerHTML={{ __html: head.site.chrome.navbarHtml(head.route) }} />
        <div className={`page page-${kind}`}>{children}</div>
        <footer className="footer" dangerouslySetInnerHTML={{ __html: head.site.chrome.footerHtml() }} />
      </body>
    </html>
  );
}
