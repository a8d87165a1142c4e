/**
 * The real `npm run dev` on a copy of the project with the fixture content: saves, new, renamed and
 * deleted pages, broken front matter, search, styles, the generator's own code, and Ctrl+C.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import type { SearchSettings } from '../../src/model/search-settings.ts';
import { type DevProject, startDevProject } from '../helpers/dev-project.ts';
import type { EventStream } from '../helpers/event-stream.ts';
import { shardedFromGetter } from '../helpers/sharded-files.ts';

const PROTEGER = 'content/wiki/survival/conta/proteger.md';
const PROTEGER_ROUTE = '/wiki/survival/conta/proteger/';

let project: DevProject;
let original: string;
before(async () => {
  project = await startDevProject();
  original = await project.read(PROTEGER);
});
after(() => project?.dispose());

/** The links of the survival sidebar on a page, by their text. */
function sidebarLinks(html: string): string[] {
  const sidebar = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...sidebar.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => `${match[2]} → ${match[1]}`);
}

/**
 * Takes reload events until every route of `routes` was named. A rename is a removal and an
 * addition, which the file system may report far enough apart to make two rebuilds.
 */
async function untilReloadOf(events: EventStream, ...routes: string[]): Promise<void> {
  const waiting = new Set(routes);
  while (waiting.size > 0) {
    const { paths } = JSON.parse((await events.next('reload')).data) as { paths: string[] | 'all' };
    if (paths === 'all') return;
    for (const path of paths) waiting.delete(path);
  }
}

describe('npm run dev', () => {
  test('builds at start and serves with the production URL rules, each page loading the dev client', async () => {
    const page = await project.get(PROTEGER_ROUTE);
    assert.equal(page.status, 200);
    assert.match(page.text, /<script type="module" src="\/__dev\/client.js"><\/script><\/head>/);
    assert.deepEqual(await project.get('/wiki/survival/conta/proteger').then((r) => [r.status, r.location]), [301, '/wiki/survival/conta/proteger/']);
    assert.equal((await project.get('/wiki/nada/')).status, 404);
    const client = await project.get('/__dev/client.js');
    assert.match(client.text, /EventSource/);
  });

  test('a saved page is served new, and only its own tabs are told to reload', async () => {
    const events = await project.listen();
    await events.next('hello');
    await project.write(PROTEGER, `${original}\nUma frase recém-salva.\n`);
    const reload = await events.next('reload');
    assert.deepEqual(JSON.parse(reload.data), { paths: [PROTEGER_ROUTE] });
    assert.match((await project.get(PROTEGER_ROUTE)).text, /Uma frase recém-salva\./);
    events.close();
  });

  test('a tab whose page was sent before a save it then missed (it was loading) reloads as it connects; an up-to-date one does not', async () => {
    const buildOf = async (route: string) => /dev-build;desc="(\d+)"/.exec((await fetch(new URL(route, project.url))).headers.get('server-timing') ?? '')?.[1];
    const sentBefore = await buildOf(PROTEGER_ROUTE);
    assert.match(sentBefore ?? '', /^\d+$/, 'the page says which build it came from');
    const open = await project.listen();
    // The page keeps the sentence of the save before: a later test looks for it.
    await project.write(PROTEGER, `${original}\nUma frase recém-salva.\n\nUma frase que a aba perdeu.\n`);
    await untilReloadOf(open, PROTEGER_ROUTE);
    open.close();

    const late = await project.listen(`?since=${sentBefore}`);
    assert.deepEqual(JSON.parse((await late.next('reload')).data), { paths: [PROTEGER_ROUTE] });
    late.close();
    const current = await project.listen(`?since=${await buildOf(PROTEGER_ROUTE)}`);
    await current.next('hello');
    assert.deepEqual(current.pending(), [], 'nothing for a page sent after the save');
    current.close();
  });

  test("a page's new description and sidebar label reach the other pages that show them", async () => {
    const events = await project.listen();
    await events.next('hello');
    const saved = await project.read(PROTEGER);
    const relabelled = saved
      .replace(/^description: .*$/m, 'description: Senha, Discord e trava de IP em poucos passos.')
      .replace(/^title: .*$/m, '$&\nsidebar_label: Conta protegida');
    await project.write(PROTEGER, relabelled);
    await untilReloadOf(events, PROTEGER_ROUTE, '/wiki/survival/conta/');
    const folderPage = (await project.get('/wiki/survival/conta/')).text;
    assert.match(folderPage, /Senha, Discord e trava de IP em poucos passos\./);
    assert.ok(sidebarLinks(folderPage).includes('Conta protegida → /wiki/survival/conta/proteger/'), sidebarLinks(folderPage).join('\n'));
    await project.write(PROTEGER, saved);
    await untilReloadOf(events, PROTEGER_ROUTE, '/wiki/survival/conta/');
    assert.doesNotMatch((await project.get('/wiki/survival/conta/')).text, /Conta protegida/);
    events.close();
  });

  test('a new page gets its route and a place in the sidebar of every page of its game mode', async () => {
    const events = await project.listen();
    await events.next('hello');
    await project.write('content/wiki/survival/conta/senha.md', '---\ntitle: Trocar a senha\nsidebar_position: 2\n---\n\nUse `/senha trocar`.\n');
    const { paths } = JSON.parse((await events.next('reload')).data) as { paths: string[] };
    assert.ok(paths.includes('/wiki/survival/conta/senha/') && paths.includes(PROTEGER_ROUTE), paths.join(', '));
    assert.equal((await project.get('/wiki/survival/conta/senha/')).status, 200);
    assert.ok(sidebarLinks((await project.get(PROTEGER_ROUTE)).text).includes('Trocar a senha → /wiki/survival/conta/senha/'));
    events.close();
  });

  test('a renamed page moves: the old route is gone and the sidebars follow', async () => {
    const events = await project.listen();
    await events.next('hello');
    await project.move('content/wiki/survival/conta/senha.md', 'content/wiki/survival/conta/trocar-senha.md');
    await untilReloadOf(events, '/wiki/survival/conta/senha/', '/wiki/survival/conta/trocar-senha/');
    assert.equal((await project.get('/wiki/survival/conta/senha/')).status, 404);
    assert.equal((await project.get('/wiki/survival/conta/trocar-senha/')).status, 200);
    // Its folder's pages show the category open; other pages fetch the closed categories' items file.
    const links = sidebarLinks((await project.get('/wiki/survival/conta/')).text);
    assert.ok(links.includes('Trocar a senha → /wiki/survival/conta/trocar-senha/'), links.join('\n'));
    assert.ok(!links.some((link) => link.endsWith('/conta/senha/')));
    const itemsFile = /data-items="([^"]+)"/.exec((await project.get('/wiki/survival/')).text)?.[1] ?? '';
    const items = (await project.get(itemsFile)).text;
    assert.match(items, /conta\/trocar-senha\//);
    assert.doesNotMatch(items, /conta\/senha\//);
    events.close();
  });

  test('a deleted page leaves the routes, the sidebars and the folder page', async () => {
    const events = await project.listen();
    await events.next('hello');
    await project.remove('content/wiki/survival/conta/trocar-senha.md');
    // Its open tabs reload (onto the not-found page).
    await untilReloadOf(events, '/wiki/survival/conta/trocar-senha/');
    assert.equal((await project.get('/wiki/survival/conta/trocar-senha/')).status, 404);
    const folderPage = (await project.get('/wiki/survival/conta/')).text;
    assert.doesNotMatch(folderPage, /Trocar a senha/);
    events.close();
  });

  test('a data file change updates the pages that show its values; a new static file is served', async () => {
    const events = await project.listen();
    await events.next('hello');
    const prices = await project.read('content/data/precos.yml');
    await project.write('content/data/precos.yml', prices.replace(/kit_inicial: .*/, 'kit_inicial: 777'));
    await untilReloadOf(events, '/wiki/survival/');
    await events.next('ok'); // sent with that rebuild, before its reload
    assert.match((await project.get('/wiki/survival/')).text, /o kit inicial custa 777 coins/);
    await project.write('content/static/img/mapa.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"></svg>');
    await events.next('ok');
    assert.equal((await project.get('/img/mapa.svg')).status, 200);
    events.close();
  });

  test('a folder deleted with its pages leaves no route behind', async () => {
    const events = await project.listen();
    await events.next('hello');
    await project.write('content/wiki/survival/eventos/index.md', '---\ntitle: Eventos\n---\n\nOs eventos do servidor.\n');
    await untilReloadOf(events, '/wiki/survival/eventos/');
    assert.equal((await project.get('/wiki/survival/eventos/')).status, 200);
    await project.removeFolder('content/wiki/survival/eventos');
    await untilReloadOf(events, '/wiki/survival/eventos/');
    assert.equal((await project.get('/wiki/survival/eventos/')).status, 404);
    assert.equal((await project.get('/wiki/survival/eventos')).status, 404, 'no empty folder is left to redirect to');
    events.close();
  });

  test('broken front matter shows the error with file and line and keeps the last good page; fixing it clears it', async () => {
    const events = await project.listen();
    await events.next('hello');
    await project.write(PROTEGER, original.replace('title: Proteger a conta', 'title: Proteger: a conta'));
    const failure = JSON.parse((await events.next('failed')).data) as { message: string; file: string; line: number };
    assert.equal(failure.file, PROTEGER);
    assert.equal(failure.line, 2);
    assert.match(failure.message, /front matter: Nested mappings/);
    const page = await project.get(PROTEGER_ROUTE);
    assert.equal(page.status, 200);
    assert.match(page.text, /Uma frase recém-salva\./, 'the last good page is still served');

    const lateTab = await project.listen();
    await lateTab.next('hello');
    assert.equal(JSON.parse((await lateTab.next('failed')).data).file, PROTEGER, 'a tab opened meanwhile sees the error at once');
    lateTab.close();

    await project.write(PROTEGER, original);
    await events.next('ok');
    await events.next('reload');
    assert.doesNotMatch((await project.get(PROTEGER_ROUTE)).text, /recém-salva/);
    assert.match(project.output(), /proteger\.md:2: front matter/);
    events.close();
  });

  test('search finds a word just added, also when a newer save interrupts the indexing', async () => {
    const events = await project.listen();
    await events.next('hello');
    const withWord = (word: string) => original.replace('## Senha forte', `## Senha forte\n\nNunca conte a senha ao ${word} do spawn.`);
    await project.write(PROTEGER, withWord('jacarandá'));
    await events.next('reload');
    await project.write(PROTEGER, withWord('ipê-amarelo'));
    await events.next('reload');
    const home = (await project.get('/')).text;
    const settings = JSON.parse(/<script type="application\/json" id="site-settings">([^<]*)<\/script>/.exec(home)![1]!).search as SearchSettings;
    const survival = settings.contexts.find((context) => context.path === '/wiki/survival')!;
    // The index is written right after the pages; the dev server holds search requests until it is.
    const index = shardedFromGetter(survival.index, async (url) => (await project.get(url)).text);
    assert.equal((await index.run('ipe amarelo')).results[0]?.u, PROTEGER_ROUTE);
    assert.deepEqual((await index.run('jacaranda')).results, [], 'the word saved over is gone');
    events.close();
  });

  test('synonyms saved in content/data/busca.yml apply to search at once: the word the site does not use finds the page', async () => {
    const events = await project.listen();
    await events.next('hello');
    const survivalIndex = async () => {
      const home = (await project.get('/')).text;
      const settings = JSON.parse(/<script type="application\/json" id="site-settings">([^<]*)<\/script>/.exec(home)![1]!).search as SearchSettings;
      return shardedFromGetter(settings.contexts.find((context) => context.path === '/wiki/survival')!.index, async (url) => (await project.get(url)).text);
    };
    assert.deepEqual((await (await survivalIndex()).run('+password')).results, [], 'no page says "password"');
    await project.write('content/data/busca.yml', 'sinonimos:\n  senha: [senha, password]\n');
    await events.next('reload');
    assert.equal((await (await survivalIndex()).run('+password')).results[0]?.u, PROTEGER_ROUTE);
    assert.match(project.output(), /configuration or its translations changed: starting a new builder/);
    await project.remove('content/data/busca.yml');
    await events.next('reload');
    assert.deepEqual((await (await survivalIndex()).run('+password')).results, [], 'gone with the file');
    events.close();
  });

  test('a stylesheet change swaps the styles in open tabs without reloading them', async () => {
    const events = await project.listen();
    await events.next('hello');
    const css = await project.read('src/styles/site.css');
    await project.write('src/styles/site.css', `${css}\n.dev-test-marker { color: rgb(1, 2, 3); }\n`);
    assert.deepEqual(JSON.parse((await events.next('css')).data), { href: '/assets/site.css' });
    assert.deepEqual(events.pending().filter((event) => event.name === 'reload'), []);
    assert.match((await project.get('/assets/site.css')).text, /\.dev-test-marker/);
    events.close();
  });

  test("a saved page whose code brings new token colours is served with a code stylesheet that defines its classes", async () => {
    const events = await project.listen();
    await events.next('hello');
    const file = 'content/wiki/survival/conta/codigo.md';
    await project.write(file, '---\ntitle: Código\n---\n\n```js\nconst senha = trocar("nova");\n```\n');
    await untilReloadOf(events, '/wiki/survival/conta/codigo/');
    const page = (await project.get('/wiki/survival/conta/codigo/')).text;
    const sheet = /<link rel="stylesheet" href="(\/assets\/code\.[\w-]+\.css)"/.exec(page)?.[1];
    assert.ok(sheet, 'the page links the code stylesheet');
    const css = await project.get(sheet!);
    assert.equal(css.status, 200);
    const classes = [...page.matchAll(/<span class="(c-\w+)">/g)].map((match) => match[1]!);
    assert.ok(classes.length > 0, 'the tokens are classes');
    for (const name of classes) assert.match(css.text, new RegExp(`\\.${name}\\{--shiki-light:`), name);
    await project.remove(file);
    await untilReloadOf(events, '/wiki/survival/conta/codigo/');
    events.close();
  });

  test('a change to the client code rebuilds the bundle in the running builder, and every tab reloads', async () => {
    const events = await project.listen();
    await events.next('hello');
    const restartsBefore = project.output().split('starting a new builder').length;
    const boot = await project.read('src/client/boot.ts');
    await project.write('src/client/boot.ts', `${boot}\nconsole.debug('marca do teste de dev');\n`);
    assert.deepEqual(JSON.parse((await events.next('reload')).data), { paths: 'all' });
    assert.match((await project.get('/assets/boot.js')).text, /marca do teste de dev/);
    assert.equal(project.output().split('starting a new builder').length, restartsBefore, 'no new builder for client code');
    events.close();
  });

  test("a change to the generator's code is picked up by a new builder, and every tab reloads", async () => {
    const events = await project.listen();
    await events.next('hello');
    const catalogue = await project.read('src/model/i18n/messages-pt-BR.ts');
    await project.write('src/model/i18n/messages-pt-BR.ts', catalogue.replace("'Pular para o conteúdo principal'", "'Ir direto ao conteúdo'"));
    assert.deepEqual(JSON.parse((await events.next('reload')).data), { paths: 'all' });
    assert.match((await project.get('/')).text, /Ir direto ao conteúdo/);
    assert.match(project.output(), /starting a new builder/);
    events.close();
  });

  test("a save of the site's code.json changes the interface texts of every tab", async () => {
    const events = await project.listen();
    await events.next('hello');
    await project.write('content/i18n/pt-BR/code.json', JSON.stringify({ 'theme.common.skipToMainContent': { message: 'Saltar para o texto' } }));
    assert.deepEqual(JSON.parse((await events.next('reload')).data), { paths: 'all' });
    assert.match((await project.get(PROTEGER_ROUTE)).text, /<a class="skip-link" href="#conteudo">Saltar para o texto<\/a>/);
    await project.remove('content/i18n/pt-BR/code.json');
    assert.deepEqual(JSON.parse((await events.next('reload')).data), { paths: 'all' });
    assert.doesNotMatch((await project.get(PROTEGER_ROUTE)).text, /Saltar para o texto/);
    events.close();
  });

  test('code that does not even load shows its error, and the server recovers once it is fixed', async () => {
    const events = await project.listen();
    await events.next('hello');
    const links = await project.read('src/generator/links.ts');
    await project.write('src/generator/links.ts', `${links}\nexport const broken = ;\n`);
    const failure = JSON.parse((await events.next('failed')).data) as { message: string };
    assert.match(failure.message, /links\.ts/);
    assert.equal((await project.get(PROTEGER_ROUTE)).status, 200, 'the last good pages stay served');
    await project.write('src/generator/links.ts', links);
    await events.next('ok');
    assert.deepEqual(JSON.parse((await events.next('reload')).data), { paths: 'all' });
    events.close();
  });

  test('Ctrl+C stops the watchers, the builder and the server, with exit code 0', async () => {
    assert.equal(await project.interrupt(), 0);
    await assert.rejects(fetch(project.url), 'nothing listens any more');
    const processes = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' });
    assert.ok(!processes.includes(project.root), `no process of the copy is left:\n${processes}`);
  });
});
