import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import siteConfig from '../../site.config.ts';
import { buildSite } from '../../src/generator/build-site.ts';
import { formatWarning } from '../../src/model/errors.ts';
import { commitEverything } from '../helpers/git-repository.ts';
import { readRoute } from '../helpers/html.ts';

const FIXTURE = 'test/fixtures/site';
const root = await mkdtemp(path.join(tmpdir(), 'jabuti-build-'));
after(() => rm(root, { recursive: true, force: true }));

/** A private copy of the fixture content, to break on purpose. */
async function copyFixture(name: string): Promise<string> {
  const dir = path.join(root, name);
  await cp(FIXTURE, dir, { recursive: true });
  return dir;
}

test('data values, relative links and images are rendered; broken links and anchors warn with file and line', async () => {
  const outDir = path.join(root, 'out-ok');
  const result = await buildSite({ config: siteConfig, contentDir: FIXTURE, outDir });
  const survival = await readRoute(outDir, '/wiki/survival/');
  assert.deepEqual((await readdir(path.join(outDir, 'assets'))).filter((name) => name.startsWith('mermaid-')), [], 'no page draws a diagram: no Mermaid');
  assert.match(survival, /<code>jogar\.jabuticraft\.com\.br<\/code> <button [^>]*data-copy="jogar\.jabuticraft\.com\.br"[^>]*>Copiar<\/button>; o kit inicial custa 250 coins\./);
  assert.match(survival, /href="\/wiki\/survival\/conta\/proteger\/#senha-forte"/);
  const proteger = await readRoute(outDir, '/wiki/survival/conta/proteger/');
  assert.match(proteger, /<img[^>]*src="\/img\/logo\.svg"[^>]*width="150"[^>]*height="150"[^>]*loading="lazy"|<img[^>]*loading="lazy"[^>]*width="150"/);
  const messages = result.warnings.map(formatWarning);
  assert.deepEqual(
    messages.filter((message) => message.startsWith('test/fixtures/')),
    [
      'test/fixtures/site/wiki/survival/conta/proteger.md:13: broken link: no page at /wiki/survival/nada/',
      'test/fixtures/site/wiki/survival/conta/proteger.md:13: broken anchor: /wiki/survival/conta/proteger/ has no heading "#senha-fraca"',
    ],
  );
  // The fixture has no /regras/ page: the navbar's eighteen links to it warn once, naming the configuration.
  assert.deepEqual(
    messages.filter((message) => message.includes('/regras/')),
    ['site.config.ts: broken link: no page at /regras/'],
  );
});

test('a category label comes from _category_.json, the active page opens its category, the trail names the game mode', async () => {
  const outDir = path.join(root, 'out-sidebar');
  await buildSite({ config: siteConfig, contentDir: FIXTURE, outDir });
  const html = await readRoute(outDir, '/wiki/survival/conta/proteger/');
  assert.match(html, /<li class="sidebar-category"><a href="\/wiki\/survival\/conta\/">Conta e segurança<\/a><details open><summary aria-label="[^"]+"><\/summary>/);
  assert.match(html, /<a class="active" aria-current="page" href="\/wiki\/survival\/conta\/proteger\/">Proteger a conta<\/a>/);
  assert.match(html, /<nav class="breadcrumbs"[^>]*><ol><li><a href="\/wiki\/">Wiki de teste<\/a><\/li><li><a href="\/wiki\/survival\/">Survival<\/a><\/li><li><a href="\/wiki\/survival\/conta\/">Conta e segurança<\/a><\/li>/);
  assert.match(html, /rel="prev"/);
});

test('another base URL prefixes every internal link and asset', async () => {
  const outDir = path.join(root, 'out-base');
  await buildSite({ config: siteConfig, contentDir: FIXTURE, outDir, baseUrl: '/jabuti/' });
  const html = await readRoute(outDir, '/wiki/survival/');
  assert.match(html, /href="\/jabuti\/wiki\/survival\/conta\/proteger\/#senha-forte"/);
  assert.match(html, /<link rel="stylesheet" href="\/jabuti\/assets\/site\.[A-Z0-9]+\.css"/);
  assert.match(html, /<a href="\/jabuti\/jogar\/" class="navbar-link">Jogar<\/a>/);
  assert.match(html, /<link rel="canonical" href="https:\/\/jabuticraft\.com\.br\/jabuti\/wiki\/survival\/"/);
});

test('an unknown data key fails the build naming file and line, and the previous output stays whole', async () => {
  const contentDir = await copyFixture('bad-key');
  const outDir = path.join(root, 'out-bad-key');
  await buildSite({ config: siteConfig, contentDir, outDir });
  const before = await readRoute(outDir, '/wiki/survival/');
  const file = path.join(contentDir, 'wiki/survival/index.md');
  await writeFile(file, (await readFile(file, 'utf8')).replace('precos.kit_inicial', 'precos.kit_final'));
  await assert.rejects(buildSite({ config: siteConfig, contentDir, outDir }), /wiki\/survival\/index\.md:7: .*precos\.kit_final/);
  assert.equal(await readRoute(outDir, '/wiki/survival/'), before);
  await readRoute(outDir, '/wiki/survival/conta/proteger/');
});

test('data values work in the readable front matter; an unknown key there fails naming its line', async () => {
  const contentDir = await copyFixture('front-matter-key');
  const outDir = path.join(root, 'out-front-matter-key');
  await buildSite({ config: siteConfig, contentDir, outDir });
  const proteger = await readRoute(outDir, '/wiki/survival/conta/proteger/');
  assert.match(proteger, /<meta name="description" content="Como proteger a conta antes de gastar 250 coins\."/);
  const file = path.join(contentDir, 'wiki/survival/conta/proteger.md');
  await writeFile(file, (await readFile(file, 'utf8')).replace('title: Proteger a conta', 'title: Proteger a conta ({{ precos.sumiu }})'));
  await assert.rejects(buildSite({ config: siteConfig, contentDir, outDir }), /wiki\/survival\/conta\/proteger\.md:2: unknown data key "precos\.sumiu"/);
});

test('a Markdown image whose file is missing fails the build naming file and line', async () => {
  const contentDir = await copyFixture('bad-image');
  const file = path.join(contentDir, 'wiki/survival/conta/proteger.md');
  await writeFile(file, (await readFile(file, 'utf8')).replace('/img/logo.svg', '/img/sumiu.png'));
  await assert.rejects(buildSite({ config: siteConfig, contentDir, outDir: path.join(root, 'out-bad-image') }), /wiki\/survival\/conta\/proteger\.md:11: .*sumiu\.png/);
});

test('broken front matter fails the build with file and line', async () => {
  const contentDir = await copyFixture('bad-front-matter');
  await writeFile(path.join(contentDir, 'wiki/survival/conta/index.md'), '---\ntitle: Conta\ntitle: Outra\n---\nTexto.\n');
  await assert.rejects(
    buildSite({ config: siteConfig, contentDir, outDir: path.join(root, 'out-bad-fm') }),
    /wiki\/survival\/conta\/index\.md:3: front matter: Map keys must be unique/,
  );
});

test('images beside a page (Docusaurus style) are copied under hashed names with their size; a missing one fails with file and line', async () => {
  const contentDir = await copyFixture('page-images');
  const folder = path.join(contentDir, 'wiki/survival/conta');
  const png = await readFile('content/static/textura/medalhas.png');
  await mkdir(path.join(folder, 'img'), { recursive: true });
  await writeFile(path.join(folder, 'img/mapa.png'), png);
  await writeFile(path.join(folder, 'vizinho.png'), png);
  const page = path.join(folder, 'proteger.md');
  const original = await readFile(page, 'utf8');
  await writeFile(page, `${original}\n![Mapa](./img/mapa.png)\n\n![Vizinho](vizinho.png)\n\n![De novo](../conta/img/mapa.png)\n`);
  const outDir = path.join(root, 'out-page-images');
  await buildSite({ config: siteConfig, contentDir, outDir, baseUrl: '/jabuti/' });
  const html = await readRoute(outDir, '/wiki/survival/conta/proteger/');
  const sources = [...html.matchAll(/<img src="([^"]+)" alt="(Mapa|Vizinho|De novo)" width="(\d+)" height="(\d+)"/g)];
  assert.equal(sources.length, 3, html);
  const [mapa, vizinho, deNovo] = sources.map((match) => match[1]!);
  assert.match(mapa!, /^\/jabuti\/assets\/img\/mapa\.[\w-]{10}\.png$/);
  assert.match(vizinho!, /^\/jabuti\/assets\/img\/vizinho\.[\w-]{10}\.png$/);
  assert.equal(deNovo, mapa, 'the same file, the same name');
  assert.deepEqual(await readFile(path.join(outDir, mapa!.replace('/jabuti/', ''))), png);
  assert.ok(Number(sources[0]![3]) > 0 && Number(sources[0]![4]) > 0);

  await writeFile(page, `${original}\n![Sumiu](./img/sumiu.png)\n`);
  await assert.rejects(buildSite({ config: siteConfig, contentDir, outDir }), /wiki\/survival\/conta\/proteger\.md:\d+: image not found: "\.\/img\/sumiu\.png"/);
});

test('a doc without a title takes it from its opening # heading, shown once; an absolute slug starts at its docs folder', async () => {
  const contentDir = await copyFixture('content-title');
  await writeFile(path.join(contentDir, 'wiki/survival/primeiros-passos.md'), '---\nslug: /comecar\ndescription: Os primeiros minutos.\n---\n\n# Primeiros passos\n\n## No spawn\n\nFale com o guia.\n');
  const outDir = path.join(root, 'out-content-title');
  const result = await buildSite({ config: siteConfig, contentDir, outDir });
  const html = await readRoute(outDir, '/wiki/survival/comecar/');
  assert.match(html, /<title>Primeiros passos \| Jabuticraft<\/title>/);
  assert.equal(html.match(/<h1[^>]*>/g)?.length, 1);
  assert.match(html, /<h1[^>]*>Primeiros passos<\/h1>/);
  assert.deepEqual(result.warnings.filter((warning) => warning.file.endsWith('primeiros-passos.md')), []);
});

test('Docusaurus front matter: image, sidebar_class_name, sidebar_custom_props, hide_title, toc_min/max_heading_level, pagination_prev/next/label', async () => {
  const contentDir = await copyFixture('doc-front-matter');
  await writeFile(
    path.join(contentDir, 'wiki/survival/guia.md'),
    ['---', 'title: Guia completo', 'image: /img/guia.png', 'sidebar_class_name: destaque', 'sidebar_custom_props: { novo: true }', 'hide_title: true', 'toc_min_heading_level: 3', 'toc_max_heading_level: 4', 'pagination_prev: null', 'pagination_next: conta/proteger', 'keywords: [guia, conta]', '---', '', '## Parte um', '', '### Detalhe', '', '#### Mais fundo', '', '##### Fundo demais', ''].join('\n'),
  );
  await writeFile(path.join(contentDir, 'wiki/survival/perdido.md'), '---\ntitle: Perdido\npagination_next: pagina-que-sumiu\n---\n\nTexto.\n');
  const proteger = path.join(contentDir, 'wiki/survival/conta/proteger.md');
  await writeFile(proteger, (await readFile(proteger, 'utf8')).replace('sidebar_position: 1', 'sidebar_position: 1\npagination_label: Segurança da conta'));
  const outDir = path.join(root, 'out-doc-front-matter');
  const result = await buildSite({ config: siteConfig, contentDir, outDir });
  assert.deepEqual(result.warnings.filter((warning) => /guia|proteger/.test(warning.file) && /front matter/.test(warning.message)), []);
  assert.deepEqual(
    result.warnings.filter((warning) => /perdido/.test(warning.file)).map((warning) => formatWarning(warning).replace(/^.*\/wiki\//, 'wiki/')),
    [`wiki/survival/perdido.md:3: pagination_next: no doc has the id "pagina-que-sumiu"; the page beside it in the sidebar is linked instead`],
  );
  const html = await readRoute(outDir, '/wiki/survival/guia/');
  assert.match(html, /<meta name="keywords" content="guia, conta"\/>/);
  assert.match(html, /<h1 class="sr-only">Guia completo<\/h1>/);
  assert.match(html, /<meta property="og:image" content="https:\/\/jabuticraft\.com\.br\/img\/guia\.png"\/>/);
  assert.equal(html.match(/og:image/g)?.length, 1);
  assert.match(html, /<meta name="twitter:image" content="https:\/\/jabuticraft\.com\.br\/img\/guia\.png"\/>/);
  assert.match(html, /<li class="destaque"><a class="active" aria-current="page" href="\/wiki\/survival\/guia\/">Guia completo<\/a><\/li>/);
  const toc = /<nav class="toc"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  assert.doesNotMatch(toc, /Parte um|Fundo demais/);
  assert.match(toc, /<li><a href="#detalhe">Detalhe<\/a><ul><li><a href="#mais-fundo">Mais fundo<\/a><\/li><\/ul><\/li>/);
  const pagination = /<nav class="pagination-nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  assert.match(pagination, /href="\/wiki\/survival\/conta\/proteger\/"[\s\S]*Segurança da conta/);
  assert.doesNotMatch(pagination, /Anterior/);
});

test('an author image given as a full URL stays external; a path of the site gets the base URL', async () => {
  const contentDir = await copyFixture('author-images');
  await writeFile(path.join(contentDir, 'blog/authors.yml'), 'ana:\n  name: Ana\n  title: Moderadora\n  image_url: https://avatars.example.com/ana.png\nbeto:\n  name: Beto\n  image_url: /img/logo.svg\n');
  const post = path.join(contentDir, 'blog/2025-02-01-primeiro.md');
  await writeFile(post, (await readFile(post, 'utf8')).replace(/authors: .*/, 'authors: [ana, beto]'));
  const outDir = path.join(root, 'out-author-images');
  await buildSite({ config: siteConfig, contentDir, outDir, baseUrl: '/jabuti/' });
  const html = await readRoute(outDir, '/blog/primeiro/');
  assert.match(html, /<img class="author-avatar author-avatar-40" src="https:\/\/avatars\.example\.com\/ana\.png"/);
  assert.match(html, /<img class="author-avatar author-avatar-40" src="\/jabuti\/img\/logo\.svg"/);
  assert.match(html, /<meta property="og:image" content="https:\/\/jabuticraft\.com\.br\/jabuti\/img\/logo\.svg"\/>/, 'without an image, the logo');
});

test('edit links (docs.editUrl, custom_edit_url or null) and last_update under a doc', async () => {
  const contentDir = await copyFixture('edit-links');
  const survival = path.join(contentDir, 'wiki/survival');
  await writeFile(path.join(survival, 'propria.md'), '---\ntitle: Própria\ncustom_edit_url: https://exemplo.com/editar/propria\nlast_update:\n  date: 2026-03-12\n  author: Ana\n---\n\nTexto.\n');
  await writeFile(path.join(survival, 'sem-link.md'), '---\ntitle: Sem link\ncustom_edit_url: null\n---\n\nTexto.\n');
  const config = { ...siteConfig, docs: { ...siteConfig.docs, editUrl: 'https://github.com/jabuticraft/site/edit/main/content' } };
  const outDir = path.join(root, 'out-edit-links');
  const result = await buildSite({ config, contentDir, outDir });
  assert.deepEqual(result.warnings.filter((warning) => /propria|sem-link/.test(warning.file)), []);
  const editLink = (html: string) => /<a class="edit-link" href="([^"]+)" target="_blank" rel="noopener noreferrer">Editar esta página<\/a>/.exec(html)?.[1];
  assert.equal(editLink(await readRoute(outDir, '/wiki/survival/conta/proteger/')), 'https://github.com/jabuticraft/site/edit/main/content/wiki/survival/conta/proteger.md');
  const propria = await readRoute(outDir, '/wiki/survival/propria/');
  assert.equal(editLink(propria), 'https://exemplo.com/editar/propria');
  assert.match(propria, /<p class="last-update"><time dateTime="2026-03-12T00:00:00.000Z">Atualizado em 12 de março de 2026 por Ana<\/time><\/p>/);
  assert.doesNotMatch(await readRoute(outDir, '/wiki/survival/sem-link/'), /doc-footer/);
  await assert.rejects(buildSite({ config: { ...config, docs: { ...config.docs, editUrl: 'github.com/x' } }, contentDir, outDir }), /docs\.editUrl must be an http/);
});

test('with docs.showLastUpdateTime and showLastUpdateAuthor, a doc shows its file\'s last commit (one git log)', async () => {
  const contentDir = await copyFixture('git-dates');
  commitEverything(contentDir, { author: 'Luadecaju', email: 'lua@example.com', date: '2026-02-10T12:00:00Z', message: 'conteúdo' });
  const config = { ...siteConfig, docs: { ...siteConfig.docs, showLastUpdateTime: true, showLastUpdateAuthor: true } };
  const outDir = path.join(root, 'out-git-dates');
  await buildSite({ config, contentDir, outDir });
  assert.match(await readRoute(outDir, '/wiki/survival/conta/proteger/'), /<time dateTime="2026-02-10T12:00:00\.000Z">Atualizado em 10 de fevereiro de 2026 por Luadecaju<\/time>/);
  await buildSite({ config: { ...config, docs: { ...config.docs, showLastUpdateAuthor: false } }, contentDir, outDir });
  assert.match(await readRoute(outDir, '/wiki/survival/conta/proteger/'), />Atualizado em 10 de fevereiro de 2026<\/time>/);
});

test('heading ids: Docusaurus\'s (github-slugger) by default, accents folded with markdown.headingIds "ascii"', async () => {
  const contentDir = await copyFixture('heading-ids');
  await writeFile(path.join(contentDir, 'wiki/survival/ids.md'), '---\ntitle: Ids\n---\n\n## Missões diárias\n\n## 1.20.5 and beyond\n\nVeja [as missões](#missões-diárias).\n');
  const outDir = path.join(root, 'out-heading-ids');
  const { markdown: _ascii, ...docusaurusConfig } = siteConfig;
  const result = await buildSite({ config: docusaurusConfig, contentDir, outDir });
  const html = await readRoute(outDir, '/wiki/survival/ids/');
  assert.match(html, /<h2 id="missões-diárias">/);
  assert.match(html, /<h2 id="1205-and-beyond">/);
  assert.deepEqual(result.warnings.filter((warning) => warning.file.endsWith('ids.md')), []);
  await buildSite({ config: siteConfig, contentDir, outDir });
  assert.match(await readRoute(outDir, '/wiki/survival/ids/'), /<h2 id="missoes-diarias">/);
});

test('an unlisted doc is built but in no sidebar, search, sitemap or pagination, and asks not to be indexed; it shows its folder\'s sidebar and says it is unlisted', async () => {
  const contentDir = await copyFixture('unlisted');
  await writeFile(path.join(contentDir, 'wiki/survival/segredo.md'), '---\ntitle: Página escondida\nunlisted: true\n---\n\nSó quem tem o link chega aqui: palavraunica.\n');
  const outDir = path.join(root, 'out-unlisted');
  const result = await buildSite({ config: siteConfig, contentDir, outDir });
  assert.deepEqual(result.warnings.filter((warning) => warning.file.endsWith('segredo.md')), []);
  const page = await readRoute(outDir, '/wiki/survival/segredo/');
  assert.match(page, /<meta name="robots" content="noindex, nofollow"\/>/);
  assert.doesNotMatch(await readRoute(outDir, '/wiki/survival/'), /segredo/);
  assert.doesNotMatch(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8'), /segredo/);
  const searchFiles = (await readdir(path.join(outDir, 'search'), { recursive: true })).filter((name) => name.endsWith('.json'));
  assert.ok(searchFiles.some((name) => name.includes('/')), 'the index folders are read too');
  for (const file of searchFiles) assert.doesNotMatch(await readFile(path.join(outDir, 'search', file), 'utf8'), /palavraunica|escondida/, file);
  assert.doesNotMatch(page, /class="pagination-nav"[\s\S]*href/);
  // As Docusaurus's banner says it, with its folder's sidebar around it (not listing it).
  assert.match(page, /<div class="theme-unlisted-banner"><div class="theme-admonition theme-admonition-warning" role="note"><p class="theme-admonition-title">Página não listada<\/p>\n<p>Esta página não está listada\./);
  assert.match(page, /<nav class="sidebar"/);
  assert.doesNotMatch(/<nav class="sidebar"[\s\S]*?<\/nav>/.exec(page)?.[0] ?? '', /segredo/);
});

