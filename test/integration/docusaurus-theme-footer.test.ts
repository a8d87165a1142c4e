/**
 * A project's own footer (`src/theme/Footer`, as Babel's): drawn on every page in place of the
 * configured one, with the stylesheet it imports; a footer that wraps the theme's own is left to the
 * one this build draws, and said so.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.js': "module.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false }, blog: false }]], themeConfig: { footer: { copyright: 'Configured footer' } } };\n",
  'docs/intro.md': '# Intro\n\nWidgets make things better.\n',
  'src/theme/Footer/index.jsx': "import React from 'react';\nimport Link from '@docusaurus/Link';\nimport './footer.css';\nfunction Footer() {\n  return <footer className=\"nav-footer\"><Link to=\"/docs/intro\">Learn widgets</Link></footer>;\n}\nexport default React.memo(Footer);\n",
  'src/theme/Footer/footer.css': '.nav-footer { background: #20232a; }\n',
});

test("the project's own footer is on every page, its stylesheet linked, and the configured one is not", async () => {
  const { outDir, warnings } = project();
  assert.deepEqual(warnings.map(formatWarning), []);
  for (const route of ['/docs/intro/', '/search/']) {
    const html = await readRoute(outDir, route);
    assert.match(html, /<div class="theme-footer"><footer class="nav-footer"><a href="\/docs\/intro\/">Learn widgets<\/a><\/footer><\/div>/, route);
    assert.doesNotMatch(html, /Configured footer/, route);
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((match) => match[1]!);
    const css = await Promise.all(stylesheets.map((file) => readFile(path.join(outDir, file), 'utf8')));
    assert.ok(css.some((text) => text.includes('.nav-footer { background: #20232a; }')), route);
  }
  const notFound = await readFile(path.join(outDir, '404.html'), 'utf8');
  assert.match(notFound, /Learn widgets/);
});
