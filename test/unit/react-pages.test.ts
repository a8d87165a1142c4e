/**
 * A Docusaurus project's own React code at build time (test/fixtures/react-pages): the pages of
 * src/pages/ with their routes, the text a visitor reads, titles and head tags; the stand-ins for
 * Docusaurus's modules; one warning per module that is not there; and the components that
 * src/theme/MDXComponents gives every MDX page.
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { renderMarkdown } from '../../src/markdown/render-markdown.ts';
import { ContentError } from '../../src/model/errors.ts';
import { siteTranslator } from '../../src/model/i18n/catalogues.ts';
import { listSitePages, ReactPages, type RenderedReactPage, themeFooter } from '../../src/generator/react-pages.ts';
import { SiteComponents } from '../../src/generator/site-components.ts';
import type { ShimSite } from '../../src/generator/docusaurus-shims/site.ts';
import { scratchSite } from '../helpers/scratch-site.ts';

const SITE = fileURLToPath(new URL('../fixtures/react-pages/', import.meta.url));
const SHIM_SITE: ShimSite = { baseUrl: '/base/', title: 'Jabuticraft', tagline: 'Survival e skyblock', url: 'https://jabuticraft.com.br', customFields: { server: 'jogar.jabuticraft.com.br' }, translations: { 'home.welcome': 'Bem-vindo a {name}' } };
const listed = listSitePages([{ id: 'default', dir: path.join(SITE, 'src/pages'), base: '' }]);
const pages = new ReactPages(SITE, SHIM_SITE);

function page(route: string): RenderedReactPage {
  const found = listed.react.find((entry) => entry.route === route);
  assert.ok(found, `no page at ${route}`);
  const rendered = pages.render(found);
  assert.ok(!(rendered instanceof Error), rendered instanceof Error ? rendered.message : '');
  return rendered;
}

/** What a visitor reads: the HTML without its tags. */
function text(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

test('src/pages/ is routed as Docusaurus routes it; _ files and folders and tests are no pages; Markdown pages are listed apart', () => {
  const routes = (entries: { file: string; route: string }[]) => entries.map(({ file, route }) => [path.relative(SITE, file), route]);
  assert.deepEqual(routes(listed.react), [
    ['src/pages/help.jsx', '/help/'],
    ['src/pages/index.js', '/'],
    ['src/pages/sub/broken.js', '/sub/broken/'],
    ['src/pages/sub/index.tsx', '/sub/'],
    ['src/pages/sub/nothing.js', '/sub/nothing/'],
    ['src/pages/sub/releases.js', '/sub/releases/'],
  ]);
  assert.deepEqual(routes(listed.markdown), [['src/pages/about.md', '/about/']]);
});

test('the home page: Layout, Link, Translate, the site context, clsx and classnames, a CSS module with its rules, an SVG, Tabs and a component of the site', () => {
  const home = page('/');
  assert.equal(home.title, 'Home');
  assert.equal(home.description, 'Survival e skyblock');
  assert.equal(text(home.html), 'Feature Jabuticraft Bem-vindo a jogar.jabuticraft.com.br Read the docs Java Bedrock Java Java address Bedrock Bedrock address Server versions: 1.21, 1.20');
  // The CSS module's class is scoped as Docusaurus's bundler scopes it, and its rules are the page's own stylesheet.
  assert.match(home.html, /<header class="hero banner_[0-9a-f]{5}">/);
  assert.deepEqual(home.stylesheet?.path.match(/^\/assets\/page\.[\w-]{10}\.css$/)?.length, 1);
  assert.match(home.stylesheet?.contents ?? '', /\.banner_[0-9a-f]{5} \{\s*padding: 2rem;\s*\}/);
  // A static file named by its path in the site (unquoted, as Prettier's home page writes it) stays as written, with no warning.
  assert.match(home.stylesheet?.contents ?? '', /\.banner_[0-9a-f]{5}::after \{[^}]*url\(\/img\/fundo\.png\)/);
  // An imported SVG is drawn in the page, as SVGR draws it, its root given the props (the page's CSS reaches its shapes).
  assert.match(home.html, /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="10" height="10" class="logo"><rect width="10" height="10"\/><\/svg><svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="10" height="10" class="feature" role="img"><title>Feature<\/title><rect width="10" height="10"\/><\/svg>/);
  assert.match(home.html, /<h1 class="titulo">Jabuticraft<\/h1>/, 'classnames, the older name of clsx');
  assert.match(home.html, /<p>Bem-vindo a <b>jogar\.jabuticraft\.com\.br<\/b><\/p>/);
  assert.match(home.html, /<a href="\/base\/docs\/intro\/">Read the docs<\/a>/);
  assert.match(home.html, /<div class="tabs" data-group-id="edition"><div class="tabs-list" role="tablist"><button type="button" role="tab" class="tab" id="tabs-1-tab-0"/);
  assert.deepEqual(home.headTags, []);
  assert.deepEqual(home.warnings, []);
});

test('Head gives the title, the description and the head tags; BrowserOnly its fallback; what is not installed shows its children, one warning each', () => {
  const help = page('/help/');
  assert.equal(help.documentTitle, 'Help', 'a <title> in <Head> is the whole window title, as react-helmet makes it');
  assert.equal(help.description, 'Where to ask');
  assert.deepEqual(help.headTags, ['<meta property="og:image" content="/img/help.png"/>']);
  assert.equal(text(help.html), 'Need help? Star us 0 backers Loading the map…');
  // The missing package's functions give an empty text, and so do chains of calls on what they give: the heading keeps no class, and the page is built.
  assert.match(help.html, /<h1>Need help\?<\/h1>/);
  assert.match(help.html, /<p>0 backers<\/p>/);
  assert.deepEqual(
    help.warnings.map(({ file, message }) => [path.basename(file), message]),
    [
      ['help.jsx', 'module "react-party-confetti" is not installed (nor one this build stands in for): a component that shows its children stands for it'],
      ['help.jsx', 'module "@emotion/css" is not installed (nor one this build stands in for): a component that shows its children stands for it'],
      ['help.jsx', 'module "@reduxjs/toolkit" is not installed (nor one this build stands in for): a component that shows its children stands for it'],
      ['help.jsx', 'imported file "@site/backers.json" not found: an empty list stands for it'],
      ['help.jsx', 'what it draws inside <BrowserOnly> runs only in a browser, which this build does not run its code in: left out (its fallback, if any, is shown)'],
    ],
  );
});

test('Layout records noFooter and wrapperClassName; Heading has its id and # link; Admonition is the site box', () => {
  const sub = page('/sub/');
  assert.equal(sub.title, 'Sub');
  assert.equal(sub.noFooter, true);
  assert.equal(sub.wrapperClassName, 'sub-page');
  assert.match(sub.html, /^<h2 id="rules">Rules<a class="hash-link" href="#rules" aria-label="[^"]*Rules">#<\/a><\/h2>/);
  assert.match(sub.html, /<div class="theme-admonition theme-admonition-tip" role="note"><p class="theme-admonition-title">Remember<\/p>\nBe kind\.<\/div>/);
});

test('a page that throws or has no default export is a ContentError naming its file', () => {
  const error = (route: string) => {
    const rendered = pages.render(listed.react.find((entry) => entry.route === route)!);
    assert.ok(rendered instanceof ContentError);
    return rendered.message;
  };
  assert.match(error('/sub/broken/'), /src\/pages\/sub\/broken\.js: threw while rendering: no data for this page$/);
  assert.match(error('/sub/nothing/'), /src\/pages\/sub\/nothing\.js: has no default export/);
  // The data of a plugin that is not run here, named rather than a package.
  assert.match(error('/sub/releases/'), /src\/pages\/sub\/releases\.js: threw while rendering: .* \(it reads the data of "releases-plugin" with usePluginData: a plugin gives it while Docusaurus runs it, and plugins are not run here\)$/);
});

test('an MDX page uses a component of src/theme/MDXComponents without importing it', () => {
  const components = new SiteComponents(SITE, SHIM_SITE);
  const rendered = renderMarkdown('## Versões\n\n<Versions />\n\n<Desconhecido>texto</Desconhecido>\n', {
    file: 'docs/versoes.mdx',
    format: 'mdx',
    bodyStartLine: 1,
    data: {},
    baseUrl: '/',
    pageUrl: '/docs/versoes',
    headingIds: 'github',
    resolveMarkdownLink: () => undefined,
    resolveImage: () => undefined,
    renderMdxComponent: (name, props, childrenHtml) => components.renderMdxComponent(name, props, childrenHtml),
    text: siteTranslator({ name: 'en', htmlLang: 'en' }),
  });
  assert.match(rendered.html, /<p class="versions">Server versions: 1\.21, 1\.20<\/p>/);
  assert.match(rendered.html, /texto/);
  assert.deepEqual(
    rendered.warnings.map((warning) => warning.message),
    ['component <Desconhecido> is not rendered here: its children are shown'],
  );
});

test("a script with TypeScript's syntax in a .js or .jsx file is read as Docusaurus's faster loader reads it", () => {
  const { root, write } = scratchSite('jabuti-typed-js-');
  write('src/components/LanguageSwitch.jsx', "import { useRef } from 'react';\nexport default function LanguageSwitch({ options }) {\n  const refs = useRef<(HTMLButtonElement | null)[]>([]);\n  return <ul>{options.map((option: string) => <li key={option}>{option}</li>)}</ul>;\n}\n");
  write('src/pages/index.js', "import LanguageSwitch from '../components/LanguageSwitch';\nexport default function Home() {\n  return <main><h1>Widgets</h1><LanguageSwitch options={['JavaScript', 'Python']} /></main>;\n}\n");
  const typed = new ReactPages(root, SHIM_SITE);
  const [home] = listSitePages([{ id: 'default', dir: path.join(root, 'src/pages'), base: '' }]).react;
  const rendered = typed.render(home!);
  assert.ok(!(rendered instanceof Error), rendered instanceof Error ? rendered.message : '');
  assert.equal(text(rendered.html), 'Widgets JavaScript Python');
});

test("a picture the page's code requires is webpack's module, its default the address; one it imports is that address (Kvrocks's home)", () => {
  const { root, write } = scratchSite('jabuti-required-picture-');
  // The smallest PNG: a 1×1 transparent pixel.
  const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
  writeFileSync(write('static/img/hero.png', ''), pixel);
  writeFileSync(write('src-logo.png', ''), pixel);
  write('src/pages/index.js', "import logo from '../../src-logo.png';\nexport default function Home() {\n  return <main><img alt=\"hero\" src={require('@site/static/img/hero.png').default} /><img alt=\"logo\" src={logo} /></main>;\n}\n");
  const [home] = listSitePages([{ id: 'default', dir: path.join(root, 'src/pages'), base: '' }]).react;
  const rendered = new ReactPages(root, SHIM_SITE).render(home!);
  assert.ok(!(rendered instanceof Error), rendered instanceof Error ? rendered.message : '');
  const inline = `data:image/png;base64,${pixel.toString('base64')}`;
  assert.equal(rendered.html, `<main><img alt="hero" src="${inline}"/><img alt="logo" src="${inline}"/></main>`);
});

test("a project's own footer renders once, memo'd or not; one that wraps the theme's footer is left to this build's, and said so", () => {
  const { root, write } = scratchSite('jabuti-footer-');
  write('src/theme/Footer/index.jsx', "import React from 'react';\nfunction Footer() {\n  return <footer className=\"nav-footer\">Own footer</footer>;\n}\nexport default React.memo(Footer);\n");
  const own = new ReactPages(root, SHIM_SITE).renderFooter(themeFooter(root)!);
  assert.ok('html' in own && own.html === '<footer class="nav-footer">Own footer</footer>', JSON.stringify(own));
  const wrapper = scratchSite('jabuti-footer-wrapper-');
  wrapper.write('src/theme/Footer/index.jsx', "import React from 'react';\nimport Footer from '@theme-original/Footer';\nexport default function FooterWrapper(props) {\n  return <><Footer {...props} /><p>Extra</p></>;\n}\n");
  const wrapped = new ReactPages(wrapper.root, SHIM_SITE).renderFooter(themeFooter(wrapper.root)!);
  assert.ok(!('html' in wrapped) && /wraps the theme's own footer/.test(wrapped.message), JSON.stringify(wrapped));
  assert.equal(themeFooter(SITE), undefined);
  const columns = scratchSite('jabuti-footer-columns-');
  columns.write('src/theme/Footer/index.jsx', "import React from 'react';\nimport { isMultiColumnFooterLinks } from '@docusaurus/theme-common';\nconst links = [{ title: 'Docs', items: [] }];\nexport default function Footer() {\n  return <footer>{isMultiColumnFooterLinks(links) ? 'columns' : 'row'} {isMultiColumnFooterLinks([{ label: 'A', to: '/' }]) ? 'columns' : 'row'}</footer>;\n}\n");
  const multi = new ReactPages(columns.root, SHIM_SITE).renderFooter(themeFooter(columns.root)!);
  assert.ok('html' in multi && multi.html === '<footer>columns row</footer>', JSON.stringify(multi));
});

test("theme-common's internal hooks and useStorageSlot are there for a page, as Docusaurus's server render gives them (Data Client's home page and package tabs)", () => {
  const { root, write } = scratchSite('jabuti-theme-internal-');
  write('src/pages/index.js', "import { useScrollPositionBlocker } from '@docusaurus/theme-common/internal';\nimport { useStorageSlot } from '@docusaurus/theme-common';\nexport default function Home() {\n  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();\n  const [manager] = useStorageSlot('package-manager');\n  return <main onClick={(event) => blockElementScrollPositionUntilNextRender(event.currentTarget)}>{manager ?? 'npm'} install</main>;\n}\n");
  const entry = listSitePages([{ id: 'default', dir: path.join(root, 'src/pages'), base: '' }]).react[0]!;
  const rendered = new ReactPages(root, SHIM_SITE).render(entry);
  assert.ok(!(rendered instanceof Error), rendered instanceof Error ? rendered.message : '');
  assert.equal(rendered.html, '<main>npm install</main>');
});
