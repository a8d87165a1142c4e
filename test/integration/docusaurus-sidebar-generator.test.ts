/**
 * A docs instance's `sidebarItemsGenerator`, run as Docusaurus runs it: Watchman's groups the
 * default items by a front matter field and orders the groups; others hand the default generator
 * fewer docs, or throw.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const ORDER = ['Instalação', 'Uso', 'Termos'];

const project = projectForTests({
  'docusaurus.config.js': `const ORDER = ${JSON.stringify(ORDER)};
module.exports = {
  title: 'Relógio', url: 'https://relogio.example.com', baseUrl: '/',
  presets: [['classic', { blog: false, docs: {
    async sidebarItemsGenerator({ defaultSidebarItemsGenerator, docs, ...args }) {
      const items = await defaultSidebarItemsGenerator({ docs: docs.filter((doc) => !doc.frontMatter.hidden), ...args });
      const byId = Object.fromEntries(docs.map((doc) => [doc.id, doc]));
      const grouped = [];
      for (const item of items) {
        const category = item.type === 'doc' ? byId[item.id].frontMatter.category : undefined;
        if (!category) { grouped.push(item); continue; }
        const group = grouped.find((other) => other.type === 'category' && other.label === category);
        if (group) group.items.push(item);
        else grouped.push({ type: 'category', label: category, items: [item] });
      }
      return grouped.sort((a, b) => (a.type === 'category' ? ORDER.indexOf(a.label) : 99) - (b.type === 'category' ? ORDER.indexOf(b.label) : 99));
    },
  } }]],
  plugins: [['@docusaurus/plugin-content-docs', { id: 'extra', path: 'extra', routeBasePath: 'extra', sidebarItemsGenerator: () => { throw new Error('sem rede'); } }]],
};
`,
  'docs/comandos.md': '---\ncategory: Uso\n---\n\n# Comandos\n\nTexto.\n',
  'docs/instalar.md': '---\ncategory: Instalação\nsidebar_position: 1\n---\n\n# Instalar\n\nTexto.\n',
  'docs/notas.md': '---\ncategory: Instalação\nsidebar_position: 2\n---\n\n# Notas da versão\n\nTexto.\n',
  'docs/rascunho.md': '---\nhidden: true\n---\n\n# Rascunho escondido\n\nTexto.\n',
  'docs/problemas.md': '---\nsidebar_position: 9\n---\n\n# Problemas\n\nTexto.\n',
  'docs/termos/_category_.json': '{ "label": "Termos", "position": 5 }\n',
  'docs/termos/nome.md': '# Nome\n\nTexto.\n',
  'extra/um.md': '# Um\n\nTexto.\n',
  'extra/dois.md': '# Dois\n\nTexto.\n',
});

/** A page's sidebar as its labels, each category's items after it, indented. */
function sidebarOutline(html: string): string[] {
  const nav = /<nav class="sidebar[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  const lines: string[] = [];
  let depth = 0;
  for (const [tag] of nav.matchAll(/<ul[^>]*>|<\/ul>|<(?:a|summary)[^>]*>[^<]+<\/(?:a|summary)>/g)) {
    if (tag.startsWith('<ul')) depth += 1;
    else if (tag === '</ul>') depth -= 1;
    else lines.push(`${'  '.repeat(Math.max(0, depth - 1))}${/>([^<]+)</.exec(tag)![1]}`);
  }
  return lines;
}

test("the project's generator makes the sidebar: its groups, in its order, of the default items it asked for", async () => {
  const html = await readRoute(project().outDir, '/docs/instalar/');
  // The page's group open; the others closed, their items fetched as they open.
  assert.deepEqual(sidebarOutline(html), ['Instalação', '  Instalar', '  Notas da versão', 'Uso', 'Termos', 'Problemas']);
  assert.deepEqual(sidebarOutline(await readRoute(project().outDir, '/docs/comandos/')), ['Instalação', 'Uso', '  Comandos', 'Termos', 'Problemas']);
  assert.doesNotMatch(html, /Rascunho escondido<\/a>/, 'a doc it left out of the default items is in no sidebar');
  // Previous/next follow its order.
  const notes = await readRoute(project().outDir, '/docs/notas/');
  assert.match(notes, /<a href="\/docs\/instalar\/" class="pagination-link pagination-previous"/);
  assert.match(notes, /<a href="\/docs\/comandos\/" class="pagination-link pagination-next"/);
});

test("a generator that throws leaves Docusaurus's default items, with a warning naming the configuration", async () => {
  const warnings = project().warnings.map(formatWarning).filter((warning) => /sidebarItemsGenerator/.test(warning));
  assert.deepEqual(warnings.map((warning) => warning.replace(/^.*\/site\//, '')), ["docusaurus.config.js: sidebarItemsGenerator of the docs in extra failed (sem rede): the docs' own items are shown"]);
  assert.deepEqual(sidebarOutline(await readRoute(project().outDir, '/extra/um/')), ['Dois', 'Um']);
});
