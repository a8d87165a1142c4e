/** A blog of 130 posts: its lists stay the size of a page however many posts it has. */
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import siteConfig from '../../site.config.ts';
import { buildSite } from '../../src/generator/build-site.ts';
import { readRoute } from '../helpers/html.ts';

const root = await mkdtemp(path.join(tmpdir(), 'jabuti-long-blog-'));
const contentDir = path.join(root, 'content');
const outDir = path.join(root, 'out');

before(async () => {
  await cp('test/fixtures/site', contentDir, { recursive: true });
  // One post a day from 2024-01-01: the newest is "Post 130", of 2024-05-09.
  for (let number = 1; number <= 130; number++) {
    const date = new Date(Date.UTC(2024, 0, number)).toISOString().slice(0, 10);
    const tags = number <= 25 ? 'tags: [marcado]\n' : '';
    await writeFile(path.join(contentDir, 'blog', `${date}-post-${number}.md`), `---\ntitle: Post ${number}\nauthors: [ana]\n${tags}---\n\nTexto do post ${number}.\n`);
  }
  await writeFile(path.join(contentDir, 'blog', '2023-12-31-dois-cortes.md'), '---\ntitle: Dois cortes\nauthors: [ana]\n---\n\nParte um.\n\n<!-- truncate -->\n\nParte dois.\n\n<!-- truncate -->\n\nParte três.\n');
  await buildSite({ config: siteConfig, contentDir, outDir });
});

after(() => rm(root, { recursive: true, force: true }));

function sidebarPosts(html: string): string[] {
  const start = html.indexOf('<nav class="blog-sidebar"');
  return [...html.slice(start, html.indexOf('</nav>', start)).matchAll(/>(Post \d+|Primeiro post)</g)].map((match) => match[1]!);
}

test("the blog sidebar names the hundred newest posts, on a post's page as on the list; the archive names all", async () => {
  const listed = sidebarPosts(await readRoute(outDir, '/blog/'));
  assert.equal(listed.length, 100);
  assert.deepEqual([listed[0], listed.at(-1)], ['Primeiro post', 'Post 32']);
  assert.equal(sidebarPosts(await readRoute(outDir, '/blog/page/14/')).length, 100);
  const archive = await readRoute(outDir, '/blog/archive/');
  assert.equal([...archive.matchAll(/>(Post \d+|Primeiro post)</g)].length, 131);
});

test('a post with two truncate comments: the list shows what is above the first, the post all of it', async () => {
  const post = await readRoute(outDir, '/blog/dois-cortes/');
  for (const part of ['Parte um.', 'Parte dois.', 'Parte três.']) assert.ok(post.includes(`<p>${part}</p>`), part);
  const list = await readRoute(outDir, '/blog/page/14/');
  assert.ok(list.includes('<p>Parte um.</p>'));
  assert.ok(!list.includes('Parte dois.'));
});

test("the feeds hold the 20 newest posts, as Docusaurus's feedOptions.limit does by default", async () => {
  const rss = await readFile(path.join(outDir, 'blog/rss.xml'), 'utf8');
  const titles = [...rss.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((match) => match[1]);
  assert.equal(titles.length, 20);
  assert.deepEqual([titles[0], titles.at(-1)], ['Primeiro post', 'Post 112']);
  assert.equal([...(await readFile(path.join(outDir, 'blog/atom.xml'), 'utf8')).matchAll(/<entry>/g)].length, 20);
});

test("a tag's posts are listed as the blog lists them, previews ten a page, each page linking the next, as Docusaurus's tag pages", async () => {
  const titles = (html: string) => [...html.matchAll(/<h2[^>]*><a href="\/blog\/post-(\d+)\/">/g)].map((match) => Number(match[1]));
  const first = await readRoute(outDir, '/blog/tags/marcado/');
  assert.deepEqual(titles(first), [25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
  assert.match(first, /<p>Texto do post 25\.<\/p>/);
  assert.match(first, /href="\/blog\/tags\/marcado\/page\/2\/"/);
  assert.deepEqual(titles(await readRoute(outDir, '/blog/tags/marcado/page/3/')), [5, 4, 3, 2, 1]);
});

test("a blog list's paginator names each link once, with its arrow, as Docusaurus's does", async () => {
  const second = await readRoute(outDir, '/blog/page/2/');
  const pager = second.slice(second.indexOf('<nav class="pagination-nav"'));
  assert.match(pager, /rel="prev"><span class="pagination-title">« Postagens mais recentes<\/span><\/a>/);
  assert.match(pager, /rel="next"><span class="pagination-title">Postagens mais antigas »<\/span><\/a>/);
  assert.doesNotMatch(pager.slice(0, pager.indexOf('</nav>')), /pagination-label/);
});
