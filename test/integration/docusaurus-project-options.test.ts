/**
 * More of what real Docusaurus projects write (typescript-eslint's and Jellyfin's sites): imports of
 * packages not installed, the classic theme listed in `themes`, docs options, titles, posts filed by
 * year, relative links in a folder's index doc, the blog list, footer classes and `noFooter`.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute, readRouteWithCodeStyles } from '../helpers/html.ts';

const project = projectForTests({
  'src/plugins/support-symlinks.js': "module.exports = function () { return { name: 'support-symlinks', configureWebpack() { return { resolve: { symlinks: false } }; } }; };\n",
  'docusaurus.config.mjs': `import rules from 'not-installed-rules/use-at-your-own-risk';
import { version } from 'not-installed-parser/package.json';
import * as helpers from 'not-installed-helpers';

const ruleCount = Object.entries(rules).length + (typeof helpers.parse === 'function' ? 0 : 1);

export default async function createConfig() {
  const { label } = await import('./helper.mjs');
  return {
  title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/',
  staticDirectories: ['public', 'static'],
  plugins: ['docusaurus-plugin-copy-page-button', './src/plugins/support-symlinks', function disableOptimization() { return { name: 'disable-optimization', configureWebpack: () => ({ optimization: { concatenateModules: false } }) }; }, function tailwindPlugin() { return { name: 'tailwind-plugin', configurePostCss(options) { options.plugins.push('tailwindcss'); return options; } }; }, async function webpack_config() { return { name: 'webpack-config', configureWebpack: () => ({ experiments: { asyncWebAssembly: true } }) }; }, async function asyncTailwind() { return { name: 'async-tailwind', configurePostCss: (options) => options }; }, ['@docusaurus/plugin-pwa', { pwaHead: [{ tagName: 'link', rel: 'manifest', href: '/manifest.json' }, { tagName: 'meta', name: 'theme-color', content: '#20232a' }, { tagName: 'link', rel: 'mask-icon', href: 'img/logo.svg', color: '#20232a' }] }]],
  customFields: { ruleCount },
  presets: [['classic', { docs: { breadcrumbs: false, exclude: ['TEMPLATE.md'], sidebarItemsGenerator: async ({ defaultSidebarItemsGenerator, ...args }) => defaultSidebarItemsGenerator(args), editUrl: ({ docPath, permalink, locale }) => {
    if (docPath.startsWith('guides/')) throw new Error('no source for ' + docPath);
    if (docPath === 'models.md') return JSON.stringify([{ label: 'Edit page for next release', href: 'https://github.com/widgets/site/edit/main/docs/models.md' }]);
    return 'https://github.com/widgets/site/edit/main/src/' + docPath.replace(/\\.md$/, '.tsx') + '?page=' + permalink + '&locale=' + locale;
  } }, blog: { editUrl: 'https://github.com/widgets/site/tree/main/' }, gtag: { trackingID: 'G-WIDGETS' } }]],
  themes: [['@docusaurus/theme-classic', { customCss: ['./src/css/custom.css', '/src/css/more.css'] }], '@docusaurus/theme-mermaid', '@easyops-cn/docusaurus-search-local', '@docusaurus/theme-live-codeblock', 'docusaurus-theme-github-codeblock'],
  themeConfig: {
    prism: { defaultLanguage: 'bash', magicComments: [
      { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
      { className: 'code-block-removed-line', line: 'Remove this line', block: { start: 'Remove these lines', end: 'End removing' } },
    ] },
    navbar: { logo: { alt: 'Widgets', src: 'img/logo.svg', height: 12 }, items: [{ to: '/docs/intro', label }, { to: '/blog', label: 'Blog' }, { href: 'https://example.com/releases/v' + version, label: 'v' + version }, { href: 'https://github.com/widgets/site', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repository' }, { href: 'https://widgets.example.com/mcp', label: 'MCP', target: '_self' }, { href: 'https://github.com/widgets/ui', html: '<div class="gh"><span>Source</span></div>', position: 'right' }, { to: 'https://widgets.example.com/contact', label: 'Support', position: 'right' }, { type: 'dropdown', label: 'More', className: 'header-short-screen', items: [{ type: 'html', value: '<b>News</b>', className: 'dropdown-category' }, { to: '/blog', label: 'All posts' }, { type: 'html', value: '<hr class="dropdown-separator">' }, { href: 'https://example.com/forum', label: 'Forum' }] }] },
    announcementBar: { id: 'valentines', content: ' ' },
    algolia: { appId: 'WIDGETS', apiKey: 'search-only', indexName: 'widgets', contextualSearch: true },
    footer: { links: [{ label: 'Discord', href: 'https://discord.example.com', className: 'discord-link social-icon' }, { label: 'Docs', to: '/docs/intro' }, { label: 'Medium', to: 'https://medium.com/widgets' }] },
  },
  };
}
`,
  'public/1.0/notes.txt': 'Release notes of 1.0.\n',
  'public/img/banner.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100" viewBox="0 0 400 100"><rect width="400" height="100"/></svg>\n',
  'docs/banner.md': '# Banner\n\n![The banner](/img/banner.svg)\n\n![The logo](/img/logo.svg)\n\n![The logo again](@site/static/img/logo.svg)\n',
  'static/man/tool.1.html': '<html><head><style type="text/css">\n p { margin-top: 0 }\n</style><script src="highlight.js"></script><script>hljs.initHighlightingOnLoad();</script></head><body><p>tool - does things</p></body></html>\n',
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="252" height="72" viewBox="0 0 252 72"><rect width="252" height="72"/></svg>\n',
  'static/img/cinema.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Cinema</title><circle cx="5" cy="5" r="4"/></svg>\n',
  'src/pages/showcase.mp4': 'not really a video',
  'src/css/_tokens.scss': '$gap: 2rem;\n',
  'src/components/Hero.scss': "@use '@site/src/css/tokens' as t;\n.hero__content { display: flex; .hero__title { gap: t.$gap; } }\n",
  'src/components/hero.module.scss': '$size: 250px;\n.banner { min-height: $size; }\n',
  'src/components/Hero.jsx': "import './Hero.scss';\nimport styles from './hero.module.scss';\nexport default function Hero() { return <div className={`hero__content ${styles.banner}`}><h2 className=\"hero__title\">Contribute</h2></div>; }\n",
  'src/pages/contribute.jsx': "import Layout from '@theme/Layout';\nimport Hero from '@site/src/components/Hero';\nexport default function Contribute() { return <Layout title=\"Contribute\"><Hero /></Layout>; }\n",
  'src/theme/Icon/Android.jsx': "export default function Android() { return <i className=\"icon-android\">Android</i>; }\n",
  'src/theme/TOC/index.jsx': "export default function TOC() { return null; }\n",
  'src/theme/MDXContent/index.jsx': "export default function MDXContent({ children }) { return <div className=\"ad-slot\">{children}</div>; }\n",
  'src/pages/hooked.jsx': "import useThemeContext from '@theme/hooks/useThemeContext';\nexport default function Hooked() { const context = useThemeContext(); return <p>{context ? 'themed' : 'plain'}</p>; }\n",
  'src/pages/playground.jsx': "export default function Playground() { if (typeof window === 'undefined') return null; return <div>Editor</div>; }\n",
  'src/components/Links.jsx': "import { memo } from 'react';\nexport const Links = { Redux: memo(({ text = 'Redux' }) => <a href=\"https://redux.js.org\">{text}</a>) };\nexport default memo(function Install() { return <p className=\"install\">npm install widgets</p>; });\n",
  'docs/links.mdx': "import Install, { Links } from '@site/src/components/Links';\n\n# Links\n\nWidgets for <Links.Redux />.\n\n- <Links.Redux text={<b>The store</b>} />: where state lives.\n\n<Install />\n",
  'src/pages/gallery.jsx': "import BrowserOnly from '@docusaurus/BrowserOnly';\nimport Layout from '@theme/Layout';\nexport default function Gallery() { return <Layout title=\"Gallery\"><h1>Gallery</h1><BrowserOnly fallback={<p>Loading the cards…</p>}>{() => <div>Cards</div>}</BrowserOnly></Layout>; }\n",
  'src/components/ErrorFinder.jsx': "import BrowserOnly from '@docusaurus/BrowserOnly';\nexport default function ErrorFinder() { return <BrowserOnly>{() => <p>{new URLSearchParams(location.search).get('code')}</p>}</BrowserOnly>; }\n",
  'docs/error.mdx': "import ErrorFinder from '@site/src/components/ErrorFinder';\n\n# Error codes\n\n<ErrorFinder />\n",
  'src/pages/changelog.jsx': "import { Redirect } from '@docusaurus/router';\nexport default function Changelog() { return <Redirect to=\"/docs/intro\" />; }\n",
  'src/pages/roadmap.jsx': "import { Redirect } from '@docusaurus/router';\nexport default function Roadmap() { return <Redirect to=\"/docs/roadmap\" />; }\n",
  'src/site-paths.js': "module.exports = { sidebar: require.resolve('./sidebars.js'), search: require.resolve('search-package-not-installed'), landing: 'intro' };\n",
  'src/pages/start.jsx': "import { Redirect } from '@docusaurus/router';\nimport paths from '@site/src/site-paths';\nexport default function Start() { return <Redirect to={'/docs/' + paths.landing} />; }\n",
  'src/theme/MDXComponents/index.jsx': "import MDXComponents from '@theme-original/MDXComponents';\nexport default { ...MDXComponents };\n",
  'src/components/RepoLink.jsx': "import A from '@theme/MDXComponents/A';\nexport default function RepoLink({ path, children }) { return <A href={'https://github.com/widgets/site/blob/main/' + path}>{children}</A>; }\n",
  'docs/sources.mdx': "import RepoLink from '@site/src/components/RepoLink';\n\n# Sources\n\nSee <RepoLink path=\"src/index.ts\">the entry</RepoLink>.\n",
  'docs/download.md': '# Download\n\nGet [the template](./template.yml?v=2) or [the page](./intro.md).\n',
  'docs/template.yml': 'widgets: 3\n',
  'src/pages/embed.jsx': "import Head from '@docusaurus/Head';\nexport default function Embed() { return <><Head><meta name=\"robots\" content=\"noindex, nofollow\" /></Head><div className=\"embed\">Embedded demo</div></>; }\n",
  'src/components/Glow.jsx': "import { motion } from 'motion/react';\nexport default function Glow({ children }) { return <motion.span className=\"glow\" animate={{ opacity: 1 }}>{children}</motion.span>; }\n",
  'docs/glow.mdx': "import Glow from '@site/src/components/Glow';\n\n# Glow\n\n<Glow>Bright</Glow>\n",
  'src/pages/glowing.jsx': "import Layout from '@theme/Layout';\nimport { motion } from 'motion/react';\nexport default function Glowing() { return <Layout><motion.a href=\"/docs/glow\" className=\"card\" whileHover={{ scale: 1.1 }}>Glow</motion.a></Layout>; }\n",
  'docs/installation.md': "---\ntitle: ''\nsidebar_label: Installation\n---\n\n## Installation steps\n\nRun the installer.\n",
  'docs/partials/_keys.mdx': 'Open the dashboard and copy your **API key**.\n',
  'docs/keys.mdx': "import Keys from '/docs/partials/_keys.mdx';\n\n# Get your keys\n\n<Keys />\n",
  'docs/z-foundation/_category_.json': '{ "label": "Foundation", "collapsible": false, "link": null }',
  'docs/z-foundation/style.md': '# Style\n\nThe base of each component.\n',
  'docs/reference/_category_.json': '{ "label": "Reference", "link": null }',
  'docs/reference/api.md': '# API\n\nCalls.\n',
  'docs/descendant styles.md': '# Descendant styles\n\nNested rules.\n',
  'src/pages/nwjs.md': '---\ntoc_max_heading_level: 4\n---\n\n# NW.js\n\n## Usage\n\n### Browser context\n\n#### Pros\n\nFast.\n',
  'src/pages/benchmarks.md': '# Benchmarks\n\n## Lots of files\n\nFast.\n\n### Node.js version management\n\nFaster.\n',
  'docs/performance.mdx': "import Admonition from '@theme/Admonition';\nimport AdmonitionIconCaution from '@theme/Admonition/Icon/Warning';\n\n# Performance\n\n<Admonition type=\"danger\" title=\"\" icon={<AdmonitionIconCaution />}>\n\nBad example.\n\n</Admonition>\n",
  'docs/coolify.mdx': "---\nhide_title: true\n---\n\nimport Android from '@theme/Icon/Android';\n\n<h1 className=\"big\">Coolify</h1>\n\nRuns on <Android />.\n",
  'src/data/widgets.js': "export const weather = { name: 'Weather', size: 2 };\nexport const clock = { name: 'Clock', size: 1 };\n",
  'src/components/WidgetList.jsx': "export default function WidgetList({ items }) { return <ul className=\"widgets\">{items.map(({ widget }) => <li key={widget.name}>{widget.name} ({widget.size})</li>)}</ul>; }\n",
  'docs/widgets.mdx': "import WidgetList from '@site/src/components/WidgetList';\nimport { weather, clock } from '@site/src/data/widgets';\n\n# Widgets\n\n<WidgetList items={[{ widget: weather }, { widget: clock }]} />\n\n<img src=\"/img/logo.svg\" alt=\"Logo\" width={128 * 1.5} />\n",
  'src/pages/index.jsx': "import Layout from '@theme/Layout';\nimport video from './showcase.mp4';\nimport ExternalLinkIcon from '@theme/Icon/ExternalLink';\nconst Cinema = require('/static/img/cinema.svg').default;\nexport default function Home() { return <Layout><Cinema role=\"img\" /><a href=\"https://example.com\">Repository<ExternalLinkIcon /></a></Layout>; }\n",
  'helper.mjs': "export const label = 'Docs';\n",
  'versions.json': '["current", "9.x"]\n',
  'src/pages/sponsors.jsx': "import { hierarchy } from '@visx/hierarchy';\nexport default function Sponsors() { return <div>{new Date(hierarchy({ children: [] }).sum((node) => node.size).date).toISOString()}</div>; }\n",
  'src/css/more.css': '.more-rule { color: teal; }\n',
  'src/css/custom.css': '/* @import url("https://fonts.googleapis.com/css2?family=Montserrat");\n@import url("https://fonts.googleapis.com/css2?family=Mono"); */\n.discord-link::before { content: "◆"; }\n@import url("https://fonts.googleapis.com/css2?family=Poppins");\n.cinema { background: url(/static/img/cinema.svg?v=1); }\n.hero { background: url("../../static/img/cinema.svg#dots") no-repeat; }\n.gone { background: url(./missing.png); }\n',
  'docs/intro.md': '# Intro\n\nWidgets make things better.\n',
  'docs/chart.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Activity by month</title><rect width="10" height="10"/></svg>\n',
  'docs/activity.mdx': "import ActivityChart from './chart.svg';\n\n# Activity\n\n<ActivityChart role=\"img\" />\n",
  'packages/plugin/package.json': '{ "name": "plugin", "version": "8.67.0", "peerDependencies": { "eslint": "^9.0.0" } }\n',
  'docs/versions.mdx': "import pkg from '../packages/plugin/package.json';\n\n# Versions\n\nESLint <code>{pkg.peerDependencies.eslint}</code>, version {pkg.version}.\n",
  'docs/gradle.md': '# Gradle\n\n```gradle\ndependencies { implementation \"org.jitsi:sdk:1.0\" }\n```\n\n```flow\ntype Props = { name: string };\n```\n',
  'docs/upgrade.md': '# Upgrade\n\n```js\n// highlight-next-line\nconst kept = 1;\n// Remove this line\nconst old = 2;\n// Remove these lines\nconst older = 3;\nconst oldest = 4;\n// End removing\nconst last = 5;\n```\n',
  'src/components/Field.jsx': "import { useId } from 'react';\nexport default function Field({ label }) { const id = useId(); return <p><label htmlFor={id}>{label}</label><input id={id} /></p>; }\n",
  'docs/fields.mdx': "import Field from '@site/src/components/Field';\n\n# Fields\n\n<Field label=\"Message\" />\n\n<Field label=\"Locale\" />\n",
  'docs/TEMPLATE.md': '# RULE_NAME\n\nCopy me.\n',
  'docs/getting-started/_category_.json': '{ "label": "Getting started", "link": { "type": "generated-index" } }\n',
  'docs/getting-started/index.md': '# Prerequisites\n\nWhat you need first.\n',
  'docs/getting-started/docker.md': '# Docker\n\nRun it in a container.\n',
  'docs/no-floating-promises.md': '---\ndescription: Promises must be handled.\n---\n\nHandle every promise.\n',
  'docs/guides/index.md': '# Guides\n\nBehind a proxy, see [Caddy](caddy).\n',
  'docs/guides/caddy.md': '# Caddy\n\nA reverse proxy.\n',
  'docs/models.md': '# Defining a Model\n\nModels map tables.\n\n## Defining a Model\n\nWith a class.\n\n## Without decorators\n\nSee [the class way](#defining-a-model-1).\n',
  'src/pages/releases.mdx': "import Notice from '@site/src/components/Notice';\n\n<Notice />\n\n# Versioning policy\n\nEach major version is kept for a year.\n",
  'src/components/Notice.jsx': 'export default function Notice() { return <p className="notice">Supported versions below.</p>; }\n',
  'src/pages/usage.jsx': "import Layout from '@theme/Layout';\nimport CodeBlock from '@theme/CodeBlock';\nexport default function Usage() { return <Layout title=\"Usage\"><CodeBlock language=\"js\">{'const answer = 42;'}</CodeBlock><CodeBlock className=\"bash\">{'# install it\\nnpm install widgets'}</CodeBlock></Layout>; }\n",
  'src/pages/legacy.jsx': "import Layout from '@theme/Layout';\nimport Head from '@docusaurus/Head';\nexport default function Legacy() { return <Layout title=\"Legacy\"><Head><meta name=\"robots\" content=\"noindex\" /><link rel=\"preconnect\" href=\"https://cdn.example.com\" /></Head><p>Deprecated.</p></Layout>; }\n",
  'src/pages/about.md': 'Widgets are made by a small team.\n',
  'blog/2022/05-01-swiftfin/index.md': '---\ntitle: Swiftfin\n---\n\nOn the store.\n',
  'blog/2024-03-01-styled.mdx': "---\ntitle: Styled\n---\n\nimport Hero from '@site/src/components/Hero';\n\n<Hero />\n",
  'blog/2024-02-03-hello.md': '---\ntitle: Hello\nauthors: [ana]\ntags: [news]\n---\n\nFirst post.\n',
  'blog/authors.yml': 'ana:\n  name: Ana Souza\n  title: Maintainer\n  description: Writes the widgets.\n  page: true\n  socials:\n    x: anasouza\n    github: https://github.com/ana-souza\n    myspace: anasouza\n    site: https://ana.example\nbia:\n  name: Bia\nCarlosMB:\n  name: Carlos\n  page: true\n',
  'src/pages/stars.jsx': "import Layout from '@theme/Layout';\nimport GitHubButton from 'react-github-btn';\nexport default function Stars() { return <Layout><div className=\"hero hero--primary\"><GitHubButton href=\"https://github.com/widgets/widgets\" data-icon=\"octicon-star\" data-size=\"large\" data-show-count=\"true\" aria-label=\"Star widgets on GitHub\">Star</GitHubButton></div></Layout>; }\n",
  'src/pages/play.jsx': "import Layout from '@theme/Layout';\nexport default function Play() { return <Layout title=\"Playground\" noFooter><div id=\"app\">App</div></Layout>; }\n",
});

test('a default, named or namespace import of a package not installed is its stand-in, not undefined; a navbar item made from it is left out', async () => {
  const { outDir, warnings } = project();
  assert.deepEqual(
    warnings.map(formatWarning).filter((warning) => !/not installed|showcase\.mp4|src\/theme\/TOC|analytics|theme "|version "9\.x"|hooked\.jsx|playground\.jsx|roadmap\.jsx|gallery\.jsx|error\.mdx|plugin "|themeConfig\.algolia|missing\.png/.test(warning)),
    [],
  );
  const page = await readRoute(outDir, '/docs/intro/');
  assert.doesNotMatch(page, /missing-package:/);
  assert.match(page, /<a href="\/docs\/intro\/" class="navbar-link navbar__item navbar__link navbar__link--active active"[^>]*>Docs<\/a>/);
  assert.doesNotMatch(page, /example\.com\/releases/);
});

test("the classic theme listed in themes brings its customCss; a flat list of footer links is the simple footer, each link keeping its class", async () => {
  const { outDir } = project();
  const page = await readRoute(outDir, '/docs/intro/');
  assert.match(page, /class="footer-link footer__link-item discord-link social-icon"/);
  assert.match(page, /<div class="footer-columns footer-simple footer__links">/);
  // A link to another site, with its words, takes Docusaurus's arrow.
  assert.match(page, /class="footer-link footer__link-item discord-link social-icon">Discord<svg class="external-link-icon iconExternalLink"/);
  assert.match(page, /<a href="https:\/\/medium\.com\/widgets"[^>]*>Medium</);
  assert.doesNotMatch(page, />Medium<svg/, 'a link to another site written as `to` gets no arrow, as in Docusaurus\'s footer (Flow\'s Medium)');
  const css = await Promise.all((await readdir(path.join(outDir, 'assets'))).filter((file) => file.endsWith('.css')).map((file) => readFile(path.join(outDir, 'assets', file), 'utf8')));
  assert.ok(css.some((text) => text.includes('.discord-link::before')), 'the custom stylesheet is in the site');
  assert.ok(css.some((text) => text.includes('.more-rule')), 'a stylesheet named from the project\'s root (/src/css/more.css) is too');
});

test('breadcrumbs: false leaves them out, exclude leaves files out, and a doc with no title is titled by its id as written', async () => {
  const { outDir } = project();
  await assert.rejects(readRoute(outDir, '/docs/TEMPLATE/'));
  assert.doesNotMatch(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8'), /TEMPLATE/);
  const page = await readRoute(outDir, '/docs/no-floating-promises/');
  assert.doesNotMatch(page, /class="breadcrumbs"/);
  assert.match(page, /<h1[^>]*>no-floating-promises<\/h1>/);
  assert.match(page, /<title>no-floating-promises \| Widgets<\/title>/);
});

test("a post filed by year (blog/2022/05-01-slug/index.md) takes its date and slug from the whole path, as Docusaurus does", async () => {
  const { outDir } = project();
  const post = await readRoute(outDir, '/blog/2022/05/01/swiftfin/');
  assert.match(post, /dateTime="2022-05-01/);
  const list = await readRoute(outDir, '/blog/');
  assert.ok(list.indexOf('Hello') < list.indexOf('Swiftfin'), 'the newer post first');
});

test("a relative link in a folder's index doc resolves inside the folder, as its URL ends with a slash there", async () => {
  assert.match(await readRoute(project().outDir, '/docs/guides/'), /<a href="\/docs\/guides\/caddy\/">Caddy<\/a>/);
});

test('the blog list shows the posts alone (its title for screen readers), and <Layout noFooter> has no footer', async () => {
  const { outDir } = project();
  const list = await readRoute(outDir, '/blog/');
  assert.match(list, /<h1 class="sr-only">Blog<\/h1>/);
  assert.doesNotMatch(list, /class="blog-intro"/);
  assert.doesNotMatch(await readRoute(outDir, '/play/'), /<footer/);
  assert.match(await readRoute(outDir, '/docs/intro/'), /<footer/);
});

test('a wide navbar logo keeps its shape, 32 px high; require() of a picture from the root and the theme\'s icons render on a React page', async () => {
  const { outDir, warnings } = project();
  const home = await readRoute(outDir, '/');
  assert.match(home, /<img src="\/img\/logo\.svg" width="112" height="32" alt="Widgets"\/>/, "the logo keeps its own alt, as Docusaurus writes it, and is 32 px high whatever its height (Infima's .navbar__logo), as wide as its picture");
  assert.match(home, /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 10 10" role="img"><title>Cinema<\/title><circle cx="5" cy="5" r="4"\/><\/svg>/, 'the drawing in the page, as SVGR draws it, named by its <title>');
  assert.doesNotMatch(home, /class="footer-logo"/);
  assert.match(home, /Repository<svg width="13\.5" height="13\.5"/);
  assert.deepEqual(warnings.map(formatWarning).filter((warning) => /@theme|cinema/.test(warning) && !warning.includes('hooked.jsx')), []);
});

test('an MDX attribute may hold imported data inside an array or an object, and arithmetic; a video a page imports warns and leaves the page built', async () => {
  const { outDir, warnings } = project();
  const page = await readRoute(outDir, '/docs/widgets/');
  assert.match(page, /<ul class="widgets"><li>Weather \(2\)<\/li><li>Clock \(1\)<\/li><\/ul>/);
  assert.match(page, /<img src="\/img\/logo\.svg" alt="Logo" width="192"/);
  assert.match(await readRoute(outDir, '/'), /Repository/);
  assert.ok(warnings.map(formatWarning).some((warning) => /src\/pages\/index\.jsx: imported file "[^"]*showcase\.mp4" \(a video, sound, font or document\) is not brought into the site/.test(warning)), warnings.map(formatWarning).join('\n'));
});

test("a project's own @theme/X component is its file; a swizzled layout part it does not use is named; a hidden title gives way to the page's own h1", async () => {
  const { outDir, warnings } = project();
  const page = await readRoute(outDir, '/docs/coolify/');
  assert.match(page, /Runs on <i class="icon-android">Android<\/i>/);
  assert.equal(page.match(/<h1[\s>]/g)?.length, 1);
  assert.ok(warnings.map(formatWarning).some((warning) => /swizzled theme components not used here \(the build draws those parts itself\): src\/theme\/MDXContent, src\/theme\/TOC$/.test(warning)));
});

test("a component's Sass, imported for its rules or as a CSS module (its @use of @site/ files read), is compiled into the components' stylesheet", async () => {
  const { outDir } = project();
  const page = await readRoute(outDir, '/contribute/');
  const banner = /<div class="hero__content (banner_[0-9a-f]{5})">/.exec(page)?.[1];
  assert.ok(banner, page.slice(page.indexOf('<main'), page.indexOf('</main>')));
  const stylesheet = /<link rel="stylesheet" href="(\/assets\/components\.[^"]+\.css)"/.exec(page)?.[1];
  assert.ok(stylesheet, "the page links the components' stylesheet");
  const css = await readFile(path.join(outDir, stylesheet), 'utf8');
  assert.match(css, /\.hero__content \.hero__title\s*\{\s*gap: 2rem;/);
  assert.match(css, new RegExp(`\\.${banner}\\s*\\{\\s*min-height: 250px;`));
});

test("a category whose _category_.json asks for a generated index gets it, its folder's index doc becoming one of its items", async () => {
  const { outDir } = project();
  const index = await readRoute(outDir, '/docs/category/getting-started/');
  assert.match(index, /<h1>Getting started<\/h1>/);
  assert.match(index, /href="\/docs\/getting-started\/"[\s\S]*?Prerequisites/);
  const prerequisites = await readRoute(outDir, '/docs/getting-started/');
  const sidebar = /<nav class="sidebar menu thin-scrollbar"[\s\S]*?<\/nav>/.exec(prerequisites)?.[0] ?? '';
  assert.match(sidebar, /<a class="menu__link menu__link--sublist" href="\/docs\/category\/getting-started\/">Getting started<\/a>/);
  assert.match(sidebar, /aria-current="page" href="\/docs\/getting-started\/">Prerequisites<\/a>/);
});

test("prism.magicComments mark lines with their class and are taken out, Docusaurus's highlight comment drawn as this site's", async () => {
  const page = await readRoute(project().outDir, '/docs/upgrade/');
  const lines = [...page.matchAll(/<span class="code-line token-line([^"]*)">([\s\S]*?)\n<\/span>/g)].map(([, classes, html]) => [classes!.trim(), html!.replace(/<[^>]+>/g, '')]);
  assert.deepEqual(lines, [
    ['highlighted', 'const kept = 1;'],
    ['code-block-removed-line', 'const old = 2;'],
    ['code-block-removed-line', 'const older = 3;'],
    ['code-block-removed-line', 'const oldest = 4;'],
    ['', 'const last = 5;'],
  ]);
});

test("every page links the one stylesheet of the components' rules, as Docusaurus bundles all of a site's CSS into one file: the blog list as the post whose component brings them, a page without one too", async () => {
  const { outDir } = project();
  const post = /<link rel="stylesheet" href="(\/assets\/components\.[^"]+\.css)"/.exec(await readRoute(outDir, '/blog/2024/03/01/styled/'))?.[1];
  assert.ok(post);
  for (const route of ['/blog/', '/docs/intro/']) assert.match(await readRoute(outDir, route), new RegExp(`<link rel="stylesheet" href="${post.replaceAll('.', '\\.')}"`));
  assert.doesNotMatch(await readRoute(outDir, '/blog/'), /\/assets\/page\./);
});

test("a post links to where it is edited (the blog's editUrl), and a page without a description is described by its first line", async () => {
  const { outDir } = project();
  const post = await readRoute(outDir, '/blog/2022/05/01/swiftfin/');
  assert.match(post, /<a class="edit-link theme-edit-this-page" href="https:\/\/github\.com\/widgets\/site\/tree\/main\/blog\/2022\/05-01-swiftfin\/index\.md"/);
  assert.match(post, /<meta name="description" content="On the store\."\/>/);
  assert.match(await readRoute(outDir, '/docs/intro/'), /<meta name="description" content="Widgets make things better\."\/>/);
});

test("a docs editUrl function is asked for each doc, with its path, route and locale; one that throws, or gives what is not an address, gives that doc no link", async () => {
  const { outDir } = project();
  assert.match(await readRoute(outDir, '/docs/intro/'), /<a class="edit-link theme-edit-this-page" href="https:\/\/github\.com\/widgets\/site\/edit\/main\/src\/intro\.tsx\?page=\/docs\/intro&amp;locale=en"/);
  assert.match(await readRoute(outDir, '/docs/getting-started/docker/'), /href="https:\/\/github\.com\/widgets\/site\/edit\/main\/src\/getting-started\/docker\.tsx\?/);
  const caddy = await readRoute(outDir, '/docs/guides/caddy/');
  assert.match(caddy, /<h1>Caddy<\/h1>/);
  assert.doesNotMatch(caddy, /class="edit-link/);
  // React Native's function gives JSON that its own DocItem/Footer reads into two buttons.
  assert.doesNotMatch(await readRoute(outDir, '/docs/models/'), /class="edit-link/);
});

test('every folder of staticDirectories is copied into the site, and its images are found by pages and the navbar', async () => {
  const { outDir, warnings } = project();
  assert.equal(await readFile(path.join(outDir, '1.0/notes.txt'), 'utf8'), 'Release notes of 1.0.\n');
  const banner = await readRoute(outDir, '/docs/banner/');
  assert.match(banner, /<img src="\/img\/banner\.svg" alt="The banner" width="400" height="100"/);
  assert.match(banner, /<img src="\/img\/logo\.svg" alt="The logo" width="252" height="72"/);
  // Reselect's `@site/static/…`: the project's file, bundled as Docusaurus's image loader does.
  assert.match(banner, /<img src="\/assets\/img\/logo\.[\w-]+\.svg" alt="The logo again" width="252" height="72"/);
  assert.match(banner, /<img src="\/img\/logo\.svg" width="112" height="32" alt="Widgets"\/>/, 'the navbar logo, sized from the second folder');
  assert.deepEqual(warnings.map(formatWarning).filter((warning) => /staticDirectories|banner|image/.test(warning)), []);
});

test("what a React page puts in its <Head> reaches the page's head", async () => {
  const head = /<head>([\s\S]*?)<\/head>/.exec(await readRoute(project().outDir, '/legacy/'))?.[1] ?? '';
  assert.match(head, /<meta name="robots" content="noindex"\/>/);
  assert.match(head, /<link rel="preconnect" href="https:\/\/cdn\.example\.com"\/>/);
});

test("a React page's CodeBlock is coloured as a doc's code is", async () => {
  const usage = await readRouteWithCodeStyles(project().outDir, '/usage/');
  assert.match(usage, /<code class="language-js"><span class="code-line token-line"><span style="--shiki-light:[^"]+">const<\/span>/);
});

test("a folder's index doc is shown as written, without a list of the folder's pages (Docusaurus lists them only where DocCardList is)", async () => {
  const guides = await readRoute(project().outDir, '/docs/guides/');
  assert.match(guides, /Behind a proxy, see <a href="\/docs\/guides\/caddy\/">Caddy<\/a>/);
  assert.doesNotMatch(guides, /card-grid|section-list/);
});

test("a section that repeats the doc's # title gets the next id, as Docusaurus slugs the title too; links to it hold", async () => {
  const { outDir, warnings } = project();
  const models = await readRoute(outDir, '/docs/models/');
  assert.match(models, /<h1>Defining a Model<\/h1>/);
  assert.match(models, /<h2 id="defining-a-model-1">Defining a Model/);
  assert.deepEqual(warnings.map(formatWarning).filter((warning) => warning.includes('models')), []);
});

test("a page's title is its first heading of level 1, after a component too; a page with none shows no heading and the site's title in its tab", async () => {
  const { outDir } = project();
  const releases = await readRoute(outDir, '/releases/');
  assert.equal(releases.match(/<h1[\s>]/g)?.length, 1);
  assert.match(releases, /<title>Versioning policy \| Widgets<\/title>/);
  assert.match(releases, /<p class="notice">Supported versions below\.<\/p>/);
  const about = await readRoute(outDir, '/about/');
  assert.doesNotMatch(about, /<h1[\s>]/);
  assert.match(about, /<title>Widgets<\/title>/);
  assert.match(about, /Widgets are made by a small team\./);
});

test('a plugin the build does not run is named, with what goes missing: pages, files, or a part of every page', () => {
  const plugin = project().warnings.map(formatWarning).filter((warning) => warning.includes('copy-page-button'));
  assert.deepEqual(plugin.map((warning) => warning.replace(/^.*\/site\//, '')), ['docusaurus.config.mjs: plugin "docusaurus-plugin-copy-page-button" is not run here: what it adds (pages, files, or parts of every page such as a button) is not built']);
});

test('a React page that renders nothing at build time (it draws itself in the browser) is named in a warning', () => {
  const empty = project().warnings.map(formatWarning).filter((warning) => warning.includes('playground.jsx'));
  assert.deepEqual(empty.map((warning) => warning.replace(/^.*\/site\//, '')), ['src/pages/playground.jsx: rendered nothing at build time (it draws itself only in the browser, which this build does not run its code in): the page is empty']);
});

test("a theme hook the build has no stand-in for is called a hook in its warning", () => {
  const hooked = project().warnings.map(formatWarning).filter((warning) => warning.includes('useThemeContext'));
  assert.deepEqual(hooked.map((warning) => warning.replace(/^.*\/site\//, '')), ['src/pages/hooked.jsx: theme hook "@theme/hooks/useThemeContext" is not one this build stands in for: it gives nothing here']);
});

test("a component that draws a link with the classic theme's @theme/MDXComponents/A gets it, beside the project's own MDXComponents", async () => {
  const page = await readRoute(project().outDir, '/docs/sources/');
  assert.match(page, /See <a href="https:\/\/github\.com\/widgets\/site\/blob\/main\/src\/index\.ts"[^>]*>the entry<\/a>\./);
});

test("plugin-pwa's pwaHead tags are in every page's head, a file's address with the base URL; the missing service worker is warned about", async () => {
  const { outDir, warnings } = project();
  const head = /<head>([\s\S]*?)<\/head>/.exec(await readRoute(outDir, '/docs/intro/'))?.[1] ?? '';
  assert.match(head, /<link rel="manifest" href="\/manifest\.json"\/>/);
  assert.match(head, /<meta name="theme-color" content="#20232a"\/>/);
  assert.match(head, /<link rel="mask-icon" href="\/img\/logo\.svg" color="#20232a"\/>/);
  assert.ok(warnings.some((warning) => /plugin "@docusaurus\/plugin-pwa": its pwaHead tags .* no service worker/.test(warning.message)));
});

test("a React page that renders only a <Redirect> is a moved path of the site, as the browser would be sent on; one to no page is left out with a warning", async () => {
  const { outDir, warnings } = project();
  assert.match(await readRoute(outDir, '/changelog/'), /<meta http-equiv="refresh" content="0; url=\/docs\/intro\/">/);
  // Its target read from a module that calls require.resolve, as a page importing the configuration does (redwood's /docs/).
  assert.match(await readRoute(outDir, '/start/'), /<meta http-equiv="refresh" content="0; url=\/docs\/intro\/">/);
  assert.match(await readFile(path.join(outDir, '_redirects'), 'utf8'), /^\/changelog\/ {2}\/docs\/intro\/ {2}301$/m);
  assert.doesNotMatch(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8'), /changelog|roadmap/);
  assert.ok(warnings.some((warning) => /roadmap\.jsx$/.test(warning.file) && /renders only a <Redirect> to \/docs\/roadmap, where the build made no page: the page is left out/.test(warning.message)));
});

test('a plugin that adds to the site is said not to run; one written in the configuration that only configures the bundler, async or not, is not mentioned', () => {
  const { warnings } = project();
  assert.ok(warnings.some((warning) => /plugin "docusaurus-plugin-copy-page-button" is not run here/.test(warning.message)));
  assert.ok(!warnings.some((warning) => /disableOptimization|disable-optimization/.test(warning.message)));
  assert.ok(!warnings.some((warning) => /support-symlinks/.test(warning.message)), 'nor one in a file the configuration names by its path (Flipper\'s)');
  assert.ok(warnings.some((warning) => /plugin "tailwind-plugin" is not run here: the PostCSS plugins it gives /.test(warning.message)), "one that adds PostCSS plugins (Tailwind) changes the stylesheets: it is said not to run, by the name it gives itself");
  assert.ok(!warnings.some((warning) => /webpack_config|webpack-config/.test(warning.message)), "an async one that only configures the bundler is not mentioned either (Sapling's)");
  assert.ok(warnings.some((warning) => /plugin "async-tailwind" is not run here: the PostCSS plugins it gives /.test(warning.message)), 'an async one is said not to run by what it is');
});

test("an author's socials link under the name, each its platform's icon titled by its name (a globe for a platform Docusaurus does not know), a handle made into the platform's address as Docusaurus makes it", async () => {
  const { outDir } = project();
  for (const route of ['/blog/2024/02/03/hello/', '/blog/authors/ana/', '/blog/authors/']) {
    const socials = /<span class="author-socials author-socials-icons">(.*?)<\/span>/.exec(await readRoute(outDir, route))?.[1] ?? '';
    const links = [...socials.matchAll(/<a href="([^"]+)" target="_blank" rel="noopener noreferrer" title="([^"]+)" class="author-social-link"><svg aria-hidden="true" [^>]*?viewBox="([^"]+)"/g)].map((match) => match.slice(1).join(' '));
    assert.deepEqual(links, ['https://x.com/anasouza X 0 0 1200 1227', 'https://github.com/ana-souza GitHub 0 0 256 250', 'https://ana.example site 0 0 24 24'], route);
  }
});

test("a component kept as a member of an import (<Links.Redux />) or made by React.memo is rendered, as Reselect's links and tabs are", async () => {
  const page = await readRoute(project().outDir, '/docs/links/');
  assert.match(page, /Widgets for <a href="https:\/\/redux\.js\.org">Redux<\/a>\./);
  assert.match(page, /<p class="install">npm install widgets<\/p>/);
  // JSX written as a prop's value is its HTML.
  assert.match(page, /<li><a href="https:\/\/redux\.js\.org"><b>The store<\/b><\/a>: where state lives\.<\/li>/);
});

test("a <CodeBlock> that names no language takes prism.defaultLanguage, as Docusaurus's; the navbar's brand and title carry Infima's names", async () => {
  const usage = await readRouteWithCodeStyles(project().outDir, '/usage/');
  const blocks = usage.split('<div class="code-block').slice(1);
  assert.equal(blocks.length, 2);
  assert.match(blocks[1]!, /<code class="language-bash"/, 'the default language, as the first block has its own');
  assert.match(usage, /<a class="navbar-brand navbar__brand" href="\/"/);
});

test("what a page or a page's component draws inside <BrowserOnly> is said to be left out, naming the page; the fallback is shown", async () => {
  const { outDir, warnings } = project();
  const leftOut = warnings.filter((warning) => /inside <BrowserOnly> runs only in a browser/.test(warning.message)).map((warning) => path.basename(warning.file));
  assert.deepEqual(leftOut.sort(), ['error.mdx', 'gallery.jsx']);
  assert.match(await readRoute(outDir, '/gallery/'), /<h1>Gallery<\/h1><p>Loading the cards…<\/p>/);
});

test("the project's stylesheet: its @import of a web font goes first, where a browser follows it; a url(/static/…) or one relative to the stylesheet names the file the site serves", async () => {
  const { outDir } = project();
  const file = (await readdir(path.join(outDir, 'assets'))).find((name) => /^custom\..+\.css$/.test(name));
  const css = await readFile(path.join(outDir, 'assets', file ?? ''), 'utf8');
  assert.ok(css.startsWith('@import url("https://fonts.googleapis.com/css2?family=Poppins");\n'), css.slice(0, 80));
  assert.match(css, /\.cinema \{ background: url\(\/img\/cinema\.svg\?v=1\); \}/);
  // A relative url() leads where Docusaurus's bundler finds it, from the stylesheet's folder (CacheLib's hero background).
  assert.match(css, /\.hero \{ background: url\("\/img\/cinema\.svg#dots"\) no-repeat; \}/);
  assert.ok(project().warnings.some((warning) => warning.file.endsWith('src/css/custom.css') && /url\(\.\/missing\.png\) names a file that is not there/.test(warning.message)));
  // An @import in a comment stays there (BoTorch's commented-out fonts were loaded on every page).
  assert.equal(css.split('Montserrat').length, 2, 'named once, in its comment');
  assert.match(css, /\/\* @import url\("https:\/\/fonts\.googleapis\.com\/css2\?family=Montserrat"\);\n@import url\("https:\/\/fonts\.googleapis\.com\/css2\?family=Mono"\); \*\//);
});

test('a file a doc links beside it is copied into the site, hashed, as Docusaurus copies it; its link leads there', async () => {
  const { outDir } = project();
  const page = await readRoute(outDir, '/docs/download/');
  const href = /<a href="(\/assets\/files\/template\.[\w-]+\.yml)\?v=2">the template<\/a>/.exec(page)?.[1];
  assert.ok(href, 'the link leads to the copied file');
  assert.equal(await readFile(path.join(outDir, href), 'utf8'), 'widgets: 3\n');
  assert.match(page, /<a href="\/docs\/intro\/">the page<\/a>/);
});

test("a Markdown page has its table of contents from its first heading, as Docusaurus's MDXPage", async () => {
  const page = await readRoute(project().outDir, '/benchmarks/');
  assert.match(page, /<aside class="doc-toc"[\s\S]*href="#lots-of-files"[\s\S]*href="#nodejs-version-management"/);
});

test("a React page that renders no @theme/Layout is drawn alone, without the navbar, announcement bar and footer, as Docusaurus draws it (docsearch's page for an iframe)", async () => {
  const embed = await readRoute(project().outDir, '/embed/');
  assert.match(embed, /<div id="__docusaurus"><(?:main|div) id="conteudo" class="react-page"><div class="embed">Embedded demo<\/div><\/(?:main|div)><\/div>/);
  assert.doesNotMatch(embed, /id="navbar"|class="footer|skip-link/);
  assert.match(await readRoute(project().outDir, '/contribute/'), /id="navbar"/);
});

test("a package missing from an MDX page's component and from a React page is one warning for the site; its animated elements keep their tags", async () => {
  const motion = project().warnings.map(formatWarning).filter((warning) => /"motion\/react"/.test(warning));
  assert.equal(motion.length, 1, motion.join('\n'));
  assert.match(motion[0]!, /\(and in 1 other file\)$/);
  assert.match(await readRoute(project().outDir, '/docs/glow/'), /<span class="glow">Bright<\/span>/);
  assert.match(await readRoute(project().outDir, '/glowing/'), /<a href="\/docs\/glow" class="card">Glow<\/a>/);
});

test("a doc whose front matter sets title: '' has no title: no heading is drawn, the window has the site's title, the sidebar its label", async () => {
  const page = await readRoute(project().outDir, '/docs/installation/');
  assert.doesNotMatch(page, /<h1/);
  assert.match(page, /<title>Widgets<\/title>/);
  assert.match(page, />Installation<\/a>/);
});

test("a category without a page is Infima's sublist link in Docusaurus's menu, which a project's stylesheet addresses (a.menu__link--sublist, .menu > .menu__list)", async () => {
  const page = await readRoute(project().outDir, '/docs/reference/api/');
  assert.match(page, /<nav class="sidebar menu thin-scrollbar"/);
  assert.match(page, /<summary><a class="menu__link menu__link--sublist menu__link--sublist-caret">Reference<\/a><\/summary>/);
  // One that does not collapse is a plain menu link in its row, as Docusaurus draws it (react-native-ui-lib's uppercase group titles).
  assert.match(page, /<li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 sidebar-fixed menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link">Foundation<\/a><\/div><ul class="menu__list"><li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item"><a class="menu__link" href="\/docs\/z-foundation\/style\/">Style<\/a>/);
});

test("a page whose path holds a space is at a URL escaped as URLs are, in the sitemap and its canonical link", async () => {
  const sitemap = await readFile(path.join(project().outDir, 'sitemap.xml'), 'utf8');
  assert.match(sitemap, /<loc>https:\/\/widgets\.example\.com\/docs\/descendant%20styles\/<\/loc>/);
  assert.doesNotMatch(sitemap, /descendant styles/);
  assert.match(await readRoute(project().outDir, '/docs/descendant styles/'), /<link rel="canonical" href="https:\/\/widgets\.example\.com\/docs\/descendant%20styles\/"\/>/);
});

test("a partial imported from the project's root (/docs/partials/_keys.mdx) is found there, as Docusaurus's webpack resolves it", async () => {
  assert.match(await readRoute(project().outDir, '/docs/keys/'), /<p>Open the dashboard and copy your <strong>API key<\/strong>\.<\/p>/);
  assert.deepEqual(project().warnings.map(formatWarning).filter((warning) => /_keys/.test(warning)), []);
});

test("a Markdown page's toc_max_heading_level widens its table of contents, as Docusaurus's pages plugin reads it", async () => {
  const page = await readRoute(project().outDir, '/nwjs/');
  assert.match(page, /<aside class="doc-toc"[\s\S]*href="#usage"[\s\S]*href="#browser-context"[\s\S]*href="#pros"/);
  assert.deepEqual(project().warnings.map(formatWarning).filter((warning) => /nwjs/.test(warning)), []);
});

test("two components of one page that take an id from React's useId get different ones", async () => {
  const page = await readRoute(project().outDir, '/docs/fields/');
  const ids = [...page.matchAll(/<input id="([^"]+)"/g)].map((match) => match[1]);
  assert.equal(ids.length, 2);
  assert.notEqual(ids[0], ids[1]);
  for (const id of ids) assert.ok(page.includes(`<label for="${id}">`), `a label points at ${id}`);
});

test("a theme the build does not run is named in a warning, unless what it does is done here (Mermaid, a search box)", () => {
  const themes = project().warnings.map(formatWarning).filter((warning) => /theme "/.test(warning));
  assert.deepEqual(themes.map((warning) => warning.replace(/^.*\/site\//, '')), [
    'docusaurus.config.mjs: theme "@docusaurus/theme-live-codeblock" is not run here: its live code blocks (`live` fences) are shown as plain code, not editable',
    'docusaurus.config.mjs: theme "docusaurus-theme-github-codeblock" is not run here: the components and code block kinds it adds to pages are not built',
  ]);
});

test("a docs instance's own sidebarItemsGenerator that hands the default items back is run without a word (docusaurus-sidebar-generator.test.ts has what it does)", () => {
  assert.deepEqual(project().warnings.map(formatWarning).filter((warning) => /sidebarItemsGenerator/.test(warning)), []);
});

test("Algolia DocSearch, set up in the theme configuration, is said to be replaced by the build's own search", async () => {
  const algolia = project().warnings.map(formatWarning).filter((warning) => /algolia/i.test(warning));
  assert.deepEqual(algolia.map((warning) => warning.replace(/^.*\/site\//, '')), ['docusaurus.config.mjs: themeConfig.algolia: Algolia DocSearch is not used here; the search box searches an index this build makes of the pages']);
  assert.match(await readRoute(project().outDir, '/docs/intro/'), /data-island="SearchBar"/);
});

test('a page with no description has no description meta, and no page has the generator\'s own theme-color (Docusaurus writes neither): only the one of its plugin-pwa', async () => {
  const contribute = await readRoute(project().outDir, '/contribute/');
  assert.doesNotMatch(contribute, /name="description"|property="og:description"/);
  assert.deepEqual([...contribute.matchAll(/name="theme-color" content="([^"]*)"/g)].map((match) => match[1]), ['#20232a']);
  assert.match(await readRoute(project().outDir, '/docs/intro/'), /<meta name="description" content="Widgets make things better\."\/>/);
});

test("an announcement bar with nothing in it is not drawn", async () => {
  assert.doesNotMatch(await readRoute(project().outDir, '/docs/intro/'), /announcement/);
});

test("a dropdown's className is on its toggle, as Docusaurus puts it on the dropdown's link", async () => {
  const home = await readRoute(project().outDir, '/docs/intro/');
  // Its role said too, as Docusaurus's toggle has it, which a project's `:not([role='button'])` reaches.
  assert.match(home, /<button type="button" class="navbar-link navbar__link header-short-screen" role="button" aria-haspopup="true" aria-expanded="false">More<\/button>/);
});

test("a navbar link to another site keeps its target, and is marked with an arrow only when it has a text label, as Docusaurus's NavbarNavLink draws it", async () => {
  const page = await readRoute(project().outDir, '/docs/intro/');
  const github = /<a href="https:\/\/github\.com\/widgets\/site"[^>]*>(.*?)<\/a>/.exec(page);
  assert.ok(github, 'the GitHub link');
  assert.doesNotMatch(github[1]!, /iconExternalLink/);
  const mcp = /<a href="https:\/\/widgets\.example\.com\/mcp"([^>]*)>(.*?)<\/a>/.exec(page);
  assert.ok(mcp, 'the MCP link');
  assert.match(mcp[1]!, /target="_self"/);
  assert.doesNotMatch(mcp[1]!, /target="_blank"/);
  assert.match(mcp[2]!, /^MCP<svg class="external-link-icon iconExternalLink"/);
  assert.doesNotMatch(mcp[2]!, /new tab/);
  // A link to another site written as `to` opens in a new tab, with no arrow: Docusaurus marks only an `href`.
  assert.match(page, /<a href="https:\/\/widgets\.example\.com\/contact" target="_blank" rel="noopener noreferrer" class="navbar-link navbar__item navbar__link">Support<span class="sr-only">/);
  // An item written as html is the link's whole content, as Docusaurus sets it: no wrapper, no arrow, no note.
  assert.match(page, /<a href="https:\/\/github\.com\/widgets\/ui" target="_blank" rel="noopener noreferrer" class="navbar-link navbar__item navbar__link"><div class="gh"><span>Source<\/span><\/div><\/a>/);
});

test("a dropdown's html items (a heading, a separator) stay among its links, in the navbar and the phone menu, as Docusaurus draws them", async () => {
  const page = await readRoute(project().outDir, '/docs/intro/');
  const menus = [...page.matchAll(/<li class="dropdown-category"><b>News<\/b><\/li><li>.*?All posts.*?<\/li><li><hr class="dropdown-separator"><\/li><li>.*?Forum.*?<\/li>/g)];
  assert.equal(menus.length, 2, 'the navbar\'s dropdown and the phone menu\'s');
});

test('analytics the configuration asks for are named in a warning: the pages count no visits', () => {
  assert.ok(project().warnings.map(formatWarning).some((warning) => /docusaurus\.config\.mjs: analytics are not added to the pages here: the security policy lets no tracking script load \(the classic preset's gtag\)$/.test(warning)));
});

test('a version versions.json lists without its folder is left out, and said (Docusaurus stops there)', async () => {
  const warnings = project().warnings.map(formatWarning).filter((warning) => /9\.x/.test(warning));
  assert.deepEqual(warnings.map((warning) => warning.replace(/^.*\/site\//, '')), ['versions.json: version "9.x" has no folder versioned_docs/version-9.x/ (Docusaurus stops here; a script of the project may make it): that version is left out']);
  assert.equal(await readRoute(project().outDir, '/docs/intro/').then((html) => html.includes('version-badge')), false, 'the docs are the only version');
});

test('a configuration may import() a file; a versions.json listing "current" builds the docs once; a page that throws names the packages it lacks', () => {
  const messages = project().warnings.map(formatWarning);
  assert.ok(messages.some((warning) => /src\/pages\/sponsors\.jsx: threw while rendering: .* \(it uses @visx\/hierarchy, not installed here\)/.test(warning)), messages.join('\n'));
});

test("an author with page: true in authors.yml has a page of their own listing their posts, and their name leads there", async () => {
  const { outDir } = project();
  const page = await readRoute(outDir, '/blog/authors/ana/');
  assert.match(page, /<title>Ana Souza - One post \| Widgets<\/title>/);
  assert.match(page, /<h1>Ana Souza<\/h1><p class="author-title">Maintainer<\/p><p>Writes the widgets\.<\/p>/);
  assert.match(page, /<article class="post-preview"><h2><a href="\/blog\/2024\/02\/03\/hello\/">Hello<\/a><\/h2>/);
  assert.match(await readRoute(outDir, '/blog/2024/02/03/hello/'), /<a href="\/blog\/authors\/ana\/" class="author-name">Ana Souza<\/a>/);
  await assert.rejects(readRoute(outDir, '/blog/authors/bia/'));
  // Its route is the key in kebab case, as Docusaurus makes it.
  assert.match(await readRoute(outDir, '/blog/authors/carlos-mb/'), /<h1>Carlos<\/h1>/);
});

test("the blog's authors and tags pages are Docusaurus's: beside the blog's sidebar, no description of this generator's, each author's name leading to their page with a count of their posts, not a list of them", async () => {
  const { outDir } = project();
  const authors = await readRoute(outDir, '/blog/authors/');
  const tags = await readRoute(outDir, '/blog/tags/');
  for (const page of [authors, tags]) {
    assert.match(page, /<aside class="blog-aside"/);
    assert.doesNotMatch(page, /<meta name="description"/);
  }
  assert.match(authors, /<a href="\/blog\/authors\/ana\/"><h2 class="author-name">Ana Souza<\/h2><\/a><span class="author-post-count">1<\/span>/);
  assert.match(authors, /<h2 class="author-name">Bia<\/h2><span class="author-post-count">0<\/span>/);
  // The post is named by the sidebar only.
  assert.equal(authors.split('/blog/2024/02/03/hello/').length - 1, 1);
  assert.match(tags, /<h2 id="N">N<\/h2><ul class="tag-list tag-index padding--none"><li><a href="\/blog\/tags\/news\/" class="tag">news <span class="tag-count">1<\/span><\/a>/);
});

test('an SVG an MDX page imports is a component drawing it in the page, as svgr makes it', async () => {
  const { outDir, warnings } = project();
  assert.match(await readRoute(outDir, '/docs/activity/'), /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 10 10" role="img"><title>Activity by month<\/title><rect width="10" height="10"\/><\/svg>/);
  assert.deepEqual(warnings.map(formatWarning).filter((warning) => /ActivityChart|chart\.svg/.test(warning)), []);
});

test("previous and next step through a category's generated index, which has its own, as Docusaurus pages through them", async () => {
  const { outDir } = project();
  const index = await readRoute(outDir, '/docs/category/getting-started/');
  assert.match(index, /<a href="\/docs\/fields\/" class="pagination-link pagination-previous" rel="prev">[\s\S]*?Fields<\/span><\/a><a href="\/docs\/getting-started\/docker\/" class="pagination-link pagination-next" rel="next">/);
  assert.match(await readRoute(outDir, '/docs/fields/'), /<a href="\/docs\/category\/getting-started\/" class="pagination-link pagination-next" rel="next">[\s\S]*?Getting started/);
});

test('a JSON file an MDX page imports gives its values', async () => {
  assert.match(await readRoute(project().outDir, '/docs/versions/'), /ESLint <code>\^9\.0\.0<\/code>, version 8\.67\.0\./);
});

test("a gradle code block is coloured (Prism's name for what Shiki calls groovy), and a flow one (Shiki has no Flow: TypeScript's grammar)", async () => {
  const page = await readRouteWithCodeStyles(project().outDir, '/docs/gradle/');
  assert.match(page, /<code class="language-gradle"><span class="code-line token-line"><span style="--shiki-light:/);
  assert.match(page, /<code class="language-flow"><span class="code-line token-line"><span style="--shiki-light:/);
});

test("react-github-btn's button is drawn as GitHub's own, a grey box with its icon, whatever colour the section it sits in (Infer's Star sat purple on its purple hero)", async () => {
  const page = await readRoute(project().outDir, '/stars/');
  assert.match(page, /<a class="github-button" data-size="large" href="https:\/\/github\.com\/widgets\/widgets" aria-label="Star widgets on GitHub" target="_blank" rel="noopener noreferrer"><svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path fill="currentColor" d="M8 \.25a/);
  const stylesheet = /<link rel="stylesheet" href="(\/assets\/custom\.[^"]+\.css)"/.exec(page)?.[1];
  assert.match(await readFile(path.join(project().outDir, stylesheet ?? ''), 'utf8'), /\.github-button \{[^}]*background: #f6f8fa; color: #25292e;/);
});

test("an HTML file of the static folders keeps its inline script and <style>: the security policy allows them by their hashes (Infer's man pages and OCaml API pages)", async () => {
  const headers = JSON.parse(await readFile(path.join(project().outDir, '_deploy/headers.json'), 'utf8')) as Record<string, string>;
  const policy = headers['Content-Security-Policy']!;
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  assert.match(policy, new RegExp(`script-src [^;]*${escapeRegExp(hash('hljs.initHighlightingOnLoad();'))}`));
  assert.match(policy, new RegExp(`style-src [^;]*${escapeRegExp(hash('\n p { margin-top: 0 }\n'))}`));
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}


test("an <Admonition icon> shows that icon in place of its kind's, and the theme's admonition icons are there to give it (React Query Builder's danger box with the warning's triangle)", async () => {
  const { outDir, warnings } = project();
  assert.deepEqual(warnings.map(formatWarning).filter((warning) => /Admonition/.test(warning)), []);
  assert.match(await readRoute(outDir, '/docs/performance/'), /<div class="theme-admonition theme-admonition-danger" role="note"><p class="theme-admonition-title theme-admonition-own-icon"><span class="admonition-icon theme-admonition-warning" aria-hidden="true"><\/span><\/p>\n<p>Bad example\.<\/p>/);
});

const quietMarkdownLinks = projectForTests({
  'docusaurus.config.js': "module.exports = { title: 'Swap', url: 'https://swap.example.com', baseUrl: '/', markdown: { hooks: { onBrokenMarkdownLinks: 'ignore' } }, presets: [['classic', { blog: false }]] };\n",
  'docs/intro.md': '# Intro\n\nSee [the process](./02-process.md) and [a page](/docs/nowhere). The [REST API](/restful-api) is a static page.\n',
  'static/restful-api/index.html': '<!doctype html><title>REST API</title>\n',
  'docs/types.mdx': '# Types\n\nBack to [the modules](../modules.md).\n',
});

test("markdown.hooks.onBrokenMarkdownLinks: 'ignore' leaves a link to a Markdown file that is not there as written and unsaid, as Docusaurus does (Uniswap's 169 warnings); a link to a page that is not there is still said, and one to a static folder's index.html is none", () => {
  const messages = quietMarkdownLinks().warnings.map(formatWarning);
  assert.deepEqual(messages.filter((message) => /\.md"/.test(message)), []);
  assert.ok(messages.some((message) => /no page at \/docs\/nowhere/.test(message)), messages.join('\n'));
  // A static folder's index.html is the page at the folder's address (KubeVela's /restful-api/).
  assert.deepEqual(messages.filter((message) => /restful-api/.test(message)), []);
});

const warnedImages = projectForTests({
  'docusaurus.config.js': "module.exports = { title: 'Door', url: 'https://door.example.com', baseUrl: '/', markdown: { hooks: { onBrokenMarkdownImages: 'warn' } }, presets: [['classic', { blog: false }]] };\n",
  'docs/ldap.md': '# LDAP\n\nThe fields:\n\n![LDAP fields](/img/ldap/field.gif)\n',
});

test("markdown.hooks.onBrokenMarkdownImages: 'warn' builds the site with the picture's address as written, and says which file and line name it (Casdoor's missing GIF stopped the build)", async () => {
  const { outDir, warnings } = warnedImages();
  const said = warnings.map(formatWarning).filter((message) => /image/.test(message));
  assert.equal(said.length, 1, said.join('\n'));
  assert.match(said[0]!, /(^|\/)docs\/ldap\.md:5: image not found: "\/img\/ldap\/field\.gif"; its address is left as written$/);
  assert.match(await readRoute(outDir, '/docs/ldap/'), /<img src="\/img\/ldap\/field\.gif" alt="LDAP fields"/);
});

const docWithCssModule = projectForTests({
  'docusaurus.config.js': "module.exports = { title: 'Door', url: 'https://door.example.com', baseUrl: '/', presets: [['classic', { blog: false }]] };\n",
  'docs/styles.module.css': '.gradientborder {\n  box-shadow: 0 0 50px grey;\n  margin: 0 auto;\n}\n',
  'docs/app/config.mdx': "import styles from '../styles.module.css';\n\n# Config\n\n<div className={styles.gradientborder}>\n\nThe login page.\n\n</div>\n",
});

test("a CSS module an MDX doc imports itself gives its classes, and its rules reach the stylesheet the page links (Casdoor's centred login frame was bare, with a wrong 'undefined in Docusaurus too')", async () => {
  const { outDir, warnings } = docWithCssModule();
  assert.deepEqual(warnings.map(formatWarning).filter((message) => /gradientborder|styles/.test(message)), []);
  const page = await readRoute(outDir, '/docs/app/config/');
  const name = /<div class="(gradientborder_[\w-]+)">/.exec(page)?.[1];
  assert.ok(name, 'the div has the module\'s class');
  const href = /<link rel="stylesheet" href="\/(assets\/components\.[\w-]+\.css)"\/>/.exec(page)?.[1];
  assert.ok(href, 'the page links the components\' stylesheet');
  assert.match(await readFile(path.join(outDir, href), 'utf8'), new RegExp(`\\.${name}\\s*\\{\\s*box-shadow: 0 0 50px grey;`));
});

const redirectingDoc = projectForTests({
  'docusaurus.config.js': "module.exports = { title: 'Query', url: 'https://query.example.com', baseUrl: '/', presets: [['classic', { blog: false }]] };\n",
  'docs/intro.md': '# Intro\n\nSee [the builder](./api/querybuilder.mdx).\n',
  'docs/api/querybuilder.mdx': "import { Redirect } from '@docusaurus/router';\n\n<Redirect to=\"../components/querybuilder\" />\n",
  'docs/components/querybuilder.md': '# QueryBuilder\n\nThe component.\n',
});

test("a doc that renders nothing but a <Redirect> is a moved page to where it leads, its relative address read from the doc's (React Query Builder's docs/api/*.mdx)", async () => {
  const { outDir, warnings } = redirectingDoc();
  assert.deepEqual(warnings.map(formatWarning), []);
  const moved = await readRoute(outDir, '/docs/api/querybuilder/');
  assert.match(moved, /<meta http-equiv="refresh" content="0; url=\/docs\/components\/querybuilder\/">/);
  assert.doesNotMatch(moved, /class="doc-article"/);
  assert.match(await readRoute(outDir, '/docs/components/querybuilder/'), /<h1>QueryBuilder<\/h1>/);
});

const sidebarLinkProject = projectForTests({
  'docusaurus.config.js': "module.exports = { title: 'Registry', url: 'https://registry.example.com', baseUrl: '/', plugins: [['@easyops-cn/docusaurus-search-local', { hashed: true }]], presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]] };\n",
  'sidebars.js': "module.exports = { docs: ['intro', { type: 'link', label: 'Meet the Contributors', href: '/contributors' }, { type: 'link', label: 'Intro again', href: '/docs/intro#start' }] };\n",
  'docs/intro.md': '# Intro\n\n## Start\n\nText.\n',
});

test("a sidebar's link to a page of the site that is not there is a broken link, as Docusaurus's check finds it in the page (Verdaccio's /contributors)", () => {
  const messages = sidebarLinkProject().warnings.map(formatWarning).filter((message) => /broken link/.test(message));
  assert.deepEqual(messages.map((message) => message.replace(/^.*?: /, '')), ['broken link: no page at /contributors/']);
});

test("a local search plugin among the plugins is not said to be left out: its box and page are this build's search, as for a search theme (Restyle's)", () => {
  assert.deepEqual(sidebarLinkProject().warnings.map(formatWarning).filter((message) => /search-local/.test(message)), []);
  assert.ok(existsSync(path.join(sidebarLinkProject().outDir, 'search', 'index.html')));
});
