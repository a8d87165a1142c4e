import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { generateCorpus } from '../../bench/generate-corpus.ts';

const PAGE_COUNT = 60;
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

function linksOf(file: string): string[] {
  const text = readFileSync(path.join(corpus, file), 'utf8');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
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

test('wiki pages have 3 to 6 sections, 3 to 8 links, a table and an admonition', () => {
  for (const file of modePages) {
    const text = readFileSync(path.join(corpus, file), 'utf8');
    const sections = text.match(/^## /gm)?.length ?? 0;
    assert.ok(sections >= 3 && sections <= 6, `${file}: ${sections} sections`);
    const links = linksOf(file).length;
    assert.ok(links >= 3 && links <= 8, `${file}: ${links} links`);
    assert.match(text, /^\| --- \|/m, `${file}: no table`);
    assert.match(text, /^:::(tip|warning)/m, `${file}: no admonition`);
  }
});

test('the same page count generates the same files', () => {
  const again = path.join(root, 'b');
  generateCorpus(again, PAGE_COUNT);
  assert.deepEqual(listFiles(again), files);
  for (const file of files) assert.equal(readFileSync(path.join(again, file), 'utf8'), readFileSync(path.join(corpus, file), 'utf8'), file);
});

test('generating into a non-empty folder is refused', () => {
  assert.throws(() => generateCorpus(corpus, PAGE_COUNT), /not empty/);
});
