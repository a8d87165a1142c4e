/**
 * What Lingui's site (its trial: reviews/docusaurus-projects/lingui.md) found: a picture's address
 * keeps its `#fragment`, by which its stylesheet shows one picture per colour mode; `po` and
 * `gettext` fences are coloured when the project adds Gettext to Prism; and the blog sidebar is one
 * list when `themeConfig.blog.sidebar.groupByYear` is false; a page's `<Head>` meta replaces the theme's
 * of the same name or property; a package not installed is named with every file that imports it; a
 * page whose code answers clicks says that nothing runs them here.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute, readRouteWithCodeStyles } from '../helpers/html.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>\n';

const project = projectForTests({
  'docusaurus.config.js': `module.exports = {
  title: 'Lingo', url: 'https://lingo.example.com', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/docs' }, blog: { blogSidebarCount: 'ALL' } }]],
  themeConfig: { prism: { additionalLanguages: ['gettext'] }, blog: { sidebar: { groupByYear: false } } },
};
`,
  'docs/intro.md': '# Intro\n\n![Graph](./deps-light.svg#gh-light-mode-only)\n![Graph](./deps-dark.svg#gh-dark-mode-only)\n\n```po\nmsgid "Hello"\nmsgstr "Olá"\n```\n\n```gettext\nmsgid "Bye"\n```\n',
  'docs/deps-light.svg': SVG,
  'docs/deps-dark.svg': SVG,
  'blog/2024-05-01-old.md': '---\ntitle: Old\n---\n\nOld news.\n',
  'blog/2026-04-22-new.md': '---\ntitle: New\n---\n\nNew news.\n',
  'src/pages/index.js': "import Layout from '@theme/Layout';\nimport Head from '@docusaurus/Head';\nimport Footer from '../components/site-footer';\nimport Workflow from '../components/workflow';\nexport default function Home() { return <Layout><Head><meta property=\"og:title\" content=\"Lingo, for every language\" /><meta name=\"twitter:card\" content=\"summary\" /></Head><p>Home.</p><Workflow /><Footer /></Layout>; }\n",
  'src/pages/code.js': "import Layout from '@theme/Layout';\nimport CodeBlock from '@theme/CodeBlock';\nexport default function Code() { return <Layout><div className=\"text--center\"><CodeBlock language=\"js\" className=\"text--left\">{'const a = 1;'}</CodeBlock></div></Layout>; }\n",
  'src/pages/samples.js': "import { useState } from 'react';\nimport Layout from '@theme/Layout';\nexport default function Samples() { const [shown, show] = useState('basic'); return <Layout><button onClick={() => show('plurals')}>Plurals</button><pre>{shown}</pre></Layout>; }\n",
  'src/components/site-footer.jsx': "import { ExternalLink } from 'not-installed-icons';\nexport default function SiteFooter() { return <footer>Links <ExternalLink /></footer>; }\n",
  'src/components/workflow.jsx': "import { Terminal } from 'not-installed-icons';\nexport default function Workflow() { return <section>Steps <Terminal /></section>; }\n",
});

test("a picture's address keeps its fragment, as Docusaurus keeps it", async () => {
  const page = await readRoute(project().outDir, '/docs/intro/');
  assert.match(page, /<img src="\/assets\/img\/deps-light\.[\w-]+\.svg#gh-light-mode-only"/);
  assert.match(page, /<img src="\/assets\/img\/deps-dark\.[\w-]+\.svg#gh-dark-mode-only"/);
});

test('po and gettext fences are coloured when the project adds Gettext to Prism', async () => {
  const page = await readRouteWithCodeStyles(project().outDir, '/docs/intro/');
  for (const language of ['po', 'gettext']) assert.match(page, new RegExp(`<code class="language-${language}"><span class="code-line token-line"><span style="--shiki-light:`), language);
});

test('the blog sidebar is one list when themeConfig.blog.sidebar.groupByYear is false', async () => {
  const blog = await readRoute(project().outDir, '/blog/');
  assert.doesNotMatch(blog, /blog-sidebar-year-title/);
  assert.match(blog, /href="\/blog\/2026\/04\/22\/new\/"[\s\S]*href="\/blog\/2024\/05\/01\/old\/"/);
});

test("a page's <Head> meta replaces the theme's of the same property or name, as react-helmet does", async () => {
  const head = /<head>([\s\S]*?)<\/head>/.exec(await readRoute(project().outDir, '/'))?.[1] ?? '';
  assert.deepEqual(head.match(/<meta property="og:title"[^>]*>/g), ['<meta property="og:title" content="Lingo, for every language"/>']);
  assert.deepEqual(head.match(/<meta name="twitter:card"[^>]*>/g), ['<meta name="twitter:card" content="summary"/>']);
});

test('a package not installed is named once, with how many other files import it', async () => {
  const warnings = project().warnings.map(formatWarning).filter((text) => text.includes('not-installed-icons'));
  assert.deepEqual(warnings.length, 1);
  assert.match(warnings[0]!, /src\/components\/(site-footer|workflow)\.jsx: module "not-installed-icons" is not installed .* \(and in 1 other file\)$/);
});

test("a React page whose code answers clicks says that nothing runs them here; one that does not says nothing", async () => {
  const warnings = project().warnings.map(formatWarning);
  assert.ok(warnings.some((text) => /src\/pages\/samples\.js: answers clicks or other events \(onClick…\)/.test(text)), warnings.join('\n'));
  assert.ok(!warnings.some((text) => /src\/pages\/index\.js: answers clicks/.test(text)));
  assert.match(await readRoute(project().outDir, '/samples/'), /<button>Plurals<\/button><pre>basic<\/pre>/);
});

test("a React page's <CodeBlock className> puts its classes on the block (React Strict DOM's text--left code inside a centred column)", async () => {
  assert.match(await readRoute(project().outDir, '/code/'), /<div class="code-block theme-code-block text--left">/);
});
