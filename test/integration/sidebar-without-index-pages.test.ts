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
  assert.match(sidebar, /<a href="\/wiki\/survival\/category\/avançado\/">Avançado<\/a><details open>/);
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

/** The routes a page's cards or tagged entries link to, in order. */
function listedOn(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1]!);
}

test("a category of 250 pages is listed a hundred cards a page, at its route then page/2/ and page/3/, each linking the others, all in the sitemap", async () => {
  const base = '/wiki/survival/category/receitas/';
  const pages = await Promise.all([base, `${base}page/2/`, `${base}page/3/`].map((route) => readRoute(outDir, route)));
  const cards = pages.map((html) => listedOn(html, /href="\/wiki\/survival\/receitas\/(receita-\d+)\/" class="card"/g));
  assert.deepEqual(cards.map((list) => list.length), [100, 100, 50]);
  assert.deepEqual(cards.flat(), Array.from({ length: 250 }, (_, index) => `receita-${String(index + 1).padStart(3, '0')}`));
  await assert.rejects(readRoute(outDir, `${base}page/4/`));
  const [first, second, last] = pages as [string, string, string];
  assert.match(first, /<title>Receitas \|/);
  assert.match(second, /<title>Receitas, página 2 de 3 \|/);
  assert.match(second, /<link rel="canonical" href="[^"]*\/wiki\/survival\/category\/receitas\/page\/2\/"\/>/);
  // The list's own pages (the docs' previous and next follow in a nav of their own).
  const nav = (html: string) => {
    const start = html.indexOf('<nav class="pagination-nav" aria-label="Páginas da lista"');
    return html.slice(start, html.indexOf('</nav>', start));
  };
  assert.doesNotMatch(nav(first), /rel="prev"/);
  assert.match(nav(first), /href="\/wiki\/survival\/category\/receitas\/page\/2\/" class="pagination-link pagination-next" rel="next">.*Página 2 de 3/);
  assert.match(nav(second), /href="\/wiki\/survival\/category\/receitas\/" class="pagination-link pagination-previous" rel="prev">.*Página 1 de 3/);
  assert.match(nav(second), /href="\/wiki\/survival\/category\/receitas\/page\/3\/" class="pagination-link pagination-next" rel="next">.*Página 3 de 3/);
  assert.doesNotMatch(nav(last), /rel="next"/);
  // The sidebar of a later page marks the category, as on its first.
  assert.match(second, /aria-current="page" href="\/wiki\/survival\/category\/receitas\/"/);
  const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
  for (const route of [base, `${base}page/2/`, `${base}page/3/`]) assert.match(sitemap, new RegExp(`${route}</loc>`));
  // An 81-card category still fits one page, as before.
  assert.doesNotMatch(await readRoute(outDir, '/wiki/survival/category/guias/'), /Páginas da lista|page\/2\//);
});

test('a tag on 250 pages is listed a hundred pages at a time, every page reachable from the first', async () => {
  const base = '/wiki/survival/tags/receita/';
  const seen: string[] = [];
  let route: string | undefined = base;
  const visited: string[] = [];
  while (route) {
    const html = await readRoute(outDir, route);
    visited.push(route);
    const entries = listedOn(html, /href="\/wiki\/survival\/receitas\/(receita-\d+)\/" class="tagged-title"/g);
    assert.ok(entries.length <= 100, `${route} lists ${entries.length}`);
    seen.push(...entries);
    route = /href="([^"]+)" class="pagination-link pagination-next" rel="next"/.exec(html)?.[1];
  }
  assert.deepEqual(visited, [base, `${base}page/2/`, `${base}page/3/`]);
  assert.equal(new Set(seen).size, 250);
  assert.match(await readRoute(outDir, `${base}page/3/`), /<h1>[^<]*receita[^<]*, página 3 de 3<\/h1>/);
  assert.match(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8'), /\/wiki\/survival\/tags\/receita\/page\/3\/<\/loc>/);
});

test("a folder's own page of 110 pages shows its text and the first hundred cards; page 2 the other ten, under the same sidebar and trail", async () => {
  const first = await readRoute(outDir, '/wiki/survival/loja/');
  assert.match(first, /O que a loja vende\./);
  assert.equal(listedOn(first, /href="\/wiki\/survival\/loja\/(item-\d+)\/" class="card"/g).length, 100);
  assert.match(first, /href="\/wiki\/survival\/loja\/page\/2\/" class="pagination-link pagination-next" rel="next"/);
  const second = await readRoute(outDir, '/wiki/survival/loja/page/2/');
  assert.deepEqual(listedOn(second, /href="\/wiki\/survival\/loja\/(item-\d+)\/" class="card"/g), Array.from({ length: 10 }, (_, index) => `item-${101 + index}`));
  assert.doesNotMatch(second.split('<main')[1]!, /O que a loja vende\./);
  assert.match(second, /<h1>Loja, página 2 de 2<\/h1>/);
  assert.match(second, /aria-current="page" href="\/wiki\/survival\/loja\/"/);
  assert.match(second, /href="\/wiki\/survival\/loja\/" class="pagination-link pagination-previous" rel="prev"/);
  assert.match(second, /class="breadcrumbs"/);
});
