/**
 * Shapes of Excalidraw's developer docs (reviews/docusaurus-projects/excalidraw.md): a folder that
 * holds both `index.js` and a leftover `index.tsx` is its `.js`, as Docusaurus's webpack resolves it,
 * from a page and from MDX alike; the navbar's logo sits in Infima's `navbar__logo` box, which the
 * project's dark-mode rule inverts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.js': `module.exports = { title: 'Draw', url: 'https://draw.example.com', baseUrl: '/',
  presets: [['classic', { blog: false }]],
  themeConfig: { navbar: { title: 'Draw', logo: { alt: 'Draw Logo', src: 'img/logo.svg' } } } };\n`,
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#fff"/></svg>\n',
  'src/components/Homepage/index.js': "export default function Homepage() { return <p>Learn how Draw works</p>; }\n",
  'src/components/Homepage/index.tsx': "export default function Homepage() { return <p>Easy to Use</p>; }\n",
  'src/components/Note.js': "export default function Note() { return <aside>A note from the script</aside>; }\n",
  'src/components/Note.tsx': "export default function Note() { return <aside>A note from the template</aside>; }\n",
  'src/pages/index.js': "import Layout from '@theme/Layout';\nimport Homepage from '@site/src/components/Homepage';\nexport default function Home() { return <Layout><main><Homepage /></main></Layout>; }\n",
  'docs/intro.mdx': "import Note from '@site/src/components/Note';\n\n# Intro\n\n<Note />\n",
});

test("a module named without its extension is the .js beside a .tsx, as Docusaurus's webpack resolves it, from a page and from MDX", async () => {
  const home = await readRoute(project().outDir, '/');
  assert.match(home, /Learn how Draw works/);
  assert.doesNotMatch(home, /Easy to Use/);
  const intro = await readRoute(project().outDir, '/docs/intro/');
  assert.match(intro, /A note from the script/);
  assert.doesNotMatch(intro, /from the template/);
});

test("the navbar's logo is in Infima's navbar__logo box, which a project's rules address", async () => {
  assert.match(await readRoute(project().outDir, '/docs/intro/'), /<a class="navbar-brand navbar__brand"[^>]*><div class="navbar__logo"><img src="\/img\/logo\.svg"[^>]*alt="Draw Logo"\/?><\/div>/);
});
