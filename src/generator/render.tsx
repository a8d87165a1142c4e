/** Every route of the site planned as a document to render (special pages by their layout), and how a document is rendered. */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ContentError } from '../model/errors.ts';
import { ContentPage, headingsAroundPart } from '../pages/ContentPage.tsx';
import { GradientPage } from '../pages/GradientPage.tsx';
import { HomePage } from '../pages/HomePage.tsx';
import { ReactPage } from '../pages/ReactPage.tsx';
import { NOT_FOUND_FILE } from '../server/serving-rules.ts';
import { MyIpPage } from '../pages/MyIpPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { SearchPage } from '../pages/SearchPage.tsx';
import { staffHeadings, TeamPage } from '../pages/TeamPage.tsx';
import { VotePage } from '../pages/VotePage.tsx';
import { readStaff, readTextLimits, readVoteSites } from './page-data.ts';
import { anchorsOf, imageOf, type PagePlan, type PlanInput, type SitePlan } from './page-plan.tsx';
import { text } from './docusaurus-values.ts';
import { planBlog, summarisePost } from './plan-blog.tsx';
import { planDocs, tocLevelsOf } from './plan-docs.tsx';
import { TOC_LEVELS } from '../components/DocParts.tsx';
import type { ContentPage as RoutedPage } from './route.ts';
import { htmlText } from '../model/page-html.ts';

const PAGE_LAYOUTS = ['page', 'home', 'search', 'gradiente', 'meuip', 'vote', 'equipe'] as const;


/** A complete HTML document. */
export function renderDocument(element: ReactElement): string {
  return `<!DOCTYPE html>${renderToString(element)}`;
}

/** Plans every route of the site as a document to render, and the entries of the feeds. */
export function planPages(input: PlanInput): SitePlan {
  const { site, routes, rendered, data, isStaticFile } = input;
  const pages: PagePlan[] = [];
  const emit = (route: string, element: ReactElement, anchors: string[] = []) => {
    pages.push({ file: `${route.slice(1)}index.html`, route, element, anchors });
  };
  const markdownOf = (routed: { source: RoutedPage['source'] }) => {
    const result = rendered.get(routed.source);
    if (!result) throw new Error(`no rendered Markdown for ${routed.source.file}`);
    return result;
  };

  planDocs(input, emit, markdownOf);
  const reactPage = (page: PlanInput['reactPages'][number]) => <ReactPage site={site} route={page.route} title={page.title} documentTitle={page.documentTitle} description={page.description ?? ''} html={page.html} wrapperClassName={page.wrapperClassName} noFooter={page.noFooter} noIndex={page.route === NOT_FOUND_FILE} headTags={page.headTags} bare={!page.usedLayout && page.route !== NOT_FOUND_FILE} />;
  for (const page of input.reactPages) if (page.route !== NOT_FOUND_FILE) emit(page.route, reactPage(page), [...page.anchors, ...anchorsOf({ headings: [], html: page.html })]);
  const projectNotFound = input.reactPages.find((page) => page.route === NOT_FOUND_FILE);

  const summaries = routes.posts.map((post) => summarisePost(post, markdownOf(post)));
  if (site.config.blog.enabled) planBlog(input, summaries, emit, markdownOf);
  const listedPosts = routes.posts.filter((post) => !post.unlisted);
  const latestPosts = summaries.filter((_, index) => !routes.posts[index]!.unlisted).slice(0, 3);

  for (const page of routes.pages) {
    const markdown = markdownOf(page);
    const props = { site, route: page.route, title: page.title, description: page.description, html: htmlText(markdown.html) };
    const fm = page.source.frontMatter;
    const content = { ...props, headings: markdown.headings, hideToc: fm.hide_table_of_contents === true, tocLevels: tocLevelsOf(fm, TOC_LEVELS), drawTitle: site.config.siteConfigForCode === undefined, image: imageOf(fm), wrapperClassName: text(fm.wrapperClassName) };
    const anchors = anchorsOf(markdown);
    switch (page.layout) {
      case 'home':
        emit(page.route, <HomePage {...props} brand={configured(site.config.brand, 'brand', page)} latestPosts={latestPosts} />, anchors);
        break;
      case 'search':
        emit(page.route, <SearchPage {...props} />, anchors);
        break;
      case 'page':
        emit(page.route, <ContentPage {...content} noIndex={markdown.noIndex} documentTitle={markdown.headTitle} description={markdown.headDescription ?? content.description} />, anchors);
        break;
      case 'gradiente':
        emit(page.route, <GradientPage {...content} limits={readTextLimits(data)} />, anchors);
        break;
      case 'meuip':
        emit(page.route, <MyIpPage {...content} tools={configured(site.config.tools, 'tools', page)} />, anchors);
        break;
      case 'vote':
        emit(page.route, <VotePage {...content} sites={readVoteSites(data)} />, anchors);
        break;
      case 'equipe': {
        const groups = readStaff(data, isStaticFile);
        const headings = headingsAroundPart(htmlText(markdown.html), markdown.headings, staffHeadings(groups));
        emit(page.route, <TeamPage {...content} headings={headings} groups={groups} />, headings.map((heading) => heading.id));
        break;
      }
      default:
        throw new ContentError(
          page.source.file,
          page.source.keyLines.layout,
          `unknown layout "${page.layout}". Valid layouts: ${PAGE_LAYOUTS.map((l) => `"${l}"`).join(', ')}`,
        );
    }
  }

  // Every site has a results page, where the search box's "see all results" leads: its own, or this one.
  const resultsRoute = `/${site.search.resultsPage.slice(site.config.baseUrl.length)}`;
  if (!pages.some((page) => page.route === resultsRoute)) emit(resultsRoute, <SearchPage site={site} route={resultsRoute} title={site.text.t('theme.SearchBar.label')} description="" html="" />);
  // A project's own not-found page (its theme's NotFound), or this generator's.
  pages.push({ file: '404.html', route: undefined, element: projectNotFound ? reactPage(projectNotFound) : <NotFoundPage site={site} />, anchors: [] });

  const { feedLimit } = site.config.blog;
  const feedEntries = (feedLimit === false ? listedPosts : listedPosts.slice(0, feedLimit)).map((post) => ({
    route: post.route,
    title: post.title,
    description: post.description,
    date: post.date,
    authors: post.authors.map((author) => author.name),
    html: htmlText(markdownOf(post).html),
  }));
  return { pages, feedEntries };
}

/** A setting a special page's layout shows (the server's addresses, the IP service), which a site that uses the layout must configure. */
function configured<T>(value: T | undefined, key: string, page: RoutedPage): T {
  if (value === undefined) throw new ContentError(page.source.file, page.source.keyLines.layout, `layout "${page.layout}" needs "${key}" in the site configuration`);
  return value;
}
