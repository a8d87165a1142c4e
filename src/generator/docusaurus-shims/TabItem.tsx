import type { ReactNode } from 'react';

/** `@theme/TabItem`: read by `<Tabs>`; alone, its content. */
export default function TabItem({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
