import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { articleShape, MAX_PAGE_WORDS, MIN_PAGE_WORDS } from '../../bench/corpus/page-length.ts';
import { planWiki, type PlannedPage } from '../../bench/corpus/plan.ts';
import { MDX_IMPORTS } from '../../bench/corpus/prose.ts';
import { seededRandom } from '../../bench/corpus/random.ts';
import { COMMANDS } from '../../bench/corpus/vocabulary.ts';
import { zipfTable } from '../../bench/corpus/zipf.ts';
import { corpusFiles, editablePageOf, generateCorpus } from '../../bench/generate-corpus.ts';
import { PT } from '../helpers/portuguese-search.ts';

const PAGE_COUNT = 60;
/** The page counts of the build benchmarks (bench/build-bench.ts). */
const BENCH_PAGE_COUNTS = [400, 2000, 10_000];
const root = mkdtempSync(path.join(tmpdir(), 'jabuti-corpus-'));
after(() => rmSync(root, { recursive: true, force: true }));

const corpus = path.join(root, 'a');
generateCorpus(corpus, PAGE_COUNT);
const files = listFiles(corpus);
const markdownFiles = files.filter((file) => file.endsWith('.md'));
const modePages = markdownFiles.filter((file) => file.startsWith('wiki/modo-'));

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

function read(file: string): string {
  return readFileSync(path.join(corpus, file), 'utf8');
}

function bodyOf(text: string): string {
  return text.replace(/^---\n[\s\S]*?\n---\n\n?/, '');
}

/** Words as a reader counts them: runs of non-space holding a letter or a digit. */
function wordsOf(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

function linksOf(file: string): string[] {
  return [...read(file).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
}

/** The content file a link leads to, or undefined when it leads nowhere in the corpus. */
function targetOf(fromFile: string, href: string): string | undefined {
  if (href.startsWith('/')) {
    const route = href.replace(/^\/|\/$/g, '');
    return [`${route}.md`, `${route}/index.md`].find((candidate) => existsSync(path.join(corpus, candidate)));
  }
  const target = path.posix.join(path.posix.dirname(fromFile), href);
  return href.endsWith('.md') && existsSync(path.join(corpus, target)) ? target : undefined;
}

/** How many pages each key holds. */
function countBy(pages: readonly PlannedPage[], key: (page: PlannedPage) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of pages) counts.set(key(page), (counts.get(key(page)) ?? 0) + 1);
  return counts;
}

/** Pages of each category (a `categoria-NN` folder, at the top of its mode or in a section), its nested folder included. */
function categorySizes(pages: readonly PlannedPage[]): number[] {
  const categoryOf = (file: string) => /^(.*\/categoria-\d+)\//.exec(file)?.[1];
  return [...countBy(pages.filter((page) => categoryOf(page.file) !== undefined), (page) => categoryOf(page.file)!).values()];
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

test('the corpus holds exactly the requested wiki pages, five posts with their author and a home page', () => {
  assert.equal(modePages.length, PAGE_COUNT);
  assert.equal(files.filter((file) => /^blog\/2025-01-0\d-post-\d\.md$/.test(file)).length, 5);
  assert.ok(files.includes('blog/authors.yml'));
  assert.ok(files.includes('pages/index.md'));
  assert.ok(existsSync(path.join(corpus, 'data')));
});

test('every wiki folder has an index.md and a _category_.json', () => {
  const folders = new Set(files.filter((file) => file.startsWith('wiki/')).map((file) => path.posix.dirname(file)));
  for (const folder of folders) {
    assert.ok(files.includes(`${folder}/index.md`), `${folder} has no index.md`);
    if (folder !== 'wiki') assert.ok(files.includes(`${folder}/_category_.json`), `${folder} has no _category_.json`);
  }
});

test('every link resolves to a file of the corpus', () => {
  for (const file of markdownFiles) {
    for (const href of linksOf(file)) assert.ok(targetOf(file, href), `${file}: ${href} leads nowhere`);
  }
});

test('wiki pages have 3 to 12 sections, 3 to 8 links, a table and an admonition', () => {
  for (const file of modePages) {
    const text = read(file);
    const sections = text.match(/^## /gm)?.length ?? 0;
    assert.ok(sections >= 3 && sections <= 12, `${file}: ${sections} sections`);
    const links = linksOf(file).length;
    assert.ok(links >= 3 && links <= 8, `${file}: ${links} links`);
    assert.match(text, /^\| --- \|/m, `${file}: no table`);
    assert.match(text, /^:::(tip|warning)/m, `${file}: no admonition`);
  }
});

test('wiki pages hold 200 to 5,000 words, and longer pages have more sections', () => {
  const words = modePages.map((file) => wordsOf(bodyOf(read(file))));
  for (const [i, count] of words.entries()) assert.ok(count >= MIN_PAGE_WORDS && count <= MAX_PAGE_WORDS, `${modePages[i]}: ${count} words`);
  assert.ok(median(words) >= 300 && median(words) <= 1200, `median ${median(words)} words`);
  const sections = modePages.map((file) => read(file).match(/^## /gm)?.length ?? 0);
  const longest = words.indexOf(Math.max(...words));
  const shortest = words.indexOf(Math.min(...words));
  assert.ok((sections[longest] as number) > (sections[shortest] as number), 'the longest page has no more sections than the shortest');
});

test('page lengths are heavy-tailed: most pages of 300 to 1,200 words, a few long guides', () => {
  const words = Array.from({ length: 5000 }, (_, i) => articleShape(seededRandom(`page-${i}`)).words);
  assert.ok(Math.min(...words) >= MIN_PAGE_WORDS && Math.max(...words) <= MAX_PAGE_WORDS);
  const share = (test: (count: number) => boolean): number => words.filter(test).length / words.length;
  assert.ok(share((count) => count >= 300 && count <= 1200) >= 0.8, 'fewer than 80 % of pages have 300 to 1,200 words');
  const long = share((count) => count >= 2000);
  assert.ok(long >= 0.01 && long <= 0.08, `${long * 100} % of pages have 2,000 words or more`);
  assert.ok(Math.max(...words) >= 4000, 'no page of 4,000 words or more');
});

test('the text holds accented words, numbers, versions, areas and many different slash commands', () => {
  const text = modePages.map((file) => bodyOf(read(file))).join('\n');
  for (const letter of 'áâãéêíóôõúç') assert.ok(text.includes(letter), `no ${letter}`);
  assert.match(text, /\b1\.(?:8|9|1\d|2[01])\b/, 'no game version');
  assert.match(text, /\b\d+x\d+\b/, 'no area like 3x3');
  assert.match(text, /`\/sethome\b/, 'no /sethome');
  const commands = new Set([...text.matchAll(/`(\/[a-z][^`]*)`/g)].map((match) => match[1]));
  const generated = [...commands].filter((command) => !(COMMANDS as readonly (string | undefined)[]).includes(command));
  assert.ok(generated.length >= 30, `only ${generated.length} commands beside the server's own`);
});

test('word choice follows Zipf: rank r is drawn about 1/r as often as the first', () => {
  const table = zipfTable(1000);
  const random = seededRandom('zipf');
  const counts = new Array<number>(table.size).fill(0);
  for (let i = 0; i < 300_000; i++) {
    const rank = table.sample(random);
    counts[rank] = (counts[rank] as number) + 1;
  }
  const ratio = (rank: number): number => (counts[0] as number) / (counts[rank - 1] as number);
  assert.ok(Math.abs(ratio(2) - 2) < 0.2, `rank 2: ${ratio(2)}`);
  assert.ok(Math.abs(ratio(10) - 10) < 1.5, `rank 10: ${ratio(10)}`);
  assert.ok(Math.abs(ratio(100) - 100) < 25, `rank 100: ${ratio(100)}`);
});

test('a 2,000-page corpus holds over 20,000 distinct index terms', () => {
  const terms = new Set<string>();
  for (const file of corpusFiles(2000)) for (const term of PT.analyse(file.contents)) terms.add(term);
  assert.ok(terms.size >= 20_000, `${terms.size} distinct terms`);
});

test('folders are of very different sizes: one mode holds over half the pages, categories 3 to 400 pages at 2,000', () => {
  for (const pageCount of [1, 7, 20, PAGE_COUNT, ...BENCH_PAGE_COUNTS]) {
    const plan = planWiki(pageCount);
    assert.equal(plan.pages.length, pageCount);
    assert.equal(new Set(plan.pages.map((page) => page.file)).size, pageCount, `${pageCount}: two pages share a file`);
    const dirs = new Set(plan.folders.map((folder) => folder.dir));
    for (const page of plan.pages) assert.ok(dirs.has(path.posix.dirname(page.file)), `${page.file} is in no planned folder`);
    for (const dir of dirs) assert.ok(plan.pages.some((page) => page.file === `${dir}/index.md`), `${dir} has no index page`);
    if (pageCount < 20) continue;
    const byMode = countBy(plan.pages, (page) => String(page.mode));
    assert.ok(byMode.size >= 3, `${pageCount}: ${byMode.size} modes`);
    assert.ok((byMode.get('0') ?? 0) > pageCount / 2, `${pageCount}: the main mode holds ${byMode.get('0')} pages`);
    const categories = categorySizes(plan.pages);
    assert.equal(Math.min(...categories), 3, `${pageCount}: smallest category`);
    if (pageCount >= 400) assert.ok(Math.max(...categories) >= 10 * median(categories), `${pageCount}: categories too even`);
  }
  const plan = planWiki(2000);
  assert.ok(plan.pages.filter((page) => page.mode === 0).length >= 1000);
  assert.equal(Math.max(...categorySizes(plan.pages)), 400);
  assert.ok(plan.folders.some((folder) => folder.dir.split('/').length === 4), 'no nested folder');
});

test('the page the dev benchmark edits exists in every benchmark corpus', () => {
  for (const pageCount of BENCH_PAGE_COUNTS) {
    const page = editablePageOf(pageCount);
    assert.ok(page.endsWith('.md') && planWiki(pageCount).pages.some((planned) => planned.file === page), `${pageCount}: ${page}`);
  }
});

test('the Docusaurus shape: no index page, a _category_.json of a label and a position, folders of 500 to 1,000 pages, nesting three deep', () => {
  for (const pageCount of [PAGE_COUNT, ...BENCH_PAGE_COUNTS]) {
    const files = corpusFiles(pageCount, { shape: 'docusaurus' });
    const wikiPages = files.filter((file) => /^wiki\/modo-.*\.md$/.test(file.path));
    assert.equal(wikiPages.length, pageCount);
    assert.ok(!wikiPages.some((file) => file.path.endsWith('/index.md')), `${pageCount}: an index page`);
    const folders = new Set(wikiPages.map((file) => path.posix.dirname(file.path)));
    for (const folder of folders) {
      const category = files.find((file) => file.path === `${folder}/_category_.json`);
      assert.ok(category, `${pageCount}: ${folder} has no _category_.json`);
      assert.deepEqual(Object.keys(JSON.parse(category.contents)), ['label', 'position']);
    }
    const linkable = new Set(files.map((file) => file.path));
    for (const page of wikiPages.slice(0, 50)) {
      for (const [, href] of page.contents.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = href!.startsWith('/') ? `${href!.slice(1, -1)}.md` : path.posix.join(path.posix.dirname(page.path), href!);
        assert.ok(linkable.has(target), `${page.path}: ${href} leads nowhere`);
      }
    }
    if (pageCount < 400) continue;
    const largestFolder = Math.max(...countBy(planWiki(pageCount, 'docusaurus').pages, (page) => path.posix.dirname(page.file)).values());
    if (pageCount >= 2000) assert.ok(largestFolder >= 500 && largestFolder <= 1000, `${pageCount}: largest folder ${largestFolder}`);
    assert.ok([...folders].some((folder) => folder.split('/').length >= 4), `${pageCount}: no folder three deep`);
    assert.ok(planWiki(pageCount, 'docusaurus').pages.some((planned) => planned.file === editablePageOf(pageCount, 'docusaurus')));
  }
});

test('an MDX share writes that share of the wiki pages as MDX with the imports of their Tabs', () => {
  const mdx = corpusFiles(PAGE_COUNT, { mdxShare: 1 / 3 }).filter((file) => file.path.endsWith('.mdx'));
  assert.equal(mdx.length, PAGE_COUNT / 3);
  for (const file of mdx) {
    assert.ok(bodyOf(file.contents).startsWith(MDX_IMPORTS), `${file.path} does not start with the imports`);
    assert.match(file.contents, /^<Tabs groupId="plataforma">$/m, `${file.path} has no Tabs`);
  }
});

test('the same page count generates the same files', () => {
  const again = path.join(root, 'b');
  generateCorpus(again, PAGE_COUNT);
  assert.deepEqual(listFiles(again), files);
  for (const file of files) assert.equal(readFileSync(path.join(again, file), 'utf8'), read(file), file);
});

test('generating into a non-empty folder is refused', () => {
  assert.throws(() => generateCorpus(corpus, PAGE_COUNT), /not empty/);
});
