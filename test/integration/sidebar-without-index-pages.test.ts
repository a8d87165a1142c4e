import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import siteConfig from '../../site.config.ts';
import { buildSite, type BuildResult } from '../../src/generator/build-site.ts';
import { formatWarning } from '../../src/model/errors.ts';
import { readRoute } from '../helpers/html.ts';
import { writeNoIndexWiki } from '../helpers/no-index-wiki.ts';

/** A wiki without index pages (see writeNoIndexWiki): its pages weigh what they would with index pages. */
const root = await mkdtemp(path.join(tmpdir(), 'jabuti-no-index-'));
const contentDir = path.join(root, 'content');
const outDir = path.join(root, 'out');
let result: BuildResult;

before(async () => {
  await writeNoIndexWiki(contentDir);
  result = await buildSite({ config: siteConfig, contentDir, outDir });
});

function sidebarOf(html: string): string {
  const start = html.indexOf('<nav class="sidebar"');
  return html.slice(start, html.indexOf('</nav>', start));
}

after(() => rm(root, { recursive: true, force: true }));

test("a page off a link-less category's path has it closed, without its items, its label leading to the category's generated index", async () => {
  const html = await readRoute(outDir, '/wiki/survival/conta/proteger/');
  assert.match(html, /<li class="sidebar-category"><a href="\/wiki\/survival\/category\/guias\/">Guias<\/a><details data-key="survival\/guias"><summary [^>]*><\/summary><\/details><\/li>/);
  assert.doesNotMatch(html, /guia-\d\d/);
  // `link: null`: no page, a plain toggle whose items come from the items file.
  assert.match(html, /<li><details data-key="survival\/sem-pagina"><summary><span>Sem página<\/span><\/summary><\/details><\/li>/);
  assert.doesNotMatch(html, /solta/);
});

test("a page of a long category shows 25 items on each side of its own, the button for all of them, and its whole path", async () => {
  const sidebar = sidebarOf(await readRoute(outDir, '/wiki/survival/guias/avancado/farm/'));
  assert.match(sidebar, /<a href="\/wiki\/survival\/category\/guias\/">Guias<\/a><details open>/);
  assert.match(sidebar, /<a href="\/wiki\/survival\/category\/avancado\/">Avançado<\/a><details open>/);
  assert.match(sidebar, /aria-current="page" href="\/wiki\/survival\/guias\/avancado\/farm\/"/);
  assert.equal(sidebar.match(/guias\/guia-\d\d\//g)?.length, 50);
  assert.match(sidebar, /<button type="button" data-more="survival\/guias" data-start="0" data-end="51">Mostrar todos os 81 itens<\/button>/);
  const middle = sidebarOf(await readRoute(outDir, '/wiki/survival/guias/guia-40/'));
  assert.match(middle, /data-more="survival\/guias" data-start="15" data-end="66"/);
  const shown = [...middle.matchAll(/guias\/guia-(\d\d)\//g)].map((match) => Number(match[1]));
  assert.deepEqual([shown[0], shown.at(-1), shown.length], [15, 65, 51]);
  const itemsFile = JSON.parse(await readFile(path.join(outDir, sidebar.match(/data-items="\/([^"]+)"/)![1]!), 'utf8')) as Record<string, string>;
  assert.equal(itemsFile['survival/guias']!.match(/guias\/guia-\d\d\//g)?.length, 80);
  assert.match(itemsFile['survival/sem-pagina']!, /solta/);
});

test('the generated index lists the category, is in the sitemap, and no link is broken', async () => {
  const index = await readRoute(outDir, '/wiki/survival/category/guias/');
  assert.match(index, /<h1[^>]*>Guias<\/h1>/);
  assert.equal(index.match(/class="card"/g)?.length, 81);
  assert.match(index, /<span class="card-description">O guia número 80\.<\/span>/);
  assert.match(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8'), /\/wiki\/survival\/category\/guias\/<\/loc>/);
  await assert.rejects(readRoute(outDir, '/wiki/survival/category/sem-pagina/'));
  const messages = result.warnings.map(formatWarning).filter((message) => /guias|category|sem-pagina/.test(message));
  assert.deepEqual(messages, []);
});
