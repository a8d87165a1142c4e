/**
 * What TypeORM's and Capacitor's sites found (reviews/docusaurus-projects/typeorm.md, capacitor.md):
 * a navbar item's `html` drawn as markup, `to: '#'` left as written, and paths a project writes with
 * its base URL already in them (`/docs/apis` under `/docs/`), which Docusaurus's links do not prefix again.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.js': `module.exports = { title: 'Orm', url: 'https://orm.example.com', baseUrl: '/docs/',
  presets: [['classic', { blog: false, docs: { routeBasePath: '/', sidebarPath: './sidebars.js' } }]],
  themeConfig: {
    navbar: { items: [
      { type: 'dropdown', label: 'Version 1.x', position: 'left', items: [
        { html: '<span class="section-label">Latest</span>', to: '#', className: 'version-section' },
        { label: 'Setup', to: '/docs/setup' },
      ] },
      { label: 'APIs', to: '/docs/apis', position: 'left' },
      { type: 'localeDropdown', position: 'right', className: 'language', dropdownItemsAfter: [{ href: 'https://orm.example.jp/docs', label: '日本語' }] },
    ] },
    footer: { links: [{ title: 'Docs', items: [{ label: 'APIs', to: '/docs/apis' }] }] },
  } };\n`,
  'sidebars.js': "module.exports = { main: ['intro', 'setup', 'apis', 'plugins', 'indexes', { type: 'link', label: 'Plugin APIs', href: '/docs/apis' }] };\n",
  'docs/intro.md': '---\nslug: /\n---\n# Intro\n\nHello.\n',
  'docs/setup.md': '# Setup\n\nSet up.\n',
  'docs/apis.md': '# APIs\n\nThe APIs.\n',
  'src/theme/DocCardList/index.js': "export default function DocCardList(props) { return <div className=\"doc-card-list\">{props.children}</div>; }\n",
  'src/theme/DocCard/index.js': "export default function DocCard({ href, title, children }) { return <a href={href} className=\"my-card\"><header>{title}</header>{children}</a>; }\n",
  'docs/plugins.mdx': "import DocCardList from '@theme/DocCardList';\nimport DocCard from '@theme/DocCard';\n\n# Plugins\n\n<DocCardList>\n  <DocCard href=\"/docs/apis\" title=\"Official plugins\">\n    Maintained by the team.\n  </DocCard>\n</DocCardList>\n",
  'src/components/db-tabs.js': "import React from 'react';\nexport function DbTab() { return null; }\nexport function DbTabs({ children }) {\n  const tabs = React.Children.toArray(children).map((child) => { if (!React.isValidElement(child) || child.type !== DbTab) throw new Error('a child is not a <DbTab>'); return child; });\n  return <div className=\"db-tabs\">{tabs.map((tab) => <section key={tab.props.value} data-db={tab.props.value}><h3>{tab.props.value}</h3>{tab.props.children}</section>)}</div>;\n}\n",
  'src/components/steps.js': "import React from 'react';\nconst InSteps = React.createContext(false);\nexport function Steps({ children }) { return <ol className=\"steps\"><InSteps.Provider value={true}>{children}</InSteps.Provider></ol>; }\nexport function Step({ children }) { if (!React.useContext(InSteps)) throw new Error('<Step> outside <Steps>'); return <li className=\"step\">{children}</li>; }\n",
  'docs/indexes.mdx': "import { DbTabs, DbTab } from '@site/src/components/db-tabs';\nimport { Steps, Step } from '@site/src/components/steps';\n\n# Indexes\n\n<DbTabs>\n  <DbTab value=\"mysql\">\n\n  Use **EXPLAIN**.\n\n  </DbTab>\n  <DbTab value=\"postgres\">\n\n  Use EXPLAIN ANALYZE.\n\n  </DbTab>\n</DbTabs>\n\n<Steps>\n  <Step>Install.</Step>\n  <Step>Run.</Step>\n</Steps>\n",
  'src/css/custom.css': "[data-theme='dark'] { --ifm-heading-color: #ffffff; }\n",
});

test("a navbar item's html is drawn as markup, and its `to: '#'` stays a link to nothing", async () => {
  const html = await readRoute(project().outDir, '/setup/');
  assert.match(html, /<a href="#" class="dropdown-link dropdown__link version-section"><span><span class="section-label">Latest<\/span><\/span><\/a>/);
  assert.doesNotMatch(html, /&lt;span class=/);
});

test('a path written with the base URL in it is not given the base URL again: navbar, footer and sidebar links', async () => {
  const html = await readRoute(project().outDir, '/setup/');
  const hrefs = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);
  assert.deepEqual(hrefs(/<a href="([^"]+)" class="navbar-link navbar__item navbar__link"[^>]*>APIs</g), ['/docs/apis/']);
  assert.deepEqual(hrefs(/<a href="([^"]+)" class="dropdown-link dropdown__link[^"]*"[^>]*>Setup</g), ['/docs/setup/']);
  assert.match(html, /<a[^>]* href="\/docs\/apis\/">Plugin APIs<\/a>/);
  const footer = html.slice(html.indexOf('<footer class="footer'));
  assert.match(footer, /href="\/docs\/apis\/"[^>]*>APIs/);
  assert.doesNotMatch(html, /\/docs\/docs\//);
});

test("headings take Infima's --ifm-heading-color, which a project sets", async () => {
  const { outDir } = project();
  const page = await readRoute(outDir, '/setup/');
  const stylesheets = [...page.matchAll(/<link rel="stylesheet" href="\/docs\/(assets\/[^"]+\.css)"/g)].map((match) => readFileSync(path.join(outDir, match[1]!), 'utf8')).join('\n');
  assert.match(stylesheets, /h1, h2, h3, h4, h5, h6 \{ color: var\(--ifm-heading-color\)/);
});

test('a locale menu with links of its own is drawn for a site of one locale, that locale first (Capacitor\'s 日本語, another site)', async () => {
  const html = await readRoute(project().outDir, '/setup/');
  const menu = /<li class="navbar-item dropdown navbar__item language">[\s\S]*?<ul class="dropdown-menu">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
  assert.deepEqual([...menu.matchAll(/<a [^>]*>(?:<span[^>]*>[^<]*<\/span>)?([^<]+)/g)].map((match) => match[1]), ['English', '日本語']);
  assert.match(menu, /href="https:\/\/orm\.example\.jp\/docs"/);
});

test("a site's own DocCardList shows the DocCards written inside it, not the folder's cards (Capacitor's plugins page)", async () => {
  const html = await readRoute(project().outDir, '/plugins/');
  assert.match(html, /<div class="doc-card-list"><a href="[^"]*apis[^"]*" class="my-card"><header>Official plugins<\/header>[\s\S]*?Maintained by the team\./);
  assert.doesNotMatch(html, /class="card-grid"/);
});

test("a component that reads its children's types and props gets them as the elements the page wrote (TypeORM's DatabaseTabs), and a child finds its parent's context", async () => {
  const { outDir, warnings } = project();
  const html = await readRoute(outDir, '/indexes/');
  assert.match(html, /<div class="db-tabs"><section data-db="mysql"><h3>mysql<\/h3><p>Use <strong>EXPLAIN<\/strong>\.<\/p>\n?<\/section><section data-db="postgres"><h3>postgres<\/h3><p>Use EXPLAIN ANALYZE\.<\/p>/);
  assert.match(html, /<ol class="steps"><li class="step">Install\.<\/li><li class="step">Run\.<\/li><\/ol>/);
  assert.deepEqual(warnings.filter((warning) => /indexes\.mdx/.test(warning.file)), []);
});

const searchPageProject = projectForTests({
  'docusaurus.config.js': "module.exports = { title: 'Dal', url: 'https://dal.example.com', baseUrl: '/', markdown: { anchors: { maintainCase: true } }, presets: [['classic', { blog: false, theme: { customCss: './src/css/custom.css' } }]] };\n",
  'src/css/custom.css': "@import url('https://fonts.example.org/css2?family=Poppins');\nbody { font-family: Poppins, sans-serif; }\n",
  'docs/intro.md': '# Intro\n\nStorage for everyone; see [timeouts](#Timeouts).\n\n## Timeouts\n\nWait.\n',
  'src/pages/search.jsx': "export default function Search() { return <main className=\"own-search\">Search on a phone</main>; }\n",
});

test("a project's own page at /search/ keeps its address, and the search box's results page moves to /search/results/ (OpenDAL's)", async () => {
  const { outDir } = searchPageProject();
  assert.match(await readRoute(outDir, '/search/'), /<main class="own-search">Search on a phone<\/main>/);
  const results = await readRoute(outDir, '/search/results/');
  assert.match(results, /<form class="search-page-form"[^>]* action="\/search\/results\/"/);
  const doc = await readRoute(outDir, '/docs/intro/');
  assert.match(doc, /<form class="navbar-search"[^>]* action="\/search\/results\/"/);
  assert.match(doc, /"resultsPage":"\/search\/results\/"/);
});

test("markdown.anchors.maintainCase keeps the case of heading ids, and links written in that case reach them", async () => {
  const { outDir, warnings } = searchPageProject();
  assert.match(await readRoute(outDir, '/docs/intro/'), /<h2 id="Timeouts">/);
  assert.deepEqual(warnings.filter((warning) => /broken anchor/.test(warning.message)), []);
});

test("a web font its own stylesheet imports from another site may load under the build's security policy (Cypress's Google Fonts)", async () => {
  const { outDir } = searchPageProject();
  const policy = (JSON.parse(readFileSync(path.join(outDir, '_deploy/headers.json'), 'utf8')) as Record<string, string>)['Content-Security-Policy']!;
  assert.match(policy, /style-src 'self' https:\/\/fonts\.example\.org;/);
  assert.match(policy, /font-src 'self' https:;/);
});

const storageProject = projectForTests({
  'docusaurus.config.js': "module.exports = { title: 'Contrib', url: 'https://contrib.example.com', baseUrl: '/', presets: [['classic', { blog: false }]] };\n",
  'src/components/Mode.js': "import { createStorageSlot, composeProviders, ReactContextError } from '@docusaurus/theme-common';\nconst slot = createStorageSlot('mode');\nconst Providers = composeProviders([({ children }) => <section className=\"outer\">{children}</section>, ({ children }) => <div className=\"inner\">{children}</div>]);\nexport default function Mode() { if (typeof ReactContextError !== 'function') throw new Error('no ReactContextError'); return <Providers><span>{slot.get() ?? 'community'}</span></Providers>; }\n",
  'docs/help.mdx': "import Mode from '@site/src/components/Mode';\n\n# Help\n\nMode: <Mode />\n",
});

test("theme-common's createStorageSlot, composeProviders and ReactContextError are there for a project's modules (Bitwarden's dev-mode switch), the storage empty as on Docusaurus's server", async () => {
  const { outDir, warnings } = storageProject();
  assert.match(await readRoute(outDir, '/docs/help/'), /<section class="outer"><div class="inner"><span>community<\/span><\/div><\/section>/);
  assert.deepEqual(warnings.filter((warning) => /help\.mdx/.test(warning.file)), []);
});
