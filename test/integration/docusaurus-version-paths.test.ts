/**
 * A version whose `path` is written with slashes, and a generated index whose label is not in Latin
 * letters, as RocketMQ's site has them: the routes Docusaurus gives them.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';
import { VERSIONED_PROJECT } from '../helpers/versioned-project.ts';

const project = projectForTests({
  ...VERSIONED_PROJECT,
  'docusaurus.config.js': VERSIONED_PROJECT['docusaurus.config.js']!.replace("sidebarPath: require.resolve('./sidebars.js') }", "sidebarPath: require.resolve('./sidebars.js'), versions: { '1.0': { path: '/1.x/' } } }"),
  'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["intro", { "type": "category", "label": "基本概念", "link": { "type": "generated-index" }, "items": ["intro"] }] }\n',
});

test("a version's path written with slashes joins the docs' base as one segment, and a generated index keeps its label's letters, as Docusaurus's slugger keeps them (RocketMQ's /docs//4.x/category/)", async () => {
  const page = await readRoute(project().outDir, '/docs/1.x/intro/');
  assert.match(page, /The first gadget\./);
  assert.match(page, /href="\/docs\/1\.x\/category\/基本概念\/"/);
  assert.doesNotMatch(page, /href="\/docs\/\//);
  assert.match(await readRoute(project().outDir, '/docs/1.x/category/基本概念/'), /<h1[^>]*>基本概念<\/h1>/);
});
