import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SidebarCategory, SidebarItem } from '../../src/model/sidebar.ts';
import { SidebarHtmlRenderer, sidebarPlacement } from '../../src/components/sidebar-html.ts';
import { ValueDigest } from '../../src/tools/value-digest.ts';
import { siteTranslator } from '../../src/model/i18n/catalogues.ts';

const PT_BR = siteTranslator({ name: 'pt-BR', htmlLang: 'pt-BR' });

const conta: SidebarCategory = {
  type: 'category',
  label: 'Conta',
  route: '/wiki/survival/conta/',
  key: 'survival/conta',
  items: [{ type: 'doc', label: 'Proteger', route: '/wiki/survival/conta/proteger/', docId: 'survival/conta/proteger' }],
};
const items: SidebarItem[] = [{ type: 'doc', label: 'Kits & cia', route: '/wiki/survival/kits/', docId: 'survival/kits' }, conta];

test('the active page is marked and only its categories are open', () => {
  const renderer = new SidebarHtmlRenderer(items, '/', 'survival', PT_BR);
  const html = renderer.render('/wiki/survival/conta/proteger/', [conta.key]);
  assert.match(html, /<a class="active" aria-current="page" href="\/wiki\/survival\/conta\/proteger\/">Proteger<\/a>/);
  assert.match(html, /<li class="sidebar-category"><a href="\/wiki\/survival\/conta\/">Conta<\/a><details open><summary aria-label="Mostrar ou ocultar as páginas de Conta"><\/summary>/);
  assert.equal(html.match(/aria-current/g)?.length, 1);
  assert.match(html, /Kits &amp; cia/);
});

test('another page shows the category closed, without its items, which the items file holds; the base URL is applied', () => {
  const renderer = new SidebarHtmlRenderer(items, '/jabuti/', 'survival', PT_BR);
  renderer.render('/wiki/survival/conta/proteger/', [conta.key]);
  const html = renderer.render('/wiki/survival/kits/', []);
  assert.doesNotMatch(html, / open>/);
  assert.match(html, /class="active" aria-current="page" href="\/jabuti\/wiki\/survival\/kits\/"/);
  assert.match(html, /<li class="sidebar-category"><a href="\/jabuti\/wiki\/survival\/conta\/">Conta<\/a><details data-key="survival\/conta"><summary aria-label="Mostrar ou ocultar as páginas de Conta"><\/summary><\/details><\/li>/);
  assert.doesNotMatch(html, /proteger/);
  assert.match(renderer.itemsFile.path, /^sidebars\/survival\.json$/);
  assert.match(html, new RegExp(`<nav class="sidebar" aria-label="Menu da documentação" data-items="/jabuti/${renderer.itemsFile.path}">`));
  assert.deepEqual(JSON.parse(renderer.itemsFile.contents), { 'survival/conta': '<li><a href="/jabuti/wiki/survival/conta/proteger/">Proteger</a></li>' });
});

test('a folder with only its own page is a plain link, not a category that opens onto nothing', () => {
  const empty: SidebarCategory = { type: 'category', label: 'Bugs', route: '/wiki/survival/bugs/', key: 'survival/bugs', items: [] };
  const renderer = new SidebarHtmlRenderer([empty], '/', 'survival', PT_BR);
  assert.equal(renderer.render('/wiki/survival/kits/', []), `<nav class="sidebar" aria-label="Menu da documentação" data-items="/${renderer.itemsFile.path}"><ul><li><a href="/wiki/survival/bugs/">Bugs</a></li></ul></nav>`);
});

const pages = (folder: string, count: number): SidebarItem[] =>
  Array.from({ length: count }, (_, index) => ({ type: 'doc', label: `Página ${index + 1}`, route: `/wiki/survival/${folder}/p${index + 1}/`, docId: `survival/${folder}/p${index + 1}` }));

test('a category without a page of its own comes closed without its items, as a plain toggle, and the items file holds them', () => {
  const guias: SidebarCategory = { type: 'category', label: 'Guias', route: undefined, key: 'survival/guias', items: pages('guias', 3) };
  const renderer = new SidebarHtmlRenderer([...pages('raiz', 1), guias], '/', 'survival', PT_BR);
  const html = renderer.render('/wiki/survival/raiz/p1/', []);
  assert.match(html, /<li><details data-key="survival\/guias"><summary><span>Guias<\/span><\/summary><\/details><\/li>/);
  assert.doesNotMatch(html, /guias\/p1/);
  assert.equal(JSON.parse(renderer.itemsFile.contents)['survival/guias'].match(/<li>/g).length, 3);
});

test("a long category on the page's path shows 25 items on each side of the page's, and a button for all of them", () => {
  const grande: SidebarCategory = { type: 'category', label: 'Grande', route: '/wiki/survival/category/grande/', key: 'survival/grande', items: pages('grande', 1000) };
  const renderer = new SidebarHtmlRenderer([grande], '/', 'survival', PT_BR);
  const html = renderer.render('/wiki/survival/grande/p500/', [grande.key]);
  const shown = [...html.matchAll(/grande\/p(\d+)\//g)].map((match) => Number(match[1]));
  assert.deepEqual(shown, Array.from({ length: 51 }, (_, index) => 475 + index));
  assert.match(html, /aria-current="page" href="\/wiki\/survival\/grande\/p500\/"/);
  assert.match(html, /<li class="sidebar-more"><button type="button" data-more="survival\/grande" data-start="474" data-end="525">Mostrar todos os 1000 itens<\/button><\/li><\/ul><\/details><\/li>/);
  assert.equal(JSON.parse(renderer.itemsFile.contents)['survival/grande'].match(/<li>/g).length, 1000);
  // At an end, the window moves inward: still 51 items.
  const first = renderer.render('/wiki/survival/grande/p1/', [grande.key]);
  assert.equal(first.match(/grande\/p\d+\//g)?.length, 51);
  assert.match(first, /data-start="0" data-end="51"/);
});

test("the page's whole path is there: every ancestor open around the item on the path, whatever its place", () => {
  const inner: SidebarCategory = { type: 'category', label: 'Dentro', route: '/wiki/survival/category/dentro/', key: 'survival/fora/dentro', items: pages('dentro', 200) };
  const outer: SidebarCategory = { type: 'category', label: 'Fora', route: undefined, key: 'survival/fora', items: [...pages('fora', 300), inner, ...pages('fora-fim', 300)] };
  const other: SidebarCategory = { type: 'category', label: 'Outra', route: '/wiki/survival/category/outra/', key: 'survival/outra', items: pages('outra', 5) };
  const renderer = new SidebarHtmlRenderer([outer, other], '/', 'survival', PT_BR);
  const html = renderer.render('/wiki/survival/dentro/p150/', [outer.key, inner.key]);
  assert.match(html, /<details open><summary><span>Fora<\/span><\/summary><ul>/);
  assert.match(html, /<a href="\/wiki\/survival\/category\/dentro\/">Dentro<\/a><details open>/);
  assert.match(html, /aria-current="page" href="\/wiki\/survival\/dentro\/p150\/"/);
  assert.match(html, /data-more="survival\/fora" data-start="275" data-end="326"/);
  assert.match(html, /data-more="survival\/fora\/dentro" data-start="124" data-end="175"/);
  assert.match(html, /<details data-key="survival\/outra">/);
  assert.doesNotMatch(html, /outra\/p1\//);
});

test("a page's sidebar counts in its digest as what it shows: a label renamed in a category it shows closed changes nothing, one it shows changes it", () => {
  const pages = (label: string): SidebarCategory[] =>
    Array.from({ length: 3 }, (_, category) => ({
      type: 'category',
      label: `Categoria ${category}`,
      route: `/wiki/c${category}/`,
      key: `c${category}`,
      items: Array.from({ length: 4 }, (_, page) => ({ type: 'doc', label: category === 2 && page === 1 ? label : `Página ${category}.${page}`, route: `/wiki/c${category}/p${page}/`, docId: `c${category}/p${page}` })),
    }));
  const digestOf = (label: string, route: string, category: string) => {
    const renderer = new SidebarHtmlRenderer(pages(label), '/', 'wiki', PT_BR);
    return { digest: new ValueDigest().of({ sidebar: sidebarPlacement(renderer, [category], route) }), html: renderer.render(route, [category]) };
  };
  const far = digestOf('Antes', '/wiki/c0/p0/', 'c0');
  const farRenamed = digestOf('Depois', '/wiki/c0/p0/', 'c0');
  assert.equal(farRenamed.html, far.html, 'the page shows category 2 closed');
  assert.equal(farRenamed.digest, far.digest);
  const near = digestOf('Antes', '/wiki/c2/p0/', 'c2');
  const nearRenamed = digestOf('Depois', '/wiki/c2/p0/', 'c2');
  assert.notEqual(nearRenamed.html, near.html);
  assert.notEqual(nearRenamed.digest, near.digest);
  assert.notEqual(digestOf('Antes', '/wiki/c2/p2/', 'c2').digest, near.digest, 'another page of the same category marks another link');
});
