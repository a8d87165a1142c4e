import type { ReactNode } from 'react';
import { noteBrowserOnly } from './page.ts';

/** `@docusaurus/BrowserOnly`: its fallback; the function it holds runs only in a browser, so never here (noted, for the warning that says so). */
export default function BrowserOnly({ fallback, children }: { fallback?: ReactNode; children?: () => ReactNode }) {
  if (children) noteBrowserOnly();
  return <>{fallback}</>;
}
