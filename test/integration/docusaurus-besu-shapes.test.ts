/**
 * What Hyperledger Besu's documentation (its trial: reviews/docusaurus-projects/besu.md) found: a
 * project stylesheet that restates Infima's navbar from Infima's variables, a toggle coloured by
 * Infima's `.clean-btn`, Solidity fenced as `sol`, a tag of 105 docs listed on one page; and memlab's
 * page importing a theme of prism-react-renderer 1 (`prism-react-renderer/themes/palenight`).
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute, readRouteWithCodeStyles } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.js': `module.exports = {
  title: 'Node', url: 'https://node.example.com', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, theme: { customCss: require.resolve('./src/css/custom.css') } }]],
  themeConfig: { prism: { additionalLanguages: ['solidity'] } },
};
`,
  'src/css/custom.css': '.navbar { box-shadow: var(--ifm-navbar-shadow); padding: var(--ifm-navbar-padding-vertical) var(--ifm-navbar-padding-horizontal); }\n.clean-btn { color: white; }\n',
  'docs/index.md': '# Contracts\n\n```sol\ncontract Counter { uint256 count; }\n```\n',
  'src/pages/terminal.js': "import Layout from '@theme/Layout';\nimport palenight from 'prism-react-renderer/themes/palenight';\nexport default function Terminal() { return <Layout><p className=\"terminal\">{palenight.plain.backgroundColor}</p></Layout>; }\n",
  ...Object.fromEntries(Array.from({ length: 105 }, (_, number) => [`docs/private/page-${number}.md`, `---\ntags: [private networks]\n---\n\n# Private page ${number}\n\nText.\n`])),
});

test("Infima's navbar variables are defined for a project's stylesheet to read, and the menu toggle has Infima's names", async () => {
  const page = await readRoute(project().outDir, '/');
  const stylesheets = await Promise.all([...page.matchAll(/<link rel="stylesheet" href="\/([^"]+\.css)"/g)].map(([, file]) => readFile(path.join(project().outDir, file!), 'utf8')));
  const css = stylesheets.join('\n');
  for (const variable of ['--ifm-navbar-padding-vertical', '--ifm-navbar-padding-horizontal', '--ifm-navbar-shadow', '--ifm-navbar-item-padding-horizontal', '--ifm-global-spacing']) assert.match(css, new RegExp(`${variable}:`), `${variable} is defined`);
  assert.match(page, /<summary class="navbar-toggle navbar__toggle clean-btn"/);
});

test("a code block fenced sol is coloured as Solidity, as Prism's alias names it", async () => {
  const page = await readRouteWithCodeStyles(project().outDir, '/');
  assert.match(page, /<code class="language-sol"><span class="code-line token-line"><span style="--shiki-light:/);
});

test("a project's docs tag lists all its docs on one page, as Docusaurus's tag page does", async () => {
  const page = await readRoute(project().outDir, '/tags/private-networks/');
  assert.equal(page.match(/href="\/private\/page-\d+\/"/g)?.length, 105);
  await assert.rejects(readRoute(project().outDir, '/tags/private-networks/page/2/'));
});

test("a page importing a theme module of prism-react-renderer 1, as Docusaurus 2 projects do, gets version 2's theme of that name", async () => {
  const { outDir, warnings } = project();
  assert.match(await readRoute(outDir, '/terminal/'), /<p class="terminal">#292D3E<\/p>/i);
  assert.deepEqual(warnings.filter((warning) => warning.message.includes('prism-react-renderer')), []);
});
