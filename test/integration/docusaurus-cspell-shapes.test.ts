/**
 * What cspell's site writes: a category whose index doc has a sidebar_label of its own, JSON code
 * under prism-react-renderer's GitHub theme, a component that imports a workspace package nobody built,
 * no search of its own.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRouteWithCodeStyles } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.js': "const { themes } = require('prism-react-renderer');\nmodule.exports = { title: 'CSpell', url: 'https://cspell.example.com', baseUrl: '/', presets: [['classic', { docs: {}, blog: false }]], themeConfig: { prism: { theme: themes.github } } };\n",
  'docs/getting-started.md': '---\nsidebar_position: 1\n---\n\n# Getting started\n\n```json\n{ "$schema": "https://example.com/schema.json", "version": "0.2" }\n```\n',
  'docs/dictionaries/_category_.yaml': 'label: Dictionaries\nposition: 2\n',
  'docs/dictionaries/index.md': '---\nsidebar_label: Default Dictionaries\n---\n\n# Dictionaries\n\nThe ones that come with it.\n',
  'docs/dictionaries/custom.md': '# Custom\n\nYour own words.\n',
  'docs/file-types.mdx': "import { FileTypeTable } from '@site/src/components/FileTypeTable';\n\n# File types\n\n<FileTypeTable />\n",
  'src/components/FileTypeTable.tsx': "import { fileTypeDefinitions } from '@cspell/filetypes';\nexport function FileTypeTable() {\n  return <table><tbody>{[...fileTypeDefinitions].map((type) => <tr key={type.id}><td>{type.id}</td></tr>)}</tbody></table>;\n}\n",
});

test("a category's own page is its crumb by the category's label; the previous and next links carry their arrows on the titles, as Infima draws them", async () => {
  const page = await readRouteWithCodeStyles(project().outDir, '/docs/dictionaries/');
  assert.match(page, /<span class="breadcrumbs__link" aria-current="page">Dictionaries<\/span>/);
  assert.match(page, /<span class="pagination-label">Previous<\/span><span class="pagination-title">« Getting started<\/span>/);
  assert.match(page, /<span class="pagination-label">Next<\/span><span class="pagination-title">Custom »<\/span>/);
});

test("a JSON key's and a string's quotes are in their token's colour, as Prism colours them, not in the punctuation's", async () => {
  const page = await readRouteWithCodeStyles(project().outDir, '/docs/getting-started/');
  // GitHub's Prism theme: properties #36acaa, strings #e3116c; the text colour #393A34 is left for braces and commas.
  assert.match(page, /<span style="--shiki-light:#36ACAA;--shiki-dark:#36ACAA">"\$schema"<\/span>|<span style="--shiki-light:#36ACAA;--shiki-dark:#36ACAA">&quot;\$schema&quot;<\/span>/);
  assert.doesNotMatch(page, /<span style="--shiki-light:#393A34;--shiki-dark:#393A34">&quot;<\/span>/);
});

test("a component that fails on a module that is not installed says which; the generator's results page is not in the sitemap of a site that has no search of its own", async () => {
  const { outDir, warnings } = project();
  assert.ok(warnings.map(formatWarning).some((warning) => /<FileTypeTable>.*could not be rendered \(.*\(it uses @cspell\/filetypes, not installed here\)\)/.test(warning)), warnings.map(formatWarning).join('\n'));
  const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
  assert.doesNotMatch(sitemap, /\/search\//);
  assert.match(sitemap, /\/docs\/dictionaries\//);
});
