import type { ReactNode } from 'react';

/** `@docusaurus/BrowserOnly`: its fallback; the function it holds runs only in a browser, so never here. */
export default function BrowserOnly({ fallback }: { fallback?: ReactNode; children?: () => ReactNode }) {
  return <>{fallback}</>;
}
