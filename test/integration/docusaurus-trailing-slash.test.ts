/**
 * A relative link (`./examples`, `../api`) resolves against the page's URL, whose end a project's
 * `trailingSlash` decides in Docusaurus: the build writes where the browser would have gone there.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { buildProject } from '../../src/generator/build-site.ts';
import { readRoute } from '../helpers/html.ts';
import { scratchSite } from '../helpers/scratch-site.ts';

/** The hrefs of the links of `/docs/guides/` (a folder's index doc) and `/docs/guides/setup/`, built with `trailingSlash` set so. */
async function linksBuilt(trailingSlash: boolean | undefined): Promise<{ index: string[]; setup: string[]; warnings: string[] }> {
  const { root, write } = scratchSite('jabuti-trailing-slash-');
  const option = trailingSlash === undefined ? '' : ` trailingSlash: ${trailingSlash},`;
  write('docusaurus.config.js', `module.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/',${option} presets: [['classic', { blog: false }]] };\n`);
  write('docs/intro.md', '# Intro\n\nWidgets make things better.\n');
  write('docs/examples.md', '# Examples\n\nSome examples.\n');
  write('docs/guides/index.md', '# Guides\n\nSee [the examples](./examples) and [the setup](setup).\n');
  write('docs/guides/setup.md', '# Setup\n\nBack to [the intro](../intro), or [the examples](./examples).\n');
  write('docs/guides/examples.md', '# Guide examples\n\nExamples of the guides.\n');
  const outDir = await mkdtemp(path.join(tmpdir(), 'jabuti-trailing-slash-out-'));
  after(() => Promise.all([rm(outDir, { recursive: true, force: true }), rm(root, { recursive: true, force: true })]));
  const result = await buildProject(root, { outDir, compress: false });
  const hrefs = async (route: string) => [...(await readRoute(outDir, route)).matchAll(/<a href="([^"]+)">the (?:examples|setup|intro)<\/a>/g)].map((match) => match[1]!);
  return { index: await hrefs('/docs/guides/'), setup: await hrefs('/docs/guides/setup/'), warnings: result.warnings.map((warning) => warning.message) };
}

test('without trailingSlash, a folder index resolves under its folder and another doc beside itself', async () => {
  const built = await linksBuilt(undefined);
  assert.deepEqual(built.index, ['/docs/guides/examples/', '/docs/guides/setup/']);
  assert.deepEqual(built.setup, ['/docs/intro/', '/docs/guides/examples/']);
  assert.deepEqual(built.warnings.filter((warning) => warning.includes('broken link')), []);
});

test('trailingSlash: false resolves every page, folder indexes too, beside itself', async () => {
  const built = await linksBuilt(false);
  assert.deepEqual(built.index, ['/docs/examples/', '/docs/setup/']);
  assert.deepEqual(built.setup, ['/docs/intro/', '/docs/guides/examples/']);
});

test('trailingSlash: true resolves every page under itself', async () => {
  const built = await linksBuilt(true);
  assert.deepEqual(built.index, ['/docs/guides/examples/', '/docs/guides/setup/']);
  assert.deepEqual(built.setup, ['/docs/guides/intro/', '/docs/guides/setup/examples/']);
});
