import type { ReactNode } from 'react';
import Head from './Head.tsx';
import { shimSite, shimText } from './site.ts';

/**
 * `@docusaurus/theme-common`: what sites' own components take from it (React Native's home page
 * asks `useColorMode`, its swizzled theme `ThemeClassNames` and `useWindowSize`), as the server
 * render of Docusaurus gives it, before any browser is known.
 */

type ThemeConfig = { colorMode?: { defaultMode?: string }; prism?: unknown };

/** `useThemeConfig`: the configuration's `themeConfig`. */
export function useThemeConfig(): ThemeConfig {
  const site = shimSite();
  return ((site.siteConfig?.themeConfig as ThemeConfig | undefined) ?? site.themeConfig ?? {}) as ThemeConfig;
}

/** `useColorMode`: the configured default mode (light unless it says otherwise); nothing to switch at build time. */
export function useColorMode() {
  const colorMode = useThemeConfig().colorMode?.defaultMode === 'dark' ? 'dark' : 'light';
  return { colorMode, isDarkTheme: colorMode === 'dark', setColorMode: () => {}, toggle: () => {} };
}

/** `useWindowSize`: Docusaurus's server render gives `'ssr'`. */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  return 'ssr';
}

/** `usePluralForm`: `selectMessage(count, "1 plugin|{n} plugins")` picks the form the site's language gives `count`. */
export function usePluralForm() {
  const text = shimText();
  return { selectMessage: (count: number, message: string) => text.pluralForm(count, message) };
}

/** `usePrismTheme`: the configured Prism theme, when the configuration gives one. */
export function usePrismTheme(): unknown {
  return useThemeConfig().prism ?? {};
}

/** Class names of the theme's parts, `ThemeClassNames.docs.docVersionBanner` → `theme-doc-version-banner` as Docusaurus names them. */
export const ThemeClassNames: unknown = new Proxy(
  {},
  {
    get: (_groups, group) =>
      typeof group !== 'string'
        ? undefined
        : new Proxy({}, { get: (_names, name) => (typeof name === 'string' ? `theme-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}` : undefined) }),
  },
);

/** Parts of the theme's layout that swizzled components fill or wrap: their children, or nothing. */
export function NavbarSecondaryMenuFiller(): null {
  return null;
}

export function HtmlClassNameProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** `PageMetadata`: the page's title and description, as `<Head>` records them. */
export function PageMetadata({ title, description }: { title?: string; description?: string }) {
  const { title: siteTitle, siteConfig } = shimSite();
  const delimiter = typeof siteConfig?.titleDelimiter === 'string' ? siteConfig.titleDelimiter : '|';
  return (
    <Head>
      {title ? <title>{`${title} ${delimiter} ${siteTitle}`}</title> : null}
      {description ? <meta name="description" content={description} /> : null}
    </Head>
  );
}

export function ErrorCauseBoundary({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** `isMultiColumnFooterLinks`: footer links given as columns (`{ title, items }` each), as a swizzled footer asks before drawing them (Unleash's). */
export function isMultiColumnFooterLinks(links: unknown): boolean {
  return Array.isArray(links) && typeof links[0] === 'object' && links[0] !== null && 'title' in links[0];
}

/** `createStorageSlot(key)`: localStorage as the server render sees it, empty (Bitwarden's dev-mode switch reads it when its module loads). */
export function createStorageSlot(_key: string) {
  return { get: (): string | null => null, set: (_value: string) => {}, del: () => {}, listen: (_onChange: () => void) => () => {} };
}

/** `useStorageSlot(key)`: the slot's value as the server render sees it (none) and the slot (Data Client's package manager tabs). */
export function useStorageSlot(key: string) {
  return [null, createStorageSlot(key)] as const;
}

/** `ReactContextError`: what a hook throws outside its provider. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super(`Hook is called outside the <${providerName}>. ${additionalInfo ?? ''}`.trim());
    this.name = 'ReactContextError';
  }
}

/** `composeProviders([A, B])`: one provider made of several, the first outermost. */
export function composeProviders(providers: readonly ((props: { children?: ReactNode }) => ReactNode)[]) {
  return function ComposedProviders({ children }: { children?: ReactNode }) {
    return <>{providers.reduceRight<ReactNode>((inner, Provider) => <Provider>{inner}</Provider>, children)}</>;
  };
}
