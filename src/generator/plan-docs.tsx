/** The wiki's pages planned: each doc, the generated indexes, the tag pages, and the pagination's warnings. */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type SidebarHtmlRenderer, sidebarPlacement } from '../components/sidebar-html.ts';
import { type Crumb, listPageTitle, type PageLink } from '../components/DocParts.tsx';
import type { SiteContext } from '../components/site-context.ts';
import { DOC_CARD_LIST_MARKER } from '../markdown/mdx/theme-components.ts';
import { docsFolderBase, type DocsFolder } from '../model/config.ts';
import type { Warning } from '../model/errors.ts';
import type { SidebarCategory, SidebarDoc, SidebarItem } from '../model/sidebar.ts';
import { DocPage, type DocVersionInfo, PagedCardGrid, type SectionEntry } from '../pages/DocPage.tsx';
import { escapeHtml } from '../tools/escape-html.ts';
import { paginate } from '../tools/list-pages.ts';
import { keywordsOf } from './front-matter.ts';
import { titleStaysInBody } from './content-title.ts';
import { areaFolder } from './load.ts';
import { anchorsOf, customEditUrl, type Emit, imageOf, type MarkdownOf, type PlanInput, type RenderedSource, permalinkOf, renderTagPages } from './page-plan.tsx';
import { type Doc, joinRoute } from './route.ts';
import type { Sidebars } from './sidebar.ts';
import type { Translator } from '../model/i18n/translator.ts';
import { htmlText } from '../model/page-html.ts';

const cardListIn = new WeakMap<RenderedSource, boolean>();

/** Whether a page's Markdown places `<DocCardList />`, looked for once per rendering: a save in dev leaves the other pages' as they were. */
function placesCardList(markdown: RenderedSource): boolean {
  const known = cardListIn.get(markdown);
  if (known !== undefined) return known;
  const places = markdown.html.includes(DOC_CARD_LIST_MARKER);
  cardListIn.set(markdown, places);
  return places;
}

/**
 * Each doc's page as planned last, by its Markdown: a page of the same doc and Markdown, in the same
 * site context and the same sidebars, is planned the same. Sidebars are kept only while no doc's
 * outline changed, so titles, descriptions and neighbours shown from other docs hold too.
 */
const plannedDocs = new WeakMap<RenderedSource, { doc: Doc; site: SiteContext; sidebars: Sidebars; renderer: SidebarHtmlRenderer | undefined; element: ReactElement; anchors: string[]; listPages: ListPagePlan[] }>();

/** A later page of a doc's long list of cards. */
interface ListPagePlan {
  route: string;
  element: ReactElement;
}

export function planDocs(input: PlanInput, emit: Emit, markdownOf: MarkdownOf): void {
  const { site, routes, sidebars, sidebarRenderers, gitUpdates } = input;
  const docByRoute = new Map(routes.docs.map((doc) => [doc.route, doc]));
  const docById = new Map(routes.docs.map((doc) => [doc.id, doc]));
  // Where an older version's page without a twin in the latest version sends its readers: the version's main doc, the first of its first sidebar, as Docusaurus's.
  const firstDocOfFolder = new Map<string, Doc>();
  const firstOf = (folder: string | undefined, doc: Doc | undefined) => {
    if (folder !== undefined && doc && !firstDocOfFolder.has(folder)) firstDocOfFolder.set(folder, doc);
  };
  for (const [key, docs] of sidebars.order) firstOf(key.split(':')[0], docs[0]);
  for (const doc of routes.docs) firstOf(doc.sidebar, doc);
  const versionIn: VersionIn = (folderName, ownId) => versionOf(folderName, ownId, site.config.docs.folders, docById, firstDocOfFolder);
  const wikiHome = routes.docs.find((doc) => doc.sidebar === undefined && doc.isIndex);
  // Each page's neighbours in its sidebar's reading order, by route (sidebars kept from the previous build hold the
  // doc objects of before; a doc in several sidebars takes the last one's, as it belongs there).
  const neighbours = new Map<string, { previous?: PageLink; next?: PageLink }>();
  for (const steps of sidebars.navigation.values()) {
    const link = (step: (typeof steps)[number] | undefined) => step && (step.doc ? pageLink(step.doc) : { title: step.label, route: step.route });
    steps.forEach((step, index) => neighbours.set(step.route, { previous: link(steps[index - 1]), next: link(steps[index + 1]) }));
  }

  renderGeneratedIndexes(input, docByRoute, neighbours, versionIn, emit);
  // Made only for a site with unlisted docs: the sidebar each folder's listed docs are in.
  const sidebarOfFolder = new Map<string, string>();
  for (const doc of routes.docs.some((candidate) => candidate.unlisted) ? routes.docs : []) {
    const key = doc.unlisted ? undefined : sidebars.of.get(doc.route);
    const folder = doc.folders.join('/');
    if (key !== undefined && !sidebarOfFolder.has(folder)) sidebarOfFolder.set(folder, key);
  }
  const listedBySidebar = new Map<string | undefined, Doc[]>();
  for (const doc of routes.docs) {
    if (doc.unlisted) continue;
    const listed = listedBySidebar.get(doc.sidebar);
    if (listed) listed.push(doc);
    else listedBySidebar.set(doc.sidebar, [doc]);
  }
  for (const [folder, docs] of listedBySidebar) {
    const modeName = folder === undefined ? '' : (docs.find((doc) => doc.isIndex && doc.folders.length === 1)?.title ?? folder);
    const index = joinRoute(docsFolderBase(site.config.docs, folder), 'tags');
    renderTagPages(site, index, site.text.t('site.tags.ofDocs', { mode: modeName }).trimEnd(), docs, (doc) => doc.tags, (tagName, count) => docsTagTitle(site.text, tagName, count), (doc) => ({ route: doc.route, title: doc.title, detail: doc.description }), emit);
  }
  for (const doc of routes.docs) {
    const markdown = markdownOf(doc);
    // An unlisted doc is in no sidebar, but shows its folder's, as Docusaurus shows it in its place.
    const sidebarKey = sidebarKeyOf(doc, sidebars) ?? (doc.unlisted ? sidebarOfFolder.get(doc.folders.join('/')) : undefined);
    const renderer = sidebarKey ? sidebarRenderers.get(sidebarKey) : undefined;
    const planned = plannedDocs.get(markdown);
    if (planned && planned.doc === doc && planned.site === site && planned.sidebars === sidebars && planned.renderer === renderer) {
      emit(doc.route, planned.element, planned.anchors);
      for (const page of planned.listPages) emit(page.route, page.element);
      continue;
    }
    const ancestors = sidebars.ancestors.get(doc.route) ?? [];
    // A page that places `<DocCardList />` shows its folder's cards there, and not again below.
    const placesCards = placesCardList(markdown);
    // A folder's page lists its pages below its text; a Docusaurus project's doc is shown as written.
    const listsFolder = doc.isIndex && !placesCards && site.config.siteConfigForCode === undefined;
    // Only a folder's page or a page placing the cards shows them: listing every page's neighbours
    // cost each of a 900-page folder's pages a list of 899 (quadratic, and compared again on every save in dev).
    const [firstPage, ...laterPages] = paginate(doc.route, listsFolder || placesCards ? sectionEntries(doc, ancestors, sidebarKey ? (sidebars.byName.get(sidebarKey) ?? []) : [], docByRoute) : []);
    const html = placesCards ? htmlText(markdown.html).replaceAll(DOC_CARD_LIST_MARKER, renderToStaticMarkup(<PagedCardGrid site={site} page={firstPage!} />)) : markdown.html;
    const around = neighbours.get(doc.route);
    const fm = doc.source.frontMatter;
    const projectFolder = doc.sidebar === undefined ? undefined : site.config.docs.folders[doc.sidebar];
    // Unlisted, its `<Head>` says noindex, or in a version the project keeps out of search engines: no canonical link, a robots meta, not in the sitemap.
    const noIndex = doc.unlisted || projectFolder?.version.noIndex === true ? 'nofollow' : markdown.noIndex === true;
    // A Docusaurus project's trail starts at a house leading to its home page, then its categories; this wiki's names the wiki and the game mode.
    const home: Crumb = projectFolder ? { label: site.text.t('theme.docs.breadcrumbs.home'), route: '/', icon: 'home' } : { label: wikiHome?.sidebarLabel ?? site.text.t('theme.docs.breadcrumbs.home'), route: wikiHome?.route ?? '/' };
    // Docusaurus draws a doc's trail from its place in a sidebar: none for a doc in no sidebar.
    const crumbs = projectFolder && (projectFolder.breadcrumbs === false || !sidebars.of.has(doc.route)) ? [] : breadcrumbs(doc, ancestors, home, sidebarKey ? sidebars.byName.get(sidebarKey) : undefined, docByRoute, !projectFolder);
    const placement = renderer ? sidebarPlacement(renderer, ancestors.map((category) => category.key), doc.route) : undefined;
    const previous = paginationTarget(fm.pagination_prev, around?.previous, doc, docById);
    const next = paginationTarget(fm.pagination_next, around?.next, doc, docById);
    const element = (
      <DocPage
        site={site}
        route={doc.route}
        title={doc.title}
        description={markdown.headDescription ?? doc.description}
        html={html}
        headings={markdown.headings}
        hideToc={fm.hide_table_of_contents === true}
        hideTitle={fm.hide_title === true}
        titleInBody={titleStaysInBody(doc.source, site.config.markdown.h1InBody)}
        titleFromContent={doc.source.contentTitle !== undefined}
        image={imageOf(fm)}
        editUrl={editUrlOf(doc, site.config)}
        lastUpdate={lastUpdateOf(fm) ?? committedUpdate(doc, site.config, gitUpdates)}
        noIndex={noIndex}
        unlisted={doc.unlisted}
        documentTitle={markdown.headTitle}
        tocLevels={tocLevelsOf(fm, site.config.tableOfContents)}
        crumbs={crumbs}
        sidebar={placement}
        previous={previous}
        next={next}
        section={listsFolder ? firstPage!.items : []}
        sectionPage={listsFolder ? firstPage : undefined}
        tags={doc.tags}
        keywords={keywordsOf(fm.keywords)}
        version={versionIn(doc.sidebar, doc.sidebar === undefined ? undefined : doc.id.slice(doc.sidebar.length + 1))}
        htmlClassName={projectFolder && `plugin-docs plugin-id-${projectFolder.pluginId} docs-version-${projectFolder.version.name} docs-doc-page docs-doc-id-${doc.id.slice(doc.sidebar!.length + 1)}`}
      />
    );
    const anchors = anchorsOf(markdown);
    const listPages = laterPages.map((page) => ({
      route: page.route,
      element: (
        <DocPage
          site={site}
          route={page.route}
          title={listPageTitle(site.text, doc.title, page)}
          description={doc.description}
          html=""
          headings={[]}
          hideToc
          noIndex={noIndex}
          crumbs={crumbs}
          sidebar={placement}
          section={page.items}
          sectionPage={page}
        />
      ),
    }));
    plannedDocs.set(markdown, { doc, site, sidebars, renderer, element, anchors, listPages });
    emit(doc.route, element, anchors);
    for (const page of listPages) emit(page.route, page.element);
  }
}

/** The version of the docs folder `folderName` (its badge, its banner, and where the banner sends readers: the latest version's page of the same id, `ownId`, else its first). */
type VersionIn = (folderName: string | undefined, ownId: string | undefined) => DocVersionInfo | undefined;

/** The version a page of a docs folder is in, when the folder is one of several versions of an instance. */
function versionOf(folderName: string | undefined, ownId: string | undefined, folders: Readonly<Record<string, DocsFolder>>, docById: ReadonlyMap<string, Doc>, firstDocOfFolder: ReadonlyMap<string, Doc>): DocVersionInfo | undefined {
  const folder = folderName === undefined ? undefined : folders[folderName];
  if (!folder) return undefined;
  const { label, badge, banner } = folder.version;
  const latestFolder = Object.keys(folders).find((name) => folders[name]!.pluginId === folder.pluginId && folders[name]!.version.isLast);
  if (banner === 'none' || latestFolder === undefined) return { label, badge, banner };
  const latest = (ownId === undefined ? undefined : docById.get(`${latestFolder}/${ownId}`)) ?? firstDocOfFolder.get(latestFolder);
  return { label, badge, banner, ...(latest && { latest: { route: latest.route, label: folders[latestFolder]!.version.label } }) };
}

/**
 * A doc's previous or next page: the neighbour in its sidebar, unless its front matter names
 * another doc by id (relative to its docs folder, as in Docusaurus) or says null for none.
 */
function paginationTarget(choice: unknown, neighbour: PageLink | undefined, doc: Doc, docById: ReadonlyMap<string, Doc>): PageLink | undefined {
  if (choice === null) return undefined;
  if (typeof choice !== 'string') return neighbour;
  const chosen = (doc.sidebar ? docById.get(`${doc.sidebar}/${choice}`) : undefined) ?? docById.get(choice);
  return chosen ? pageLink(chosen) : neighbour;
}

/** Pagination ids (`pagination_next: outra-pagina`) that name no doc: the neighbour is linked instead. */
export function paginationWarnings(docs: readonly Doc[]): Warning[] {
  const naming = docs.filter((doc) => typeof doc.source.frontMatter.pagination_prev === 'string' || typeof doc.source.frontMatter.pagination_next === 'string');
  if (naming.length === 0) return [];
  const docById = new Map(docs.map((doc) => [doc.id, doc]));
  return naming.flatMap((doc) =>
    (['pagination_prev', 'pagination_next'] as const).flatMap((key) => {
      const choice = doc.source.frontMatter[key];
      if (typeof choice !== 'string' || paginationTarget(choice, undefined, doc, docById)) return [];
      return [{ file: doc.source.file, line: doc.source.keyLines[key], message: `${key}: no doc has the id "${choice}"; the page beside it in the sidebar is linked instead` }];
    }),
  );
}

/** How a doc is named where another links to it as previous or next: `pagination_label`, or its sidebar label. */
function pageLink(doc: Doc): PageLink {
  const label = doc.source.frontMatter.pagination_label;
  return { title: typeof label === 'string' ? label : doc.sidebarLabel, route: doc.route };
}

/** A doc's edit link: `custom_edit_url` (null for none), or the file under the site's `docs.editUrl`. */
function editUrlOf(doc: Doc, config: SiteContext['config']): string | undefined {
  const custom = customEditUrl(doc.source.frontMatter);
  if (custom !== undefined) return custom ?? undefined;
  const folder = doc.sidebar === undefined ? undefined : config.docs.folders[doc.sidebar];
  if (folder) {
    const docPath = doc.source.rel.slice(doc.sidebar!.length + 1);
    return typeof folder.editUrl === 'function' ? folder.editUrl(docPath, permalinkOf(doc.route, config), config.locale.name) : folder.editUrl && `${folder.editUrl}${docPath}`;
  }
  return config.docs.editUrl && `${config.docs.editUrl}${areaFolder(doc.source.area)}/${doc.source.rel}`;
}

/** Front matter `last_update: { date, author }`, each part optional. */
function lastUpdateOf(fm: Readonly<Record<string, unknown>>): { date?: Date; author?: string } | undefined {
  const value = fm.last_update;
  if (typeof value !== 'object' || value === null) return undefined;
  const { date, author } = value as Record<string, unknown>;
  const when = date instanceof Date ? date : typeof date === 'string' && !Number.isNaN(Date.parse(date)) ? new Date(date) : undefined;
  const who = typeof author === 'string' && author.trim() ? author.trim() : undefined;
  return when || who ? { ...(when && { date: when }), ...(who && { author: who }) } : undefined;
}

/** The doc file's last commit, as much of it as `docs.showLastUpdateTime` and `showLastUpdateAuthor` show. */
function committedUpdate(doc: Doc, config: SiteContext['config'], gitUpdates: PlanInput['gitUpdates']): { date?: Date; author?: string } | undefined {
  const update = gitUpdates?.get(doc.source.absolute);
  if (!update) return undefined;
  return { ...(config.docs.showLastUpdateTime && { date: update.date }), ...(config.docs.showLastUpdateAuthor && { author: update.author }) };
}

/** The levels of a doc's or a page's table of contents, from `toc_min_heading_level` and `toc_max_heading_level`, else `levels`. */
export function tocLevelsOf(fm: Readonly<Record<string, unknown>>, levels: { min: number; max: number }): { min: number; max: number } {
  const min = typeof fm.toc_min_heading_level === 'number' ? fm.toc_min_heading_level : levels.min;
  const max = typeof fm.toc_max_heading_level === 'number' ? fm.toc_max_heading_level : Math.max(min, levels.max);
  return { min, max: Math.max(min, max) };
}

/** `home`: the first crumb, the wiki's home page (or, without one, the wiki's name). */
function breadcrumbs(doc: Doc, ancestors: SidebarCategory[], home: Crumb, sidebarItems: readonly SidebarItem[] | undefined, docByRoute: Map<string, Doc>, withModeHome: boolean): Crumb[] {
  if (!doc.sidebar) return [];
  const crumbs: Crumb[] = [home];
  const modeHome = withModeHome ? sidebarItems?.[0] : undefined;
  // The mode's home is "Início" inside its own sidebar, but a trail needs its name ("Skyblock").
  if (modeHome?.type === 'doc' && modeHome.route !== doc.route) {
    crumbs.push({ label: docByRoute.get(modeHome.route)?.title ?? modeHome.label, route: modeHome.route });
  }
  for (const category of ancestors) {
    if (category.route !== doc.route) crumbs.push({ label: category.label, route: category.implicitIndex ? undefined : category.route });
  }
  // A category's own page is its category's crumb, by the category's label, as Docusaurus's (cspell's "Dictionaries", not its index doc's sidebar_label);
  // any other doc is named as the sidebar names it (BoTorch's `{ type: 'doc', id: 'tutorials/index', label: 'Overview' }`).
  const item = (ancestors.at(-1)?.items ?? sidebarItems ?? []).find((candidate): candidate is SidebarDoc => candidate.type === 'doc' && candidate.route === doc.route);
  crumbs.push({ label: ancestors.at(-1)?.route === doc.route ? ancestors.at(-1)!.label : (item?.label ?? doc.sidebarLabel) });
  return crumbs;
}

/** The sidebar a doc shows: its own, or the one its front matter names (`displayed_sidebar`), or none for `null`. */
function docsTagTitle(text: Translator, tagName: string, count: number): string {
  return text.t('theme.docs.tagDocListPageTitle', { nDocsTagged: text.plural('theme.docs.tagDocListPageTitle.nDocsTagged', count), tagName });
}

function sidebarKeyOf(doc: Doc, sidebars: Sidebars): string | undefined {
  const chosen = doc.source.frontMatter.displayed_sidebar;
  if (chosen === null) return undefined;
  if (typeof chosen !== 'string') return sidebars.of.get(doc.route);
  return [`${doc.sidebar ?? ''}:${chosen}`, `:${chosen}`].find((key) => sidebars.byName.has(key)) ?? sidebars.of.get(doc.route);
}

/** For a folder's own page, its pages and folders; for any other page, the pages beside it (what `<DocCardList />` lists there). */
function sectionEntries(doc: Doc, ancestors: SidebarCategory[], sidebarItems: readonly SidebarItem[], docByRoute: Map<string, Doc>): SectionEntry[] {
  const own = ancestors.at(-1);
  const items = !doc.isIndex
    ? (own?.items ?? sidebarItems).filter((item) => item.route !== doc.route)
    : own?.route === doc.route
      ? own.items
      : doc.folders.length === 1
        ? sidebarItems.slice(1)
        : [];
  return cardsOf(items, docByRoute);
}

function cardsOf(items: readonly SidebarItem[], docByRoute: Map<string, Doc>): SectionEntry[] {
  return items.flatMap((item): SectionEntry[] => {
    if (item.type === 'html' || !item.route) return [];
    const entry = { label: item.label, route: item.route, description: docByRoute.get(item.route)?.description ?? '' };
    // A category with nothing but its own page is that page, as Docusaurus makes it a doc link (Bitwarden's "0 items" cards).
    return [item.type === 'category' && item.items.length > 0 ? { ...entry, kind: 'category', items: item.items.length } : { ...entry, kind: 'doc' }];
  });
}

/** A category's generated index: its title, description and items as cards (a hundred a page), in its sidebar. */
function renderGeneratedIndexes({ site, sidebars, sidebarRenderers }: PlanInput, docByRoute: Map<string, Doc>, neighbours: ReadonlyMap<string, { previous?: PageLink; next?: PageLink }>, versionIn: VersionIn, emit: Emit): void {
  for (const index of sidebars.generatedIndexes) {
    const renderer = sidebarRenderers.get(index.sidebar);
    const ancestors = sidebars.ancestors.get(index.route) ?? [];
    const description = index.description ? `<p>${escapeHtml(index.description)}</p>` : '';
    const folderName = index.sidebar.split(':')[0]!;
    // A Docusaurus project's generated index has the trail of its category: the house, the categories above, its own name.
    const folder = site.config.docs.folders[folderName];
    // Its version's badge and banner too, as a doc of that version (redwood's /docs/canary/index/).
    const version = versionIn(folderName, undefined);
    const crumbs: Crumb[] = folder && folder.breadcrumbs !== false ? [{ label: site.text.t('theme.docs.breadcrumbs.home'), route: '/', icon: 'home' }, ...ancestors.slice(0, -1).map((category) => ({ label: category.label, route: category.implicitIndex ? undefined : category.route })), { label: index.title }] : [];
    for (const page of paginate(index.route, cardsOf(index.category.items, docByRoute))) {
      emit(
        page.route,
        <DocPage
          site={site}
          route={page.route}
          title={listPageTitle(site.text, index.title, page)}
          description={index.description}
          noIndex={folder?.version.noIndex === true ? 'nofollow' : folder !== undefined && index.category.implicitIndex === true}
          version={version}
          html={description + renderToStaticMarkup(<PagedCardGrid site={site} page={page} />)}
          headings={[]}
          hideToc
          crumbs={crumbs}
          sidebar={renderer ? sidebarPlacement(renderer, ancestors.map((category) => category.key), index.route) : undefined}
          section={[]}
          previous={page.number === 1 ? neighbours.get(index.route)?.previous : undefined}
          next={page.number === 1 ? neighbours.get(index.route)?.next : undefined}
        />,
      );
    }
  }
}
