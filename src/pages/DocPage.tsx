import type { Tag } from '../model/content.ts';
import { Breadcrumbs, CollapsibleTableOfContents, type Crumb, ListPagination, Markdown, type PageLink, Pagination, TableOfContents, TOC_LEVELS, tocEntries } from '../components/DocParts.tsx';
import { Layout } from '../components/Layout.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import type { SidebarPlacement } from '../components/sidebar-html.ts';
import type { SiteContext } from '../components/site-context.ts';
import type { Heading } from '../markdown/types.ts';
import { TagList } from './BlogParts.tsx';
import type { Translator } from '../model/i18n/translator.ts';
import type { ListPage, ListPosition } from '../tools/list-pages.ts';
import { escapeHtml } from '../tools/escape-html.ts';
import { admonitionHtml } from '../markdown/admonitions.ts';
import { htmlText, type PageHtml } from '../model/page-html.ts';

export interface SectionEntry {
  label: string;
  route: string;
  description: string;
  /** What Docusaurus's card of it shows before its label in a project: 🗃️ a category (whose description is then its count of items), 📄️ a page of the site. */
  kind?: 'category' | 'doc';
  items?: number;
}

export interface DocPageProps {
  site: SiteContext;
  route: string;
  title: string;
  description: string;
  /** The Markdown's HTML, read when the page is drawn (see `PageHtml`). */
  html: PageHtml;
  headings: Heading[];
  hideToc: boolean;
  /** Levels of the table of contents (default 2 to 3). */
  tocLevels?: { min: number; max: number };
  /** The title stays the page's h1 for readers of screens, hidden from sight. */
  hideTitle?: boolean;
  /** The page's Markdown shows its own title (its h1): the layout adds none, hidden or not. */
  titleInBody?: boolean;
  /** The title is the Markdown's own `# Title`, taken out of its body: a project's is no header's, as Docusaurus writes only a title it makes up in a `<header>`. */
  titleFromContent?: boolean;
  /** Front matter `image`: the picture of link previews. */
  image?: string;
  /** Where the page's source can be edited (front matter `custom_edit_url`, or the site's `docs.editUrl`). */
  editUrl?: string;
  /** Front matter `last_update`. */
  lastUpdate?: { date?: Date; author?: string };
  /** Search engines are asked not to index it (front matter `unlisted`, a robots meta of its own, a version kept out of them). */
  noIndex?: boolean | 'nofollow';
  /** Front matter `unlisted`: the page says so, as Docusaurus's banner does. */
  unlisted?: boolean;
  /** The window's whole title, as its `<Head>`'s `<title>` gives it. */
  documentTitle?: string;
  crumbs: Crumb[];
  /** Sidebar of the page's game mode; undefined for the wiki home. */
  sidebar?: SidebarPlacement;
  previous?: PageLink;
  next?: PageLink;
  /** For a folder's own page: the pages and folders inside it (one page of them, when they are many). */
  section: SectionEntry[];
  /** Where `section` sits in the folder's list, when that list takes several pages. */
  sectionPage?: ListPosition;
  /** Front matter `tags`, shown under the page as links to their pages. */
  tags?: readonly Tag[];
  keywords?: readonly string[];
  /** The docs version the page is in, when the site has several: its label, and for an older or unreleased one, the notice above the page. */
  version?: DocVersionInfo;
  /** In a Docusaurus project, the classes Docusaurus puts on `<html>` for a doc (see Layout). */
  htmlClassName?: string;
}

export interface DocVersionInfo {
  label: string;
  badge: boolean;
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** The same page in the version shown by default (or that version's first page), and that version's label. */
  latest?: { route: string; label: string };
}

export function DocPage(props: DocPageProps) {
  const { site, sidebar, headings, hideToc, tocLevels = TOC_LEVELS } = props;
  const sidebarHtml = sidebar?.renderer.render(sidebar.activeRoute, sidebar.openKeys);
  const showToc = !hideToc && tocEntries(headings, tocLevels).length > 0;
  // A hidden title stays for screen readers, unless the page draws its own h1 (a component's): one heading 1 a page.
  const titleShown = !(props.titleInBody || props.title === '' || (props.hideTitle && /<h1[\s>]/.test(htmlText(props.html))));
  const asProject = site.config.siteConfigForCode !== undefined;
  return (
    <Layout site={site} route={props.route} title={props.title} documentTitle={props.documentTitle} description={props.description} image={props.image} noIndex={props.noIndex} keywords={props.keywords} kind="doc" htmlClassName={props.htmlClassName}>
      <div className={['doc-layout', sidebarHtml ? '' : 'doc-layout-no-sidebar', showToc ? '' : 'doc-layout-no-toc'].filter(Boolean).join(' ')}>
        {sidebarHtml ? <DocSidebar site={site} html={sidebarHtml} /> : null}
        <main id="conteudo" className="doc-main">
          {/* One child, as Docusaurus's doc main holds one container: a project's `main { display: flex }` (Unleash's) lays out nothing beside the article.
              In a project, Infima's name for it, which its rules reach (Saleor's `main .container { overflow: hidden }`), without Infima's box. */}
          <div className={asProject ? 'doc-main-inner container' : 'doc-main-inner'}>
            <article className="doc-article">
              {props.unlisted ? <UnlistedBanner site={site} /> : null}
              {props.version ? <VersionNotice site={site} version={props.version} /> : null}
              {props.crumbs.length > 1 ? <Breadcrumbs site={site} crumbs={props.crumbs} /> : null}
              {props.version?.badge ? <span className="version-badge">{site.text.t('theme.docs.versionBadge.label', { versionLabel: props.version.label })}</span> : null}
              {/* A project's box comes before the title, as Docusaurus puts its mobile table of contents above the doc's content, which its title heads (fbt's docs); this site's opens under its title. */}
              {showToc && asProject ? <CollapsibleTableOfContents site={site} headings={headings} levels={tocLevels} /> : null}
              {titleShown && !asProject ? <h1 className={props.hideTitle ? 'sr-only' : undefined}>{props.title}</h1> : null}
              {showToc && !asProject ? <CollapsibleTableOfContents site={site} headings={headings} levels={tocLevels} /> : null}
              {/* A project's title at the top of its Markdown, in a header when made up, as Docusaurus's DocItem writes it (KubeVela's `article header h1` rule sizes it). */}
              <Markdown html={titleShown && asProject ? `${projectTitleHtml(props.title, props.hideTitle === true, props.titleFromContent === true)}${htmlText(props.html)}` : props.html} themeClass={asProject ? 'theme-doc-markdown' : undefined} />
              {props.section.length > 0 ? <SectionList site={site} entries={props.section} position={props.sectionPage} /> : null}
              <TagList site={site} tags={props.tags ?? []} />
              {props.editUrl || props.lastUpdate ? <DocFooter text={site.text} editUrl={props.editUrl} lastUpdate={props.lastUpdate} asProject={asProject} docusaurus2={site.config.markdown.mdx1 === true} /> : null}
            </article>
            <Pagination site={site} previous={props.previous} next={props.next} />
            <button type="button" className="back-to-top" aria-label={site.text.t('theme.BackToTopButton.buttonAriaLabel')} hidden>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" /></svg>
            </button>
          </div>
        </main>
        {showToc ? (
          <aside className="doc-toc" aria-label={site.text.t('theme.TOCCollapsible.toggleButtonLabel')}>
            <TableOfContents site={site} headings={headings} levels={tocLevels} />
          </aside>
        ) : null}
      </div>
    </Layout>
  );
}

/** Docusaurus's version banner: an unreleased or unmaintained version says so, and links the same page in the version shown by default. */
/**
 * The docs sidebar. With Docusaurus's `hideable`, a button under it hides it on wide screens and a
 * narrow strip in its place brings it back; both stay hidden until the boot script makes them work.
 * With `autoCollapseCategories`, opening a category closes its siblings (collapsible.ts).
 */
function DocSidebar({ site, html }: { site: SiteContext; html: string }) {
  const { hideable, autoCollapseCategories } = site.config.docs.sidebar;
  const button = (kind: 'collapse' | 'expand', label: string, arrows: string) =>
    `<button type="button" class="sidebar-${kind}" title="${escapeHtml(label)}" aria-label="${escapeHtml(label)}" hidden><svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" d="${arrows}"/></svg></button>`;
  const buttons = hideable ? button('collapse', site.text.t('theme.docs.sidebar.collapseButtonTitle'), 'M11 17l-5-5 5-5M18 17l-5-5 5-5') + button('expand', site.text.t('theme.docs.sidebar.expandButtonTitle'), 'M9 18l6-6-6-6') : '';
  return <aside className={site.config.siteConfigForCode !== undefined ? 'doc-sidebar theme-doc-sidebar-container' : 'doc-sidebar'} aria-label={site.text.t('site.docs.sidebar.regionAriaLabel')} data-auto-collapse={autoCollapseCategories ? '' : undefined} dangerouslySetInnerHTML={{ __html: html + buttons }} />;
}

function VersionNotice({ site, version }: { site: SiteContext; version: DocVersionInfo }) {
  if (version.banner === 'none') return null;
  const { text } = site;
  const id = version.banner === 'unreleased' ? 'theme.docs.versions.unreleasedVersionLabel' : 'theme.docs.versions.unmaintainedVersionLabel';
  const [before, after] = version.latest ? text.t('theme.docs.versions.latestVersionSuggestionLabel', { versionLabel: version.latest.label }).split('{latestVersionLink}') : [];
  return (
    <div className="version-banner" role="alert">
      <p>{text.t(id, { siteTitle: site.config.title, versionLabel: version.label })}</p>
      {version.latest ? (
        <p>
          {before}
          <SiteLink site={site} to={version.latest.route}>
            <b>{text.t('theme.docs.versions.latestVersionLinkLabel')}</b>
          </SiteLink>
          {after}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Under a doc or a post: where to edit its file, and when it was last changed. `asProject`: as a
 * Docusaurus project shows them, the month abbreviated ("Jan 2, 2025") and the edit link with its pencil.
 */
export function DocFooter({ text, editUrl, lastUpdate, asProject = false, docusaurus2 = false }: Pick<DocPageProps, 'editUrl' | 'lastUpdate'> & { text: Translator; asProject?: boolean; docusaurus2?: boolean }) {
  const date = lastUpdate?.date;
  const updated = lastUpdate && !asProject && lastUpdatedText(text, date && text.date(date), lastUpdate.author);
  return (
    <footer className="doc-footer">
      {editUrl ? (
        <a className={asProject ? 'edit-link theme-edit-this-page' : 'edit-link'} href={editUrl} target="_blank" rel="noopener noreferrer">
          {asProject ? <EditIcon /> : null}
          {text.t('theme.common.editThisPage')}
        </a>
      ) : null}
      {updated ? <p className="last-update">{date ? <time dateTime={date.toISOString()}>{updated}</time> : updated}</p> : null}
      {lastUpdate && asProject && (date || lastUpdate.author) ? (
        <p className="last-update theme-last-updated">
          <ProjectLastUpdated text={text} date={date && { iso: date.toISOString(), shown: docusaurus2 ? text.numericDate(date) : text.shortDate(date) }} author={lastUpdate.author} />
        </p>
      ) : null}
    </footer>
  );
}

/** Where the date and the author go in the translated sentence. */
const DATE_MARK = '\u0001';
const AUTHOR_MARK = '\u0002';

/** "Last updated on **Jan 2, 2025** by **Ana**": Docusaurus's sentence, its date and author in bold. */
function ProjectLastUpdated({ text, date, author }: { text: Translator; date: { iso: string; shown: string } | undefined; author: string | undefined }) {
  const sentence = lastUpdatedText(text, date && DATE_MARK, author && AUTHOR_MARK);
  return sentence.split(/([\u0001\u0002])/).map((part, index) => {
    if (part === DATE_MARK && date) return <b key={index}><time dateTime={date.iso} itemProp="dateModified">{date.shown}</time></b>;
    if (part === AUTHOR_MARK) return <b key={index}>{author}</b>;
    return part;
  });
}

/** "Atualizado em 15 de janeiro de 2025 por Ana", as Docusaurus composes it. */
function lastUpdatedText(text: Translator, date: string | undefined, author: string | undefined): string {
  return text.t('theme.lastUpdated.lastUpdatedAtBy', {
    atDate: date ? text.t('theme.lastUpdated.atDate', { date }) : '',
    byUser: author ? text.t('theme.lastUpdated.byUser', { user: author }) : '',
  });
}

function SectionList({ site, entries, position }: { site: SiteContext; entries: SectionEntry[]; position: ListPosition | undefined }) {
  return (
    <section className="section-list" aria-labelledby="nesta-secao">
      <h2 id="nesta-secao">{site.text.t('site.docs.category.inThisSection')}</h2>
      <CardGrid site={site} entries={entries} />
      {position ? <ListPagination site={site} position={position} /> : null}
    </section>
  );
}

/** A card for each page of a folder: the section list, and Docusaurus's `<DocCardList />` where a page puts one. */
export function CardGrid({ site, entries }: { site: SiteContext; entries: SectionEntry[] }) {
  const asProject = site.config.siteConfigForCode !== undefined;
  const icon = { category: '🗃️', doc: '📄️' };
  return (
    <ul className="card-grid">
      {entries.map((entry) => {
        const description = asProject && entry.kind === 'category' ? site.text.plural('theme.docs.DocCard.categoryDescription.plurals', entry.items ?? 0) : entry.description;
        return (
          <li key={entry.route}>
            <SiteLink site={site} to={entry.route} className="card">
              <span className="card-title">{asProject && entry.kind ? `${icon[entry.kind]} ${entry.label}` : entry.label}</span>
              {description ? <span className="card-description">{description}</span> : null}
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}

/** One page of a long list of cards, and the links to the list's other pages. */
export function PagedCardGrid({ site, page }: { site: SiteContext; page: ListPage<SectionEntry> }) {
  return (
    <>
      <CardGrid site={site} entries={page.items} />
      <ListPagination site={site} position={page} />
    </>
  );
}

/** Docusaurus's pencil before "Edit this page". */
function EditIcon() {
  return (
    <svg className="edit-icon iconEdit" fill="currentColor" height="20" width="20" viewBox="0 0 40 40" aria-hidden="true">
      <path d="m34.5 11.7l-3 3.1-6.3-6.3 3.1-3q0.5-0.5 1.2-0.5t1.1 0.5l3.9 3.9q0.5 0.4 0.5 1.1t-0.5 1.2z m-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z" />
    </svg>
  );
}

/** A project's doc title as Docusaurus writes it: the Markdown's own h1, or one it makes up (front matter, file name) in a `<header>`. */
function projectTitleHtml(title: string, hidden: boolean, fromContent: boolean): string {
  const heading = `<h1${hidden ? ' class="sr-only"' : ''}>${escapeHtml(title)}</h1>`;
  return fromContent ? heading : `<header>${heading}</header>`;
}

/** Docusaurus's banner over a page front matter `unlisted` keeps out of lists and search engines. */
export function UnlistedBanner({ site }: { site: SiteContext }) {
  return <div className="theme-unlisted-banner" dangerouslySetInnerHTML={{ __html: admonitionHtml('warning', escapeHtml(site.text.t('theme.contentVisibility.unlistedBanner.title')), `<p>${escapeHtml(site.text.t('theme.contentVisibility.unlistedBanner.message'))}</p>`) }} />;
}
