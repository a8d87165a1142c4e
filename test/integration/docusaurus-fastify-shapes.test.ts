/**
 * What Fastify's site (its last Docusaurus commit) writes: a folder's `Index.md` without a title, a CSS
 * module naming a picture of the static folder by `/static/…` (or `~/…`, as Rush's does), the preset's `debug: true`.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.js': "module.exports = { title: 'Fastify', url: 'https://fastify.example.com', baseUrl: '/', presets: [['classic', { debug: true, docs: { sidebarPath: false }, blog: false }]] };\n",
  'docs/Guides/Index.md': '## Guides Table Of Contents\n\nRead these first.\n',
  'docs/Guides/Getting-Started.md': 'Start here.\n',
  'src/pages/index.js': "import Layout from '@theme/Layout';\nimport styles from './index.module.css';\nexport default function Home() {\n  return <Layout><header className={styles.hero}>Fast and low overhead</header><div className={styles.masthead} /></Layout>;\n}\n",
  'src/pages/index.module.css': ".hero { background: url('/static/img/bg-pattern.png'); }\n.masthead { background: url('~/img/bg-masthead.jpg') no-repeat; }\n",
  'static/img/bg-pattern.png': 'not really a picture',
  'static/img/bg-masthead.jpg': 'not really a photo',
});

test("a folder's index doc without a title is titled by its id as written ('Index'), as a doc elsewhere is ('Getting-Started')", async () => {
  const { outDir } = project();
  assert.match(await readRoute(outDir, '/docs/Guides/'), /<title>Index \| Fastify<\/title>/);
  assert.match(await readRoute(outDir, '/docs/Guides/Getting-Started/'), /<title>Getting-Started \| Fastify<\/title>/);
});

test("a CSS module's url(/static/…) is the picture's path in the site, as in the project's own stylesheet; the preset's debug is named in a warning", async () => {
  const { outDir, warnings } = project();
  const home = await readRoute(outDir, '/');
  const stylesheets = [...home.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((match) => match[1]!);
  const css = (await Promise.all(stylesheets.map((file) => readFile(path.join(outDir, file), 'utf8')))).join('\n');
  assert.match(css, /url\(['"]?\/img\/bg-pattern\.png['"]?\)/);
  assert.doesNotMatch(css, /\/static\/img/);
  // css-loader's old `~` module prefix, which Docusaurus resolves from the static folder too (Rush's masthead).
  assert.match(css, /url\(['"]?\/img\/bg-masthead\.jpg['"]?\) no-repeat/);
  assert.ok(warnings.map(formatWarning).some((warning) => /presets: debug is not carried out here/.test(warning)));
});
