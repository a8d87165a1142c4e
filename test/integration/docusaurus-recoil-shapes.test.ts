/**
 * What Recoil's site and React Native Navigation's found (their trials: reviews/docusaurus-projects/
 * recoil.md, react-native-navigation.md): a React page's `<Translate>` in each locale's words, a CSS
 * module's image kept, an SVG's own name as its picture's text, the announcement bar under names no
 * project's rule meets, the language icon of the locale menu, "(opens in new tab)" in the page's
 * language, and Docusaurus 2 alpha's `themeConfig.sidebarCollapsible`.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute, readRouteWithCodeStyles } from '../helpers/html.ts';
import { formatWarning } from '../../src/model/errors.ts';

const project = projectForTests({
  'docusaurus.config.js': `module.exports = { title: 'Atoms', url: 'https://atoms.example.com', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { blog: false, docs: { remarkPlugins: [require('remark-code-import')] } }]],
  themeConfig: { sidebarCollapsible: false, announcementBar: { id: 'ukraine', content: 'Support Ukraine' }, navbar: { items: [{ type: 'localeDropdown', position: 'right' }, { href: 'https://github.com/atoms', label: 'GitHub', position: 'right' }] } } };\n`,
  'i18n/fr/code.json': JSON.stringify({ 'homePage.start': { message: 'Commencer', description: 'The button' }, 'features.rich': { message: 'Riche en fonctions' } }),
  'i18n/en/code.json': JSON.stringify({ 'features.rich': { message: 'Feature Rich' } }),
  'src/pages/features.js': "import Layout from '@theme/Layout';\nimport { translate } from '@docusaurus/Translate';\nconst FEATURES = [translate({ id: 'features.rich' }), translate({ id: 'features.untranslated' })];\nexport default function Features() { return <Layout><ul>{FEATURES.map((feature) => <li key={feature}>{feature}</li>)}</ul></Layout>; }\n",
  'static/img/wordmark.svg': '<svg xmlns="http://www.w3.org/2000/svg" aria-label="Atoms &amp; Co" role="img" viewBox="0 0 10 10"><title>Atoms</title><rect width="10" height="10"/></svg>\n',
  'static/img/symbol.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n',
  'src/pages/styles.module.css': ".hero { background-image: url('../../static/img/symbol.svg'); }\n",
  'src/pages/index.js': "import Layout from '@theme/Layout';\nimport Translate from '@docusaurus/Translate';\nimport Wordmark from '@site/static/img/wordmark.svg';\nimport styles from './styles.module.css';\nexport default function Home() { return <Layout><header className={styles.hero}><h1><Wordmark /></h1><a href=\"/docs/intro\"><Translate id=\"homePage.start\">Get Started</Translate></a></header></Layout>; }\n",
  'docs/intro.md': '# Intro\n\nHello.\n\n```ts file=./snippets/greet.ts#L2-L3\n```\n\n```js file=<rootDir>/examples/all.js\n```\n\n```ts file=./snippets/gone.ts\n```\n',
  'docs/snippets/greet.ts': 'import { x } from "y";\nexport function greet() {\n  return "hi";\n}\n',
  'examples/all.js': 'const whole = 1;\n',
  'docs/guide/_category_.json': JSON.stringify({ label: 'Guide' }),
  'docs/guide/one.md': '# One\n\nOne.\n',
});

test("a React page's <Translate> says the locale's code.json message, and the default locale's words elsewhere", async () => {
  const { outDir } = project();
  assert.match(await readRoute(outDir, '/fr/'), />Commencer<\/a>/);
  assert.match(await readRoute(outDir, '/'), />Get Started<\/a>/);
});

test("a CSS module's image is written into its stylesheet, and an imported SVG is drawn in the page with its own name", async () => {
  const { outDir } = project();
  const home = await readRoute(outDir, '/');
  const stylesheet = /<link rel="stylesheet" href="(\/assets\/components\.[^"]+\.css)"/.exec(home)?.[1];
  assert.ok(stylesheet, "the page links the components' stylesheet");
  const css = readFileSync(path.join(outDir, stylesheet), 'utf8');
  assert.match(css, /background-image: url\("?data:image\/svg\+xml;base64,/);
  assert.doesNotMatch(css, /url\("?\.\//, 'no rule names a file beside the stylesheet');
  assert.match(home, /<h1><svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" aria-label="Atoms &amp; Co" role="img" viewBox="0 0 10 10"><title>Atoms<\/title>/);
  assert.deepEqual(readdirSync(path.join(outDir, 'assets')).filter((name) => name.endsWith('.svg')), []);
});

test('the announcement bar has Docusaurus\'s names and this site\'s own, which no project rule meets; the locale menu has its language icon', async () => {
  const html = await readRoute(project().outDir, '/docs/intro/');
  assert.match(html, /<div class="announcementBar_site theme-announcement-bar site-announcement"/);
  assert.doesNotMatch(html, /class="(?:[^"]* )?announcement(?: [^"]*)?"/, 'no element has the class `announcement`');
  assert.match(html, /aria-expanded="false"><svg class="locale-icon iconLanguage"[^>]*>[\s\S]*?<\/svg>English<\/button>/);
});

test('a link to another site says "(opens in new tab)" in the language of the page', async () => {
  const { outDir } = project();
  assert.match(await readRoute(outDir, '/fr/docs/intro/'), /<span class="sr-only"> <!-- -->\(s’ouvre dans un nouvel onglet\)<\/span>/);
  assert.match(await readRoute(outDir, '/docs/intro/'), /<span class="sr-only"> <!-- -->\(opens in new tab\)<\/span>/);
});

test("Docusaurus 2 alpha's themeConfig.sidebarCollapsible: false leaves every category open, without a toggle", async () => {
  const html = await readRoute(project().outDir, '/docs/intro/');
  const sidebar = html.slice(html.indexOf('<nav class="sidebar'), html.indexOf('</nav>', html.indexOf('<nav class="sidebar')));
  assert.match(sidebar, /Guide/);
  assert.match(sidebar, /href="\/docs\/guide\/one\/"/, "the category's page is shown");
  assert.doesNotMatch(sidebar, /<summary/, 'no toggle');
});

test("remark-code-import's fences show the file their meta names (or its lines), and a missing one warns with its line", async () => {
  const { outDir, warnings } = project();
  const html = await readRoute(outDir, '/docs/intro/');
  assert.match(html, /greet/);
  assert.doesNotMatch(html, /import \{ x \}/, 'only lines 2 to 3');
  assert.doesNotMatch(html, /return[\s\S]*?}[\s\S]*?}\s*<\/code>/);
  assert.match(html, /whole/);
  assert.ok(warnings.map(formatWarning).some((warning) => /docs\/intro\.md:11: code block: no file "\.\/snippets\/gone\.ts" to show/.test(warning)), warnings.map(formatWarning).join('\n'));
});

test("translate() at a module's top level (Wails's feature list) says the locale's words, and the id where no locale has any", async () => {
  const { outDir } = project();
  assert.match(await readRoute(outDir, '/features/'), /<li>Feature Rich<\/li><li>features\.untranslated<\/li>/);
  assert.match(await readRoute(outDir, '/fr/features/'), /<li>Riche en fonctions<\/li><li>features\.untranslated<\/li>/);
});

test('the search box a project did not list comes after the colour toggle, where Docusaurus draws it', async () => {
  const html = await readRoute(project().outDir, '/docs/intro/');
  const right = /<ul class="navbar-items navbar-right[^"]*">([\s\S]*?)<\/ul><\/nav>/.exec(html)?.[1] ?? '';
  const order = [...right.matchAll(/data-island="(\w+)"|>(GitHub)</g)].map((match) => match[1] ?? match[2]);
  assert.deepEqual(order, ['GitHub', 'ColorModeToggle', 'SearchBar']);
});

const codeProject = projectForTests({
  'docusaurus.config.js': "module.exports = { title: 'Code', url: 'https://code.example.com', baseUrl: '/', presets: [['classic', { blog: false }]] };\n",
  // Code no earlier run coloured: the colours are made by this build, after its pages asked for them.
  'src/components/Sample.js': `import CodeBlock from '@theme/CodeBlock';\nexport default function Sample() { return <CodeBlock language="js">{'const answer = ${Date.now()};'}</CodeBlock>; }\n`,
  'docs/sample.mdx': "import Sample from '@site/src/components/Sample';\n\n# Sample\n\n<Sample />\n",
});

test("a CodeBlock drawn by a component of an MDX doc is coloured on the site's first build (OpenDAL's CodeTabs)", async () => {
  assert.match(await readRouteWithCodeStyles(codeProject().outDir, '/docs/sample/'), /<code class="language-js"><span class="code-line token-line"><span style="--shiki-light:[^"]+">const<\/span>/);
});
