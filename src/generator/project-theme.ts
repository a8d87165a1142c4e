/**
 * A Docusaurus project's own theme components, `src/theme/`: those its code imports as `@theme/X`
 * (React Native's `@theme/BoxLink`, its own `@theme/Icon/Android`) are its files, as in Docusaurus;
 * those that replace a part of the layout this build draws itself (`TOC`, `DocItem`) are not used, but for
 * `Footer`, drawn on every page (react-pages.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SITE_RUNTIME_MODULES } from './docusaurus-shims/modules.ts';

const SCRIPT = /\.[jt]sx?$/;
/** Components this build stands in for but that a project's own file should win over: its icons are its own pictures. */
const OWN_FILE_WINS = /^@theme\/Icon\//;
/** The classic theme's parts of the page that the build draws itself: a project's version of one is not used. */
const LAYOUT_PARTS = new Set([
  'Admonition', 'AnnouncementBar', 'BlogLayout', 'BlogListPage', 'BlogPostItem', 'BlogPostItems', 'BlogPostPage', 'BlogPostPaginator', 'BlogSidebar',
  'CodeBlock', 'ColorModeToggle', 'DocBreadcrumbs', 'DocCard', 'DocItem', 'DocPage', 'DocPaginator', 'DocRoot', 'DocSidebar', 'DocSidebarItem',
  'DocSidebarItems', 'DocVersionBadge', 'DocVersionBanner', 'DocVersionRoot', 'EditThisPage', 'LastUpdated', 'Layout', 'Logo', 'Navbar',
  'NavbarItem', 'Root', 'SearchBar', 'SearchPage', 'TOC', 'TOCCollapsible', 'TOCItems', 'MDXContent', 'MDXPage', 'BackToTopButton',
  'BlogArchivePage', 'BlogTagsListPage', 'BlogTagsPostsPage', 'DocTagDocListPage', 'DocCategoryGeneratedIndexPage', 'SearchMetadata',
  // Drawn by this build's own stand-ins whatever the project's file says (Saleor's Mermaid with its full-screen view).
  'Mermaid', 'Tabs', 'TabItem', 'Details', 'Heading', 'ThemedImage',
]);

/** `@theme/X` → the project's file for each component of `src/theme/` its code may import (those the build stands in for aside). */
export function themeComponentAliases(siteDir: string): Record<string, string> {
  const theme = path.join(siteDir, 'src', 'theme');
  if (!existsSync(theme)) return {};
  const aliases: Record<string, string> = {};
  for (const entry of readdirSync(theme, { recursive: true, encoding: 'utf8' })) {
    if (!SCRIPT.test(entry) || entry.endsWith('.d.ts')) continue;
    const name = `@theme/${entry.split(path.sep).join('/').replace(SCRIPT, '').replace(/\/index$/, '')}`;
    if (Object.hasOwn(SITE_RUNTIME_MODULES, name) && !OWN_FILE_WINS.test(name)) continue;
    aliases[name] ??= path.join(theme, entry);
  }
  return aliases;
}

/**
 * The parts of the layout the project replaced in `src/theme/` (`TOC`), which this build draws its own
 * way; and the MDX elements it replaced (`MDXComponents/Details`, StyleX's) without a map of its own
 * (`MDXComponents/index`, which the build uses and which may name them): the build draws those too.
 */
export function replacedLayoutParts(siteDir: string): string[] {
  const theme = path.join(siteDir, 'src', 'theme');
  if (!existsSync(theme)) return [];
  const entries = readdirSync(theme);
  const mdx = path.join(theme, 'MDXComponents');
  const mdxFiles = existsSync(mdx) && !entries.some((entry) => /^MDXComponents\.[jt]sx?$/.test(entry)) ? readdirSync(mdx).filter((entry) => SCRIPT.test(entry) && !entry.endsWith('.d.ts')) : [];
  const ownMdxElements = mdxFiles.some((entry) => /^index\./.test(entry)) ? [] : mdxFiles.map((entry) => `MDXComponents/${entry.replace(SCRIPT, '')}`);
  // A part written both as a file and as a folder (QuestDB's SearchBar.tsx and SearchBar/) is named once.
  return [...new Set([...entries.map((entry) => entry.replace(SCRIPT, '')).filter((name) => LAYOUT_PARTS.has(name)), ...footerParts(theme, entries), ...ownMdxElements])].sort();
}

/**
 * The parts of the footer a project replaced without replacing the footer (`Footer/Layout`, Electron's, with its
 * sponsors): the build draws the configured footer its own way. A whole `Footer` of its own is drawn (react-pages.ts).
 */
function footerParts(theme: string, entries: string[]): string[] {
  const folder = path.join(theme, 'Footer');
  if (entries.some((entry) => SCRIPT.test(entry) && entry.replace(SCRIPT, '') === 'Footer') || !existsSync(folder) || !statSync(folder).isDirectory()) return [];
  const parts = readdirSync(folder).filter((entry) => !entry.endsWith('.d.ts') && !/\.(css|scss|sass)$/.test(entry));
  if (parts.some((entry) => /^index\./.test(entry))) return [];
  return parts.map((entry) => `Footer/${entry.replace(SCRIPT, '')}`);
}

/**
 * Whether the page draws the configured announcement bar: Docusaurus's own Layout does, and so does a
 * project's Layout that wraps it or names the bar; a Layout of the project's own that does neither
 * (QuestDB's) draws none, whatever `themeConfig.announcementBar` says.
 */
export function layoutDrawsAnnouncementBar(siteDir: string): boolean {
  const file = themeComponentFile(siteDir, ['Layout', 'Layout/index']);
  if (file === undefined) return true;
  return /AnnouncementBar|@theme-(?:original|init)\/Layout\b/.test(readFileSync(file, 'utf8'));
}

/** The project's own file of the first of `names` it has in `src/theme/` (`Footer`, `Footer/index`), as a script of any of React's extensions. */
export function themeComponentFile(siteDir: string, names: readonly string[]): string | undefined {
  const theme = path.join(siteDir, 'src', 'theme');
  return names.flatMap((name) => ['.js', '.jsx', '.ts', '.tsx'].map((extension) => path.join(theme, name + extension))).find((candidate) => existsSync(candidate));
}
