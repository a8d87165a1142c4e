/**
 * Search documents of a content folder's wiki pages, as the build will make them: each page's
 * Markdown rendered by the site's renderer, then split into sections. For the search benchmarks.
 */
import { validateConfig } from '../src/generator/config.ts';
import { contentFolderLayout } from '../src/generator/content-layout.ts';
import { loadContent } from '../src/generator/load.ts';
import { buildRoutes } from '../src/generator/route.ts';
import { renderMarkdown } from '../src/markdown/render-markdown.ts';
import { splitSections } from '../src/search/split-sections.ts';
import type { SearchDocument } from '../src/search/types.ts';
import siteConfig from '../site.config.ts';
import { siteTranslator } from '../src/model/i18n/catalogues.ts';

export async function wikiSearchDocuments(contentDir: string): Promise<SearchDocument[]> {
  const content = loadContent(contentFolderLayout(contentDir));
  const routes = buildRoutes(content, validateConfig(siteConfig));
  return routes.docs.flatMap((doc) => {
    const { html } = renderMarkdown(doc.source.body, {
      file: doc.source.file,
      bodyStartLine: doc.source.bodyStartLine,
      data: {},
      baseUrl: '/',
      text: siteTranslator({ name: 'pt-BR', htmlLang: 'pt-BR' }),
      resolveMarkdownLink: (href) => routes.routeByFile.get(href),
      resolveImage: () => undefined,
    });
    const keywords = doc.source.frontMatter['keywords'];
    return splitSections(html, {
      t: doc.title,
      u: doc.route,
      b: doc.folders,
      description: doc.description,
      keywords: Array.isArray(keywords) ? keywords.map(String) : undefined,
    });
  });
}
