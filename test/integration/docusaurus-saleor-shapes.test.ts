/**
 * What Saleor's documentation (its trial: reviews/docusaurus-projects/saleor.md) found: a sidebar
 * holding a list of items inside its list, components kept as members of a default-exported
 * function (`<S.Step>`), an import from the site's root (`/components/…`), and a component that
 * maps over its Markdown children, as MDX passes several of them: an array; and the configuration's
 * `markdown.parseFrontMatter`, which gives every doc its front matter.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.js': `module.exports = {
  title: 'Shop', url: 'https://shop.example.com', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
  markdown: {
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      result.frontMatter.pagination_prev = null;
      result.frontMatter.pagination_next = null;
      if (params.filePath.includes('/api/')) result.frontMatter.title = (result.frontMatter.title ?? 'Untitled') + ' Query';
      return result;
    },
  },
};
`,
  'sidebars.js': `const apiSlice = [[{ type: 'html', value: '<b>GraphQL</b>' }, 'api/overview', 'api/pagination']];
module.exports = { main: ['index'], graphql: [{ type: 'link', label: 'Back home', href: '/' }, ...apiSlice] };
`,
  'docs/index.mdx': `---
title: Home
---
import CardGrid from '@site/components/CardGrid';
import S from '@site/components/Steps/';
import { Badge } from '/components/Badge/Badge.jsx';

<Badge version="3.20" />

<CardGrid>

First card text.

Second card text.

</CardGrid>

<S>
  <S.Step>Install the app.</S.Step>
</S>

<CardGrid>

Only card.

</CardGrid>
`,
  'docs/api/overview.md': '---\ntitle: checkout\nsidebar_label: checkout\n---\n\nQueries and mutations.\n',
  'docs/api/pagination.md': '# Pagination\n\nCursors.\n',
  'components/CardGrid/index.jsx': `export default function CardGrid({ children }) {
  return <section className="card-grid">{'map' in children ? children.map((child, index) => <article key={index}>{child}</article>) : <article>{children}</article>}</section>;
}
`,
  'components/Steps/index.jsx': `function Step({ children }) { return <div className="step">{children}</div>; }
function Guide({ children }) { return <div className="guide">{children}</div>; }
Guide.Step = Step;
export default Guide;
`,
  'components/Badge/Badge.jsx': "export function Badge({ version }) { return <p className=\"badge\">Requires {version}</p>; }\n",
});

test("a list of items inside a sidebar's list is put in place, as Docusaurus flattens it", async () => {
  const { outDir, warnings } = project();
  const page = await readRoute(outDir, '/api/pagination/');
  assert.match(page, /<b>GraphQL<\/b>/);
  assert.match(page, /href="\/api\/overview\/"/);
  assert.deepEqual(warnings.map(formatWarning).filter((text) => text.includes('sidebar')), []);
});

test('Markdown children come to a component as MDX passes them, an element, or an array when there are several; a member of a default-exported function and an import from the root render', async () => {
  const { outDir, warnings } = project();
  const home = await readRoute(outDir, '/');
  assert.match(home, /<section class="card-grid"><article><p>First card text\.<\/p><\/article><article><p>Second card text\.<\/p><\/article><\/section>/);
  // One child is one element, as MDX passes it: not an array, and no string either.
  assert.match(home, /<section class="card-grid"><article><p>Only card\.<\/p><\/article><\/section>/);
  assert.match(home, /<div class="guide"><div class="step">Install the app\.<\/div><\/div>/);
  assert.match(home, /<p class="badge">Requires 3\.20<\/p>/);
  assert.deepEqual(warnings.map(formatWarning).filter((text) => text.includes('component')), []);
});

test("the configuration's markdown.parseFrontMatter gives each doc its front matter: a title it changed, no previous and next links", async () => {
  const { outDir } = project();
  const overview = await readRoute(outDir, '/api/overview/');
  assert.match(overview, /<title>checkout Query \| Shop<\/title>/);
  assert.match(overview, /<h1[^>]*>checkout Query<\/h1>/);
  assert.match(overview, />checkout<\/a>/, 'the sidebar label is its own');
  assert.doesNotMatch(overview, /pagination-nav/);
  assert.doesNotMatch(await readRoute(outDir, '/api/pagination/'), /pagination-nav/);
});
