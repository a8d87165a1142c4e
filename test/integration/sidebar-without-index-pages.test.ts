import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import siteConfig from '../../site.config.ts';
import { buildSite, type BuildResult } from '../../src/generator/build-site.ts';
import { formatWarning } from '../../src/model/errors.ts';
import { readRoute } from '../helpers/html.ts';

/**
 * A wiki written the Docusaurus default way: folders whose `_category_.json` gives only a label and a
 * position, no index pages. Its pages weigh what they would with index pages.
 */
const root = await mkdtemp(path.join(tmpdir(), 'jabuti-no-index-'));
const contentDir = path.join(root, 'content');
const outDir = path.join(root, 'out');
let result: BuildResult;

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(contentDir, file)), { recursive: true });
  await writeFile(path.join(contentDir, file), text);
}

before(async () => {
  await cp('test/fixtures/site', contentDir, { recursive: true });
  await write('wiki/survival/guias/_category_.json', '{"label": "Guias", "position": 3}');
  for (let page = 1; page <= 80; page++) {
    const number = String(page).padStart(2, '0');
    await write(`wiki/survival/guias/guia-${number}.md`, `---\ntitle: Guia ${number}\ndescription: O guia número ${page}.\n---\n\nTexto do guia.\n`);
  }
  await write('wiki/survival/guias/avancado/_category_.json', '{"label": "Avançado", "position": 100}');
  await write('wiki/survival/guias/avancado/farm.md', '---\ntitle: Farm\n---\n\nUma farm.\n');
  await write('wiki/survival/sem-pagina/_category_.json', '{"label": "Sem página", "position": 4, "link": null}');
  await write('wiki/survival/sem-pagina/solta.md', '---\ntitle: Solta\n---\n\nUma página solta.\n');
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
