import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SidebarCategory, SidebarItem } from '../../src/model/sidebar.ts';
import { SidebarHtmlRenderer } from '../../src/components/sidebar-html.ts';
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
  assert.match(renderer.itemsFile.path, /^assets\/sidebars\/survival\.[\w-]{10}\.json$/);
  assert.match(html, new RegExp(`<nav class="sidebar" aria-label="Menu da documentação" data-items="/jabuti/${renderer.itemsFile.path}">`));
  assert.deepEqual(JSON.parse(renderer.itemsFile.contents), { 'survival/conta': '<li><a href="/jabuti/wiki/survival/conta/proteger/">Proteger</a></li>' });
});

test('a folder with only its own page is a plain link, not a category that opens onto nothing', () => {
  const empty: SidebarCategory = { type: 'category', label: 'Bugs', route: '/wiki/survival/bugs/', key: 'survival/bugs', items: [] };
  const renderer = new SidebarHtmlRenderer([empty], '/', 'survival', PT_BR);
  assert.equal(renderer.render('/wiki/survival/kits/', []), `<nav class="sidebar" aria-label="Menu da documentação" data-items="/${renderer.itemsFile.path}"><ul><li><a href="/wiki/survival/bugs/">Bugs</a></li></ul></nav>`);
});
