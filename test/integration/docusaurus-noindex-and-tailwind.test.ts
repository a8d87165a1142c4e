/**
 * What algolia/docsearch's site brought: a page whose head says noindex is left out of the sitemap
 * (a React page, a Markdown page, a doc), a stylesheet's `@import 'tailwindcss'` is not published
 * for the browser to fetch, and its Tailwind plugin is named as its author named it.
 */
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.mjs': `import tailwindLoader from './plugins/tailwind-loader.mjs';
export default {
  title: 'Search', url: 'https://search.example.com', baseUrl: '/',
  plugins: [tailwindLoader],
  presets: [['classic', { theme: { customCss: './src/css/custom.css' } }]],
};
`,
  'plugins/tailwind-loader.mjs': "export default function () {\n  return {\n    name: 'tailwind-plugin',\n    configurePostCss(postcssOptions) {\n      postcssOptions.plugins = [require('@tailwindcss/postcss')];\n      return postcssOptions;\n    },\n  };\n}\n",
  'src/css/custom.css': "@import url('https://fonts.googleapis.com/css2?family=Inter');\n@import './tokens.css';\n\n@import 'tailwindcss';\n\n.hero { color: var(--brand); }\n",
  'src/css/tokens.css': '@tailwind base;\n@tailwind utilities;\n:root { --brand: #5468ff; }\n',
  'src/pages/demo-embed.jsx': "import Head from '@docusaurus/Head';\nexport default function DemoEmbed() { return <><Head><meta name=\"robots\" content=\"noindex, nofollow\" /></Head><p>Demo</p></>; }\n",
  'src/pages/about.jsx': "import Layout from '@theme/Layout';\nexport default function About() { return <Layout title=\"About\"><p>About us</p></Layout>; }\n",
  'src/pages/draft-notes.mdx': '<head>\n  <meta name="Robots" content="NOINDEX" />\n</head>\n\n# Draft notes\n\nNot for search engines.\n',
  'docs/intro.md': '# Intro\n\nStart here.\n',
  'docs/setup.mdx': '<head>\n  <title>Setup Guide</title>\n  <meta name="description" content="Install and configure the widgets." />\n</head>\n\n# Setup\n\nInstall it.\n',
  'docs/internal.mdx': "import Head from '@docusaurus/Head';\n\n<Head>\n  <meta name=\"robots\" content=\"noindex\" />\n</Head>\n\n# Internal\n\nFor the team.\n",
});

test('a page whose head has a robots meta saying noindex is not in the sitemap, whatever its kind; the others are', async () => {
  const sitemap = await readFile(path.join(project().outDir, 'sitemap.xml'), 'utf8');
  for (const route of ['/demo-embed/', '/draft-notes/', '/docs/internal/']) assert.doesNotMatch(sitemap, new RegExp(`<loc>https://search\\.example\\.com${route}</loc>`), route);
  for (const route of ['/about/', '/docs/intro/']) assert.match(sitemap, new RegExp(`<loc>https://search\\.example\\.com${route}</loc>`), route);
});

test("a Markdown page's or a doc's <head> saying noindex says it in the page's head, not in its text", async () => {
  for (const route of ['/draft-notes/', '/docs/internal/']) {
    const page = await readRoute(project().outDir, route);
    const [head = '', body = ''] = page.split('</head>');
    assert.match(head, /<meta name="robots" content="noindex"\/>/, route);
    assert.doesNotMatch(body, /<meta|<head>/i, route);
  }
  assert.ok(!project().warnings.some((warning) => /<head>|<Head>/.test(warning.message)), 'a head holding only the robots meta leaves nothing out');
});

test("a stylesheet's @import of a package (tailwindcss) is left out with a warning at its line; URL imports and relative files stay", async () => {
  const { outDir, warnings } = project();
  const assets = path.join(outDir, 'assets');
  const custom = (await readdir(assets)).find((name) => /^custom\..*\.css$/.test(name));
  const css = await readFile(path.join(assets, custom!), 'utf8');
  assert.doesNotMatch(css, /@import\s+['"]tailwindcss['"]/);
  assert.match(css, /^@import url\('https:\/\/fonts\.googleapis\.com\/css2\?family=Inter'\);/);
  assert.match(css, /--brand: #5468ff;/);
  const shown = warnings.map(formatWarning).filter((warning) => warning.includes('tailwindcss')).map((warning) => warning.replace(/^.*\/site\//, ''));
  assert.deepEqual(shown, ['src/css/custom.css:4: @import "tailwindcss" left out: it is no file of the project, nor a URL the browser can fetch (a package\'s stylesheet is not bundled here); Tailwind\'s utility classes (and what its @theme and @apply make) are not generated, since PostCSS plugins are not run here']);
  // Tailwind 3's directives (QuestDB's) are taken out and said once, at the first.
  assert.doesNotMatch(css, /@tailwind/);
  assert.deepEqual(warnings.map(formatWarning).filter((warning) => warning.includes('@tailwind')).map((warning) => warning.replace(/^.*\/site\//, '')), [
    "src/css/tokens.css:1: @tailwind directives left out: Tailwind's utility classes (and what its @apply makes) are not generated, since PostCSS plugins are not run here",
  ]);
});

test('a plugin exported anonymously is named by the name it gives itself, and one that only adds PostCSS plugins says the stylesheets lose what they make', () => {
  const shown = project().warnings.map(formatWarning).filter((warning) => warning.includes('plugin "')).map((warning) => warning.replace(/^.*\/site\//, ''));
  assert.deepEqual(shown, ['docusaurus.config.mjs: plugin "tailwind-plugin" is not run here: the PostCSS plugins it gives (configurePostCss) are not run, so what they make of the stylesheets (Tailwind\'s utility classes, say) is not in them']);
});

test("an MDX doc's <head> gives the window its whole title and the page its description, as react-helmet keeps the innermost (Dyte's pages)", async () => {
  const page = await readRoute(project().outDir, '/docs/setup/');
  const [head = '', body = ''] = page.split('</head>');
  assert.match(head, /<title>Setup Guide<\/title>/);
  assert.deepEqual(head.match(/<meta name="description"[^>]*>/g), ['<meta name="description" content="Install and configure the widgets."/>']);
  assert.doesNotMatch(body, /<title>|Setup Guide/);
  assert.ok(!project().warnings.some((warning) => warning.file.endsWith('setup.mdx')), 'nothing of its head is left out');
});
