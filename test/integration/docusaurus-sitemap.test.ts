/**
 * A Docusaurus project's sitemap is the one its sitemap plugin's options make (or none, with
 * `sitemap: false` or without the classic preset), and its robots.txt is its own static file:
 * Docusaurus writes no robots.txt of its own.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { projectForTests } from '../helpers/build-fixture.ts';

const docs = {
  'docs/intro.md': '# Intro\n\nHello.\n',
  'docs/reference/api.md': '# API\n\nThe API.\n',
  'blog/2025-01-02-news.md': '---\ntitle: News\ntags: [release]\n---\n\nNews.\n',
};

const configured = projectForTests({
  'docusaurus.config.js': `module.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/site/',
  presets: [['classic', { sitemap: { filename: 'map.xml', changefreq: null, priority: 0.8, ignorePatterns: ['/site/blog/tags/**', '/site/docs/reference/**'] } }]] };\n`,
  'static/robots.txt': 'User-agent: *\nDisallow: /site/private/\n',
  ...docs,
});

const withoutSitemap = projectForTests({
  'docusaurus.config.js': `module.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/', presets: [['classic', { sitemap: false }]] };\n`,
  ...docs,
});

test("the sitemap plugin's filename, changefreq, priority and ignorePatterns make the sitemap", () => {
  const { outDir } = configured();
  assert.equal(existsSync(path.join(outDir, 'sitemap.xml')), false, 'no sitemap.xml beside the one the options name');
  const sitemap = readFileSync(path.join(outDir, 'map.xml'), 'utf8');
  assert.match(sitemap, /<url><loc>https:\/\/widgets\.example\.com\/site\/docs\/intro\/?<\/loc><priority>0\.8<\/priority><\/url>/);
  assert.doesNotMatch(sitemap, /changefreq/);
  assert.doesNotMatch(sitemap, /\/blog\/tags\//, 'tag pages are ignored');
  assert.doesNotMatch(sitemap, /\/docs\/reference\//, 'the reference is ignored');
  assert.match(sitemap, /\/site\/blog\/2025\/01\/02\/news\/?<\/loc>/);
});

test("the project's static robots.txt is served as it is", () => {
  assert.equal(readFileSync(path.join(configured().outDir, 'robots.txt'), 'utf8'), 'User-agent: *\nDisallow: /site/private/\n');
});

test('with sitemap: false, there is no sitemap, and no robots.txt the project did not write', () => {
  const { outDir } = withoutSitemap();
  assert.equal(existsSync(path.join(outDir, 'sitemap.xml')), false);
  assert.equal(existsSync(path.join(outDir, 'robots.txt')), false);
  assert.ok(existsSync(path.join(outDir, 'docs', 'intro', 'index.html')) || existsSync(path.join(outDir, 'docs', 'intro.html')));
});
