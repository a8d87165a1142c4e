/**
 * Meta's open-source sites (Metro, Flow…) use `docusaurus-plugin-internaldocs-fb`: its preset wraps
 * the classic one with the same options, and its `fbContent({ internal, external })` picks the public
 * value outside Meta. Neither is installed here; the site builds as on its public host.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildProject } from '../../src/generator/build-site.ts';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { decodeEntities, readRoute } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.js': `const {fbContent} = require('docusaurus-plugin-internaldocs-fb/internal');
module.exports = {
  title: 'Bundler',
  url: 'https://bundler.example.com',
  baseUrl: '/',
  presets: [[require.resolve('docusaurus-plugin-internaldocs-fb/docusaurus-preset'), {
    docs: { path: 'docs', sidebarPath: require.resolve('./sidebars.json'), editUrl: fbContent({ internal: 'https://intern.example/edit/', external: 'https://github.com/example/bundler/edit/main/docs/' }) },
    staticDocsProject: 'bundler',
    'remark-code-snippets': { baseDir: '..' },
  }]],
  themeConfig: { navbar: { title: 'Bundler', items: [{ label: 'Docs', to: 'docs/getting-started' }, { label: 'Sponsor', position: 'right', items: [{ label: 'Open Collective', href: 'https://opencollective.com/bundler' }] }] } },
};
`,
  'sidebars.json': '{ "docs": ["getting-started", "guides/advanced", "setup"] }\n',
  'docs/setup.mdx': "# Setup\n\nimport {FbInternalOnly, OssOnly} from 'docusaurus-plugin-internaldocs-fb/internal';\n\n<FbInternalOnly>\n\nClone [fbsource](https://intern.example/fbsource) first.\n\n</FbInternalOnly>\n\n<OssOnly>\n\nClone the public repository first.\n\n</OssOnly>\n",
  'docs/guides/advanced.md': '# Advanced\n\nRead [getting started](getting-started.md) first, then [packaging](/guides/packaging.md#layout).\n',
  'docs/guides/packaging.md': '# Packaging\n\n## Layout\n\nHow.\n',
  'docs/getting-started.md': '---\nid: getting-started\ntitle: Getting Started\n---\n\nInstall the bundler.\n',
  // Flipper's tutorial: fences filled from the repository's files (baseDir '..' from the site's folder), between marker lines.
  'docs/snippets.mdx': '# Snippets\n\n```tsx file=js/client.tsx start=DOCS_START_CLIENT end=DOCS_END_CLIENT\n```\n\n```tsx file=js/gone.tsx start=A end=B\n```\n\n```tsx file=js/client.tsx start=NO_SUCH_MARKER end=DOCS_END_CLIENT\n```\n',
  '../js/client.tsx': "import {start} from 'bundler';\n\nexport function main() {\n  // DOCS_START_CLIENT\n  const client = start();\n\n  client.go();\n  // DOCS_END_CLIENT\n}\n",
});

test("Meta's preset is read as the classic one: its docs are built, editUrl from fbContent is the public one, and nothing warns about the preset", async () => {
  const page = await readRoute(project().outDir, '/docs/getting-started/');
  assert.match(page, /<h1>Getting Started<\/h1>/);
  // As Docusaurus makes it: editUrl, then the docs folder from the site's, then the file.
  assert.match(page, /href="https:\/\/github\.com\/example\/bundler\/edit\/main\/docs\/docs\/getting-started\.md"/);
  assert.deepEqual(project().warnings.map(formatWarning).filter((warning) => /internaldocs|preset/.test(warning)), []);
});

test("<FbInternalOnly> shows nothing and <OssOnly> its children, as on the public site (Flipper's internal steps were published)", async () => {
  const body = (await readRoute(project().outDir, '/docs/setup/')).split('theme-doc-markdown')[1] ?? '';
  assert.match(body, /Clone the public repository first\./);
  // (The description keeps the first paragraph, as Docusaurus's excerpt of the file does.)
  assert.doesNotMatch(body, /fbsource/);
  assert.deepEqual(project().warnings.map(formatWarning).filter((warning) => /FbInternalOnly|OssOnly|not rendered/.test(warning)), []);
});

test('a navbar item with items and no type is a dropdown, as in Docusaurus (pnpm\'s "Sponsor Us")', async () => {
  const page = await readRoute(project().outDir, '/docs/getting-started/');
  assert.match(page, /<a href="https:\/\/opencollective\.com\/bundler"[^>]*class="dropdown-link dropdown__link"[^>]*>Open Collective/);
  assert.deepEqual(project().warnings.map(formatWarning).filter((warning) => /navbar/.test(warning)), []);
});

test('a Markdown link not found beside its file is read from the docs folder\'s root, as Docusaurus also tries (pnpm\'s cli/add.md → catalogs.md)', async () => {
  assert.match(await readRoute(project().outDir, '/docs/guides/advanced/'), /<a href="\/docs\/getting-started\/">getting started<\/a>/);
  assert.match(await readRoute(project().outDir, '/docs/guides/advanced/'), /<a href="\/docs\/guides\/packaging\/#layout">packaging<\/a>/, "a link written /x.md names a file from the docs folder's root (Hydra's)");
  assert.deepEqual(project().warnings.map(formatWarning).filter((warning) => /broken link/.test(warning)), []);
});

test("Meta's preset's snippet fences show the lines between their file's markers, indentation taken off as the preset does; a missing file or marker warns with the fence's line", async () => {
  const html = await readRoute(project().outDir, '/docs/snippets/');
  const blocks = [...html.matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)].map((match) => decodeEntities(match[1]!.replace(/<[^>]+>/g, '')).trim());
  assert.equal(blocks[0], 'const client = start();\n\nclient.go();');
  const warnings = project().warnings.map(formatWarning);
  assert.ok(warnings.some((warning) => /docs\/snippets\.mdx:6: .*"js\/gone\.tsx"/.test(warning)), warnings.join('\n'));
  assert.ok(warnings.some((warning) => /docs\/snippets\.mdx:9: .*"js\/client\.tsx" .*start marker "NO_SUCH_MARKER"/.test(warning)), warnings.join('\n'));
});

test('a configuration that fails on what a package not installed should have given names that package (a monorepo site whose packages are not built)', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'jabuti-config-'));
  try {
    await writeFile(path.join(root, 'docusaurus.config.js'), "const plugin = require('@monorepo/eslint-plugin');\nif (!Array.isArray(plugin.ruleNames)) throw new TypeError('the plugin lists no rules');\nmodule.exports = { title: 'T', url: 'https://t.example', baseUrl: '/' };\n");
    await assert.rejects(buildProject(root, { outDir: path.join(root, 'build'), compress: false }), /could not load the configuration: .*\(packages not installed, which it may need: @monorepo\/eslint-plugin\)/);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
