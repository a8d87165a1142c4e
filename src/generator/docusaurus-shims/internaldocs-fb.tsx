import type { ReactNode } from 'react';

/**
 * `docusaurus-plugin-internaldocs-fb/internal` (and its older name, `internaldocs-fb-helpers`): Meta's
 * helpers for sites built both inside Meta and in the open, answering as they do in the open. Used by
 * a configuration (`fbContent` in a sidebar) and by pages (`<FbInternalOnly>` around internal steps).
 */
export const isInternal = (): boolean => false;

export const fbContent = ({ external }: { internal?: unknown; external?: unknown }): unknown => external;

export const fbInternalOnly = (): unknown[] => [];

export function FbInternalOnly(): ReactNode {
  return null;
}

export function OssOnly({ children }: { children?: ReactNode }): ReactNode {
  return <>{children}</>;
}
