/**
 * A build over the previous one reuses the pages whose inputs did not change (build-cache.ts).
 * Correctness before speed: a seeded series of edits, each followed by a build with the cache and
 * one from scratch, whose outputs must be the same bytes, file for file.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import siteConfig from '../../site.config.ts';
import { buildProject, buildSite } from '../../src/generator/build-site.ts';
import type { SiteConfigInput } from '../../src/model/config.ts';
import { spareFolderOf } from '../../src/generator/write.ts';
import { seededRandom, type Random } from '../helpers/fuzz-requests.ts';
import { assertSameSite } from '../helpers/same-site.ts';

const root = mkdtempSync(path.join(tmpdir(), 'jabuti-cache-'));
after(() => rmSync(root, { recursive: true, force: true }));
const contentDir = path.join(root, 'content');
const cacheDir = path.join(root, 'cache');

const CATEGORIES = ['Conta', 'Economia', 'Eventos'];
const WORDS = ['bloco', 'picareta', 'diamante', 'vila', 'aldeão', 'fornalha', 'mapa', 'loja', 'clã', 'arena', 'baú', 'poção'];

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true });
  writeFileSync(path.join(contentDir, file), text);
}

function paragraph(random: Random): string {
  return Array.from({ length: random.int(8, 20) }, () => random.pick(WORDS)).join(' ');
}

/** A wiki page: some read a data value, some link to another page, one shows a site component. */
function page(random: Random, title: string, linkTo: string | undefined): string {
  const lines = ['---', `title: ${title}`, `description: Tudo sobre ${title.toLowerCase()}.`, '---', '', `## ${random.pick(WORDS)}`, '', paragraph(random)];
  if (random.chance(0.5)) lines.push('', 'O kit custa {{ precos.kit }} coins.');
  if (linkTo) lines.push('', `Veja também [a outra página](${linkTo}).`);
  return `${lines.join('\n')}\n`;
}

/** Categories without index pages (`_category_.json` with a label and a position), as Docusaurus's documentation writes them. */
function writeSite(random: Random): string[] {
  write('data/precos.yml', 'kit: 250\nvip: 30\n');
  write('pages/index.md', '---\ntitle: Início\ndescription: A página inicial.\nlayout: home\n---\n\nTexto da página inicial.\n');
  write('blog/authors.yml', 'ana:\n  name: Ana\n  title: Moderadora\n');
  write('blog/2025-02-01-primeiro.md', '---\ntitle: Primeiro post\ndescription: O primeiro post.\nauthors: [ana]\n---\n\nComeço do post.\n\n<!-- truncate -->\n\nResto do post, kit por {{ precos.kit }}.\n');
  write('wiki/index.md', '---\ntitle: Wiki\ndescription: A wiki do servidor.\n---\n\nBem-vindo.\n');
  write('wiki/survival/index.md', '---\ntitle: Survival\ndescription: O modo survival.\n---\n\nO modo clássico.\n');
  write('src/components/Destaque.jsx', "export default function Destaque({ children }) {\n  return <mark className=\"destaque\">{children}</mark>;\n}\n");
  write('wiki/survival/destaques.mdx', "---\ntitle: Destaques\ndescription: O que está em destaque.\n---\n\nimport Destaque from '@site/src/components/Destaque';\n\n<Destaque>Novidade</Destaque> desta semana.\n");
  const pages: string[] = [];
  for (const [position, label] of CATEGORIES.entries()) {
    const folder = `wiki/survival/${label.toLowerCase()}`;
    write(`${folder}/_category_.json`, JSON.stringify({ label, position: position + 1 }));
    for (let index = 0; index < 6; index++) {
      const file = `${folder}/pagina-${index}.md`;
      const linkTo = pages.length > 0 && random.chance(0.5) ? `/${random.pick(pages).replace(/\.md$/, '/')}` : undefined;
      write(file, page(random, `${label} ${index}`, linkTo));
      pages.push(file);
    }
  }
  return pages;
}

/** The files in which the search worker remembers what it read of each page (search-analyses.ts). */
function searchAnalysesFiles(): string[] {
  return readdirSync(cacheDir).filter((name) => name.endsWith('.search')).map((name) => path.join(cacheDir, name));
}

function removeSearchAnalyses(): void {
  for (const file of searchAnalysesFiles()) rmSync(file);
}

test('after each edit, a build over the previous one with the cache writes the very bytes of a build from scratch', async () => {
  const random = seededRandom(35);
  const pages = writeSite(random);
  let config: SiteConfigInput = { ...siteConfig };
  let generatorVersion = 'v1';
  const cachedOut = path.join(root, 'dist');
  let scratchBuilds = 0;
  const build = async () => {
    const cached = await buildSite({ config, contentDir, outDir: cachedOut, cache: { dir: cacheDir, generatorVersion } });
    const scratchOut = path.join(root, `scratch-${scratchBuilds++}`);
    await buildSite({ config, contentDir, outDir: scratchOut, cache: false });
    return { cached, scratchOut };
  };
  const first = await build();
  assert.equal(first.cached.reused, 0, 'nothing to reuse on a first build');
  assertSameSite(cachedOut, first.scratchOut, 'first build');

  const edits: { name: string; apply: () => void; reused: (pages: number, reused: number) => boolean }[] = [
    {
      name: "a page's body",
      apply: () => {
        const file = random.pick(pages);
        write(file, readFileSync(path.join(contentDir, file), 'utf8') + `\n${paragraph(random)}\n`);
      },
      // Only that page changes (its search context is indexed again).
      reused: (total, reused) => reused === total - 1,
    },
    {
      name: "a page's title",
      apply: () => {
        const file = random.pick(pages);
        write(file, readFileSync(path.join(contentDir, file), 'utf8').replace(/^title: .*$/m, `title: Novo título ${random.int(0, 1000)}`));
      },
      // Every page of its sidebar shows the new title, the others do not.
      reused: (total, reused) => reused > 0 && reused < total - 1,
    },
    { name: 'a data value many pages read', apply: () => write('data/precos.yml', `kit: ${random.int(300, 900)}\nvip: 30\n`), reused: (total, reused) => reused > 0 && reused < total },
    {
      name: 'a page deleted and one added',
      apply: () => {
        const removed = pages.splice(random.int(0, pages.length), 1)[0]!;
        rmSync(path.join(contentDir, removed));
        const added = `wiki/survival/${random.pick(CATEGORIES).toLowerCase()}/nova-${random.int(0, 1000)}.md`;
        write(added, page(random, `Nova ${random.pick(WORDS)}`, undefined));
        pages.push(added);
      },
      reused: (_total, reused) => reused > 0,
    },
    { name: "a category's label", apply: () => write('wiki/survival/economia/_category_.json', JSON.stringify({ label: `Economia ${random.int(0, 100)}`, position: 2 })), reused: (_total, reused) => reused > 0 },
    { name: "a component's source", apply: () => write('src/components/Destaque.jsx', `export default function Destaque({ children }) {\n  return <strong className="destaque-${random.int(0, 100)}">{children}</strong>;\n}\n`), reused: (total, reused) => reused === total - 1 },
    { name: 'the configuration', apply: () => (config = { ...config, tagline: `Um servidor ${random.int(0, 1000)}` }), reused: (_total, reused) => reused === 0 },
    { name: "the generator's own version", apply: () => (generatorVersion = `v${random.int(2, 1000)}`), reused: (_total, reused) => reused === 0 },
    { name: 'nothing', apply: () => {}, reused: (total, reused) => reused === total },
    { name: "what the search remembered of each page, lost", apply: () => removeSearchAnalyses(), reused: (total, reused) => reused === total },
  ];
  // Each kind of edit once, in a seeded order.
  const order = edits.map((edit) => ({ edit, rank: random.next() })).sort((a, b) => a.rank - b.rank);
  for (const { edit } of order) {
    edit.apply();
    const { cached, scratchOut } = await build();
    assertSameSite(cachedOut, scratchOut, `after an edit of ${edit.name}`);
    assert.ok(edit.reused(cached.pages, cached.reused), `after an edit of ${edit.name}: ${cached.reused} of ${cached.pages} pages reused`);
    rmSync(scratchOut, { recursive: true, force: true });
  }
});

test("a Docusaurus project's build over the previous one, after an edit of a doc and after another, is byte for byte a build from scratch", async () => {
  const siteDir = path.join(root, 'project');
  cpSync('test/fixtures/docusaurus', siteDir, { recursive: true });
  const cachedOut = path.join(root, 'project-dist');
  const cache = { dir: cacheDir, generatorVersion: 'v1' };
  await buildProject(siteDir, { outDir: cachedOut, cache });
  // The English site is built into a folder of its own that then moves into the site: its pages are put in place from the English folder of the site replaced, keeping their times.
  const englishPages = () => new Map(readdirSync(path.join(cachedOut, 'en'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('index.html')).map((file) => [file, statSync(path.join(cachedOut, 'en', file)).mtimeMs]));
  const englishBefore = englishPages();
  const doc = path.join(siteDir, 'docs', readdirSync(path.join(siteDir, 'docs')).find((name) => name.endsWith('.md'))!);
  writeFileSync(doc, `${readFileSync(doc, 'utf8')}\nUma linha nova no fim da página.\n`);
  const cached = await buildProject(siteDir, { outDir: cachedOut, cache });
  const scratchOut = path.join(root, 'project-scratch');
  await buildProject(siteDir, { outDir: scratchOut, cache: false });
  assertSameSite(cachedOut, scratchOut, 'after an edit of a doc');
  assert.ok(cached.reused > cached.pages / 2, `pages reused: ${cached.reused} of ${cached.pages}`);
  const englishKept = [...englishPages()].filter(([file, time]) => englishBefore.get(file) === time);
  assert.ok(englishKept.length > englishBefore.size / 2, `English pages put in place: ${englishKept.length} of ${englishBefore.size}`);
  // A third build: the English folder of the site two builds back, kept in the spare, is written over (not deleted file by file and made again), and the site is still a build from scratch's.
  const englishFolderTwoBuildsBack = statSync(path.join(spareFolderOf(cachedOut), 'en')).ino;
  writeFileSync(doc, `${readFileSync(doc, 'utf8')}\nE mais outra.\n`);
  await buildProject(siteDir, { outDir: cachedOut, cache });
  rmSync(scratchOut, { recursive: true, force: true });
  await buildProject(siteDir, { outDir: scratchOut, cache: false });
  assertSameSite(cachedOut, scratchOut, 'after a second edit');
  assert.equal(statSync(path.join(cachedOut, 'en')).ino, englishFolderTwoBuildsBack);
});

test('on a site of 150 pages, the search rereads the page edited and keeps what it remembered; the site is the one a build from scratch makes', async () => {
  const siteDir = path.join(root, 'large');
  const config: SiteConfigInput = { ...siteConfig };
  const pages = Array.from({ length: 150 }, (_, number) => `wiki/survival/grande/pagina-${number}.md`);
  const large = (file: string) => path.join(siteDir, file);
  mkdirSync(large('wiki/survival/grande'), { recursive: true });
  writeFileSync(large('wiki/survival/grande/_category_.json'), JSON.stringify({ label: 'Grande', position: 1 }));
  for (const [number, file] of pages.entries()) writeFileSync(large(file), `---\ntitle: Página ${number}\ndescription: A página ${number}.\n---\n\nTexto da página ${number}, com ${WORDS[number % WORDS.length]} e ${WORDS[(number * 7) % WORDS.length]}.\n`);
  const cachedOut = path.join(root, 'large-dist');
  const cache = { dir: cacheDir, generatorVersion: 'v1' };
  const build = async (step: string) => {
    await buildSite({ config, contentDir: siteDir, outDir: cachedOut, cache });
    const scratchOut = path.join(root, 'large-scratch');
    await buildSite({ config, contentDir: siteDir, outDir: scratchOut, cache: false });
    assertSameSite(cachedOut, scratchOut, step);
    rmSync(scratchOut, { recursive: true, force: true });
  };
  await build('first build');
  const remembered = () => new Map(searchAnalysesFiles().map((file) => [file, readFileSync(file)]));
  const before = remembered();
  for (const [edit, file] of [pages[3]!, pages[3]!].entries()) {
    writeFileSync(large(file), `${readFileSync(large(file), 'utf8')}\nUma palavra nova: cristalino${edit}.\n`);
    await build(`after an edit of ${file}`);
  }
  assert.deepEqual(remembered(), before, 'with 1 page of 150 read anew, what the search remembered is not written again');
});

test("a page's .br and .gz deleted by hand from the output are made again, by every build after, which never fails for them (redux's differential trial: every build failed with ENOENT)", async () => {
  const siteDir = path.join(root, 'deleted');
  const config: SiteConfigInput = { ...siteConfig };
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    writeFileSync(path.join(siteDir, file), text);
  };
  write('wiki/survival/index.md', '---\ntitle: Survival\ndescription: O modo survival.\n---\n\nO modo clássico.\n');
  for (const number of [1, 2, 3]) write(`wiki/survival/pagina-${number}.md`, `---\ntitle: Página ${number}\ndescription: A página ${number}.\n---\n\nTexto da página ${number}.\n`);
  const cachedOut = path.join(root, 'deleted-dist');
  const scratchOut = path.join(root, 'deleted-scratch');
  const cache = { dir: cacheDir, generatorVersion: 'v1' };
  await buildSite({ config, contentDir: siteDir, outDir: cachedOut, cache });
  await buildSite({ config, contentDir: siteDir, outDir: cachedOut, cache });
  rmSync(path.join(cachedOut, 'wiki/survival/pagina-2/index.html.br'));
  rmSync(path.join(cachedOut, 'wiki/survival/pagina-3/index.html.gz'));
  await buildSite({ config, contentDir: siteDir, outDir: scratchOut, cache: false });
  for (const step of ['first build after', 'second build after', 'third build after']) {
    await buildSite({ config, contentDir: siteDir, outDir: cachedOut, cache });
    assertSameSite(cachedOut, scratchOut, `${step} the deletion`);
  }
  await buildSite({ config, contentDir: siteDir, outDir: cachedOut, cache: false });
  assertSameSite(cachedOut, scratchOut, 'a build without the cache after the deletion');
});

test('a page changed or deleted by hand in the output is rendered again by the next build, not put in place from there', async () => {
  const siteDir = path.join(root, 'by-hand');
  const config: SiteConfigInput = { ...siteConfig };
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    writeFileSync(path.join(siteDir, file), text);
  };
  write('wiki/survival/index.md', '---\ntitle: Survival\ndescription: O modo survival.\n---\n\nO modo clássico.\n');
  for (const number of [1, 2, 3]) write(`wiki/survival/pagina-${number}.md`, `---\ntitle: Página ${number}\ndescription: A página ${number}.\n---\n\nTexto da página ${number}.\n`);
  const cachedOut = path.join(root, 'by-hand-dist');
  const scratchOut = path.join(root, 'by-hand-scratch');
  const cache = { dir: cacheDir, generatorVersion: 'v1' };
  await buildSite({ config, contentDir: siteDir, outDir: cachedOut, cache });
  await buildSite({ config, contentDir: siteDir, outDir: cachedOut, cache });
  const changed = path.join(cachedOut, 'wiki/survival/pagina-1/index.html');
  writeFileSync(changed, readFileSync(changed, 'utf8').replace('Texto da página 1.', 'Texto mudado à mão.'));
  rmSync(path.join(cachedOut, 'wiki/survival/pagina-2/index.html'));
  await buildSite({ config, contentDir: siteDir, outDir: scratchOut, cache: false });
  const result = await buildSite({ config, contentDir: siteDir, outDir: cachedOut, cache });
  assert.ok(result.reused > 0, 'the other pages are still put in place');
  assertSameSite(cachedOut, scratchOut, 'the build after the changes by hand');
});
