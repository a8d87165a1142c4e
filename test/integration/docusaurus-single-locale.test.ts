/**
 * `--locale en` of a project whose default locale is pt-BR builds as `docusaurus build --locale en`
 * does: a site for its own base URL (`/en/`), in the output's `en/` folder (pnpm's Chinese site came
 * out at the root, its canonical URL the English page's). A locale's `localeConfigs` baseUrl wins.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { buildProject } from '../../src/generator/build-site.ts';
import { projectLocales } from '../../src/generator/docusaurus-locales.ts';

const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'jabuti-single-locale-')), 'out');
after(() => rmSync(path.dirname(outDir), { recursive: true, force: true }));

test('a locale other than the default, built alone, is a site of its own base URL in its folder of the output', async () => {
  await buildProject('test/fixtures/docusaurus', { outDir, compress: false, cache: false, locales: ['en'] });
  assert.equal(existsSync(path.join(outDir, 'docs')), false, 'nothing at the root');
  const page = readFileSync(path.join(outDir, 'en', 'docs', 'instalar', 'index.html'), 'utf8');
  assert.match(page, /<html lang="en"/);
  assert.match(page, /<link rel="canonical" href="https:\/\/guia\.exemplo\.com\.br\/en\/docs\/instalar\/"\/>/);
  assert.match(page, /href="\/en\/docs\/"/);
  assert.doesNotMatch(page, /<a [^>]*href="\/docs\//);
});

test("a locale's localeConfigs baseUrl is its base URL, slashes made whole", () => {
  const locales = projectLocales({ defaultLocale: 'en', locales: ['en', 'zh', 'fr'], localeConfigs: { zh: { baseUrl: 'zh' }, fr: { path: 'francais' } } }, '/docs-site/');
  assert.deepEqual(locales.map((locale) => locale.baseUrl), ['/docs-site/', '/zh/', '/docs-site/francais/']);
});
