import assert from 'node:assert/strict';
import { test } from 'node:test';
import siteConfig from '../../site.config.ts';
import { validateConfig } from '../../src/generator/config.ts';
import { splitFrontMatter } from '../../src/generator/front-matter.ts';
import type { Area, CategoryMeta, LoadedContent, SourceFile } from '../../src/generator/load.ts';
import { buildRoutes } from '../../src/generator/route.ts';
import { buildSidebars } from '../../src/generator/sidebar.ts';
import type { SidebarItem } from '../../src/model/sidebar.ts';

const config = validateConfig(siteConfig);
const folderOf: Record<Area, string> = { wiki: 'wiki', blog: 'blog', page: 'pages' };

function source(area: Area, rel: string, frontMatter = ''): SourceFile {
  const file = `content/${folderOf[area]}/${rel}`;
  return { area, rel, file, absolute: file, ...splitFrontMatter(`---\n${frontMatter}\n---\nTexto.\n`, file), warnings: [] };
}

function content(files: SourceFile[], categories: [string, CategoryMeta][] = []): LoadedContent {
  return {
    files,
    categories: new Map(categories),
    authors: new Map([['ana', { key: 'ana', name: 'Ana' }]]),
    authorsFile: 'content/blog/authors.yml',
    data: {},
    dataFolder: 'content/data',
    sidebarsFiles: [],
    staticFiles: [],
  };
}

test('wiki files get clean routes under /wiki with a trailing slash', () => {
  const { docs } = buildRoutes(
    content([
      source('wiki', 'index.md', 'title: Wiki'),
      source('wiki', 'survival/index.md', 'title: Survival'),
      source('wiki', 'survival/conta/proteger.md', 'title: Proteger a conta'),
      source('wiki', 'survival/vip/beneficios/ultimate.md', 'title: Ultimate'),
      source('wiki', 'survival/duelo/duelo_clan.md', 'title: Duelo de clãs'),
    ]),
    config,
  );
  assert.deepEqual(
    docs.map((doc) => doc.route),
    ['/wiki/', '/wiki/survival/', '/wiki/survival/conta/proteger/', '/wiki/survival/vip/beneficios/ultimate/', '/wiki/survival/duelo/duelo_clan/'],
  );
  assert.equal(docs[0]?.sidebar, undefined);
  assert.equal(docs[2]?.sidebar, 'survival');
  assert.equal(docs[2]?.id, 'survival/conta/proteger');
});

test('slug, id and numeric prefixes follow Docusaurus', () => {
  const { docs } = buildRoutes(
    content([
      source('wiki', 'survival/02-kits.md', 'title: Kits'),
      source('wiki', 'survival/outro.md', 'title: Outro\nslug: novo-nome'),
      source('wiki', 'survival/absoluto.md', 'title: A\nslug: /em-outro-lugar'),
      source('wiki', 'survival/chamado.md', 'title: C\nid: com-id'),
    ]),
    config,
  );
  const byTitle = Object.fromEntries(docs.map((doc) => [doc.title, doc]));
  assert.equal(byTitle.Kits?.route, '/wiki/survival/kits/');
  assert.equal(byTitle.Kits?.position, 2);
  assert.equal(byTitle.Outro?.route, '/wiki/survival/novo-nome/');
  assert.equal(byTitle.A?.route, '/wiki/survival/em-outro-lugar/', 'an absolute slug starts at its docs folder');
  assert.equal(byTitle.C?.id, 'survival/com-id');
});

test('pages sit at the root and blog posts under /blog, newest first', () => {
  const routes = buildRoutes(
    content([
      source('page', 'index.md', 'title: Início\nlayout: home'),
      source('page', 'jogar/java.md', 'title: Java'),
      source('page', 'vote/README.md', 'title: Leia-me'),
      source('blog', '2025-01-15-bem-vindo.md', 'title: Bem-vindo\nauthors: [ana]'),
      source('blog', '2025-06-20-modo-smp-2025.md', 'title: SMP\nslug: modo-smp-2025'),
    ]),
    config,
  );
  assert.deepEqual(routes.pages.map((page) => page.route), ['/', '/jogar/java/', '/vote/README/']);
  assert.deepEqual(routes.posts.map((post) => post.route), ['/blog/modo-smp-2025/', '/blog/bem-vindo/']);
  assert.equal(routes.posts[1]?.date.toISOString().slice(0, 10), '2025-01-15');
  assert.equal(routes.posts[1]?.authors[0]?.name, 'Ana');
  assert.equal(routes.routeByFile.get('pages/jogar/java.md'), '/jogar/java/');
});

test('a duplicate route warns naming both files and keeps the first; a link to the other leads to that route, as in Docusaurus', () => {
  const routes = buildRoutes(
    content([source('page', 'regras.md', 'title: Regras'), source('page', 'regras/index.md', 'title: Outras regras')]),
    config,
  );
  assert.equal(routes.pages.length, 1);
  assert.equal(routes.warnings.length, 1);
  assert.equal(routes.warnings[0]?.file, 'content/pages/regras/index.md');
  assert.match(routes.warnings[0]?.message ?? '', /duplicate route \/regras\/: also produced by content\/pages\/regras\.md/);
  assert.equal(routes.routeByFile.get('pages/regras/index.md'), '/regras/');
});

test('a page cannot take a route the build generates', () => {
  const routes = buildRoutes(content([source('page', 'blog/archive.md', 'title: Arquivo')]), config);
  assert.equal(routes.pages.length, 0);
  assert.match(routes.warnings[0]?.message ?? '', /duplicate route \/blog\/archive\//);
  assert.equal(routes.routeByFile.get('pages/blog/archive.md'), undefined, 'no page of it, nor a link to the archive in its name');
});

test('drafts are left out and unknown authors warn', () => {
  const routes = buildRoutes(
    content([source('wiki', 'survival/rascunho.md', 'title: R\ndraft: true'), source('blog', '2025-02-01-x.md', 'title: X\nauthors: [zeca]')]),
    config,
  );
  assert.equal(routes.docs.length, 0);
  assert.match(routes.warnings[0]?.message ?? '', /unknown author "zeca"/);
});

const labels = (items: SidebarItem[]): unknown[] =>
  items.map((item) => (item.type === 'category' ? { [item.label]: labels(item.items) } : item.type === 'html' ? item.value : item.label));

test('one sidebar per game mode, ordered by position then label, labels from _category_.json', () => {
  const { docs } = buildRoutes(
    content([
      source('wiki', 'index.md', 'title: Wiki'),
      source('wiki', 'survival/index.md', 'title: Survival\nsidebar_label: Início'),
      source('wiki', 'survival/kits.md', 'title: Kits\nsidebar_position: 2'),
      source('wiki', 'survival/bugs.md', 'title: Bugs'),
      source('wiki', 'survival/conta/index.md', 'title: Conta'),
      source('wiki', 'survival/conta/proteger.md', 'title: Proteger a conta\nsidebar_label: Proteger\nsidebar_position: 1'),
      source('wiki', 'survival/conta/exclusao.md', 'title: Exclusão'),
      source('wiki', 'survival/protecao/basica.md', 'title: Básica'),
      source('wiki', 'skyblock/index.md', 'title: Skyblock'),
    ]),
    config,
  );
  const sidebars = buildSidebars(docs, new Map([['survival/protecao', { file: 'x', label: 'Proteção', position: 1 }]]));
  assert.deepEqual([...sidebars.byName.keys()], ['survival', 'skyblock']);
  assert.deepEqual(labels(sidebars.byName.get('survival') ?? []), [
    'Início',
    { Proteção: ['Básica'] },
    'Kits',
    'Bugs',
    { Conta: ['Proteger', 'Exclusão'] },
  ]);
  const ancestors = sidebars.ancestors.get('/wiki/survival/conta/proteger/') ?? [];
  assert.deepEqual(ancestors.map((category) => category.label), ['Conta']);
  assert.equal(ancestors[0]?.route, '/wiki/survival/conta/');
  assert.deepEqual(
    sidebars.order.get('survival')?.map((doc) => doc.sidebarLabel),
    ['Início', 'Básica', 'Kits', 'Bugs', 'Conta', 'Proteger', 'Exclusão'],
  );
});

test("a folder's number prefix orders its category, as Docusaurus reads it when no _category_ file gives a position; folders without one come after, by name", () => {
  const { docs } = buildRoutes(
    content([
      source('wiki', 'survival/index.md', 'title: Survival'),
      source('wiki', 'survival/zeta/a.md', 'title: Zeta A'),
      source('wiki', 'survival/08-miscellaneous/faq.md', 'title: FAQ'),
      source('wiki', 'survival/02-server/installation.md', 'title: Installation'),
      source('wiki', 'survival/10-adapters/redis.md', 'title: Redis'),
      source('wiki', 'survival/01-documentation/intro.md', 'title: Introduction'),
      source('wiki', 'survival/alpha/b.md', 'title: Alpha B'),
      source('wiki', 'survival/03-client/api.md', 'title: API'),
    ]),
    config,
  );
  const sidebars = buildSidebars(docs, new Map([['survival/client', { file: 'x', label: 'Client', position: 9 }]]));
  assert.deepEqual(labels(sidebars.byName.get('survival') ?? []), [
    'Survival',
    { documentation: ['Introduction'] },
    { server: ['Installation'] },
    { miscellaneous: ['FAQ'] },
    { Client: ['API'] },
    { adapters: ['Redis'] },
    { alpha: ['Alpha B'] },
    { zeta: ['Zeta A'] },
  ]);
});

test('a category linking to a doc id that does not exist is a sidebar item without link', () => {
  const { docs } = buildRoutes(content([source('wiki', 'survival/conta/a.md', 'title: A')]), config);
  assert.throws(
    () => buildSidebars(docs, new Map([['survival/conta', { file: 'content/wiki/survival/conta/_category_.json', linkDocId: 'survival/conta/nada' }]])),
    /content\/wiki\/survival\/conta\/_category_\.json: sidebar item without link: no doc has the id "survival\/conta\/nada"/,
  );
});

test('a file named as its folder is that folder’s index, as in Docusaurus; a relative slug is read from the doc’s folder', () => {
  const { docs } = buildRoutes(
    content([
      source('wiki', 'survival/api/props/props.mdx', 'title: Props'),
      source('wiki', 'survival/api/props/ui-options.md', 'title: UI options'),
      source('wiki', 'survival/introducao/comecar.md', 'title: Começar\nslug: ../'),
      source('wiki', 'survival/introducao/outra.md', 'title: Outra\nslug: ../guia/outra'),
      source('wiki', 'survival/introducao/mais.md', 'title: Mais\nslug: ./mais-uma'),
      source('wiki', 'survival/survival.md', 'title: Não é índice'),
    ]),
    config,
  );
  const routeOf = (title: string) => docs.find((doc) => doc.title === title)?.route;
  assert.equal(routeOf('Props'), '/wiki/survival/api/props/');
  assert.equal(docs.find((doc) => doc.title === 'Props')?.isIndex, true);
  assert.equal(routeOf('UI options'), '/wiki/survival/api/props/ui-options/');
  assert.equal(routeOf('Começar'), '/wiki/survival/');
  assert.equal(routeOf('Outra'), '/wiki/survival/guia/outra/');
  assert.equal(routeOf('Mais'), '/wiki/survival/introducao/mais-uma/');
  // A docs folder's own root has no folder above it inside the instance: its file named as it stays a page.
  assert.equal(routeOf('Não é índice'), '/wiki/survival/survival/');
});

test('a folder with both index.md and README.md is indexed by index.md, and README.md is the one left out with a warning (Capacitor\'s docs)', () => {
  const { docs, warnings } = buildRoutes(content([source('wiki', 'survival/guia/README.md', 'title: Para quem contribui'), source('wiki', 'survival/guia/index.md', 'title: Guia')]), config);
  assert.deepEqual(docs.map((doc) => [doc.title, doc.route]), [['Guia', '/wiki/survival/guia/']]);
  assert.match(warnings.map((warning) => `${warning.file}: ${warning.message}`).join('\n'), /README\.md: duplicate route \/wiki\/survival\/guia\/: also produced by content\/wiki\/survival\/guia\/index\.md/);
});

test('a file or folder named as a version or a date keeps its name, as Docusaurus reads number prefixes: 9-0.md is the doc 9-0, 1.3_to_1.4/ stays (Hydra), 02-instalar.md the doc instalar', () => {
  const { docs } = buildRoutes(content([source('wiki', 'survival/atualizar/9-0.md', 'title: Nove'), source('wiki', 'survival/atualizar/1.0.1.md', 'title: Um'), source('wiki', 'survival/atualizar/02-instalar.md', 'title: Instalar'), source('wiki', 'survival/atualizar/1.3_to_1.4/config.md', 'title: Config')]), config);
  assert.deepEqual(docs.map((doc) => [doc.id, doc.route]).sort(), [
    ['survival/atualizar/1.0.1', '/wiki/survival/atualizar/1.0.1/'],
    ['survival/atualizar/1.3_to_1.4/config', '/wiki/survival/atualizar/1.3_to_1.4/config/'],
    ['survival/atualizar/9-0', '/wiki/survival/atualizar/9-0/'],
    ['survival/atualizar/instalar', '/wiki/survival/atualizar/instalar/'],
  ]);
});

test("a route written in another case is a page's, as Docusaurus's router and link check match routes whatever their case; a page's own route or no page's is not", async () => {
  const { routeInOtherCase } = await import('../../src/generator/route.ts');
  const routes = new Map([['docs/api/utils/export.md', '/docs/api/utils/export/'], ['docs/API.md', '/docs/API/'], ['docs/api.md', '/docs/api/']]);
  assert.equal(routeInOtherCase(routes, '/docs/API/utils/export/'), '/docs/api/utils/export/');
  assert.equal(routeInOtherCase(routes, '/docs/api/utils/export/'), undefined);
  assert.equal(routeInOtherCase(routes, '/docs/API/'), undefined, 'a page has it as written');
  assert.equal(routeInOtherCase(routes, '/docs/nothing/'), undefined);
});
