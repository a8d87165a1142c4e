/**
 * Issue 19: plain Markdown gives the same HTML through the MDX path (micromark's MDX parser, with
 * marked between MDX nodes) as through marked alone, over every page of `content/`. MDX writes
 * data as `{data.key}`, so both paths get the pages with their `{{ … }}` references already
 * replaced by one stand-in, and without HTML comments (which MDX drops, as Docusaurus does); a
 * page that is not valid MDX (raw `<br>`) must be refused by the parser, never rendered differently.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contentFolderLayout } from '../../src/generator/content-layout.ts';
import { loadContent } from '../../src/generator/load.ts';
import { renderFragment } from '../../src/markdown/markdown-fragment.ts';
import { MdxSyntaxError } from '../../src/markdown/mdx/parse-mdx.ts';
import { blankHtmlComments } from '../../src/markdown/mdx/source-rewrites.ts';
import { renderMdx } from '../../src/markdown/mdx/render-mdx.ts';
import type { MarkdownContext } from '../../src/markdown/types.ts';
import { siteTranslator } from '../../src/model/i18n/catalogues.ts';

const CODE_REFERENCE = /\{\{\s*code\((?:[^{}]|\{\})*\)\s*\}\}/g;
const TEXT_REFERENCE = /\{\{[^{}]*\}\}/g;

test('every page of content/ that is valid MDX renders the same through both paths', () => {
  const { files } = loadContent(contentFolderLayout('content'));
  let compared = 0;
  const refused: string[] = [];
  for (const source of files) {
    const body = blankHtmlComments(source.body.replace(CODE_REFERENCE, '`valor`').replace(TEXT_REFERENCE, 'valor'));
    const context: MarkdownContext = {
      file: source.file,
      bodyStartLine: source.bodyStartLine,
      data: {},
      baseUrl: '/',
      pageUrl: '/pagina',
      text: siteTranslator({ name: 'pt-BR', htmlLang: 'pt-BR' }),
      resolveMarkdownLink: (href) => `/${href.replace(/\.mdx?$/, '')}/`,
      resolveImage: (src) => ({ path: src.startsWith('/') ? src : `/assets/img/${src}`, width: 16, height: 16 }),
    };
    const markdown = renderFragment(body, context);
    let mdx;
    try {
      mdx = renderMdx(body, context);
    } catch (error) {
      assert.ok(error instanceof MdxSyntaxError, `${source.file}: ${String(error)}`);
      refused.push(source.file);
      continue;
    }
    assert.equal(mdx.html, markdown.html, source.file);
    assert.deepEqual(mdx.headings, markdown.headings, source.file);
    assert.deepEqual(mdx.links, markdown.links, source.file);
    compared += 1;
  }
  assert.ok(compared >= 300, `only ${compared} pages compared (refused: ${refused.join(', ')})`);
  assert.ok(refused.length <= 3, `refused: ${refused.join(', ')}`);
});
