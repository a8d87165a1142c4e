/**
 * What Flow's site found (its trial: reviews/docusaurus-projects/flow.md): a Markdown page's
 * `wrapperClassName` and `image` front matter, and the blog's `showReadingTime: false`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.js': `module.exports = { title: 'Types', url: 'https://types.example.com', baseUrl: '/',
  presets: [['classic', { docs: false, blog: { showReadingTime: false } }]],
  themeConfig: { image: 'img/og-share.png' } };\n`,
  'src/pages/index.mdx': '---\ntitle: Types\nwrapperClassName: landing-wrapper\nimage: img/og-home.png\n---\n\n# Types\n\nA typed dialect.\n',
  'src/pages/about.md': '---\ntitle: About\n---\n\n# About\n\nWho we are.\n',
  'blog/2025-05-29-inference.md': '---\ntitle: Natural inference\n---\n\nA post long enough to be read in a minute or so.\n',
});

test("a Markdown page's wrapperClassName is on the page's wrapper, as Docusaurus's <Layout wrapperClassName>, without a warning", async () => {
  const { outDir, warnings } = project();
  assert.deepEqual(warnings.map(formatWarning).filter((warning) => /wrapperClassName/.test(warning)), []);
  assert.match(await readRoute(outDir, '/'), /<div class="page page-content main-wrapper landing-wrapper">/);
  assert.match(await readRoute(outDir, '/about/'), /<div class="page page-content main-wrapper">/);
});

test("a Markdown page's image is its link previews' picture; a page without one has the configuration's", async () => {
  const { outDir } = project();
  const home = await readRoute(outDir, '/');
  assert.match(home, /<meta property="og:image" content="https:\/\/types\.example\.com\/img\/og-home\.png"\/>/);
  assert.match(home, /<meta name="twitter:image" content="https:\/\/types\.example\.com\/img\/og-home\.png"\/>/);
  assert.match(await readRoute(outDir, '/about/'), /<meta property="og:image" content="https:\/\/types\.example\.com\/img\/og-share\.png"\/>/);
});

test('the blog option showReadingTime: false leaves the reading time out of the list and the post', async () => {
  const { outDir } = project();
  for (const route of ['/blog/', '/blog/2025/05/29/inference/']) {
    const html = await readRoute(outDir, route);
    assert.match(html, /May 29, 2025/, route);
    assert.doesNotMatch(html, /min read/, route);
  }
});
