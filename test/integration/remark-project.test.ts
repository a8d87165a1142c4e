/**
 * A Docusaurus project whose configuration lists remark and rehype plugins (test/fixtures/remark-project):
 * its own plugins run on the pages of the parts that list them, npm2yarn is done by the build, and
 * a plugin package that is not installed warns once.
 */
import assert from 'node:assert/strict';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { buildProject, type BuildResult } from '../../src/generator/build-site.ts';
import { ContentError, formatWarning } from '../../src/model/errors.ts';
import { decodeEntities, readRoute } from '../helpers/html.ts';

const FIXTURE = 'test/fixtures/remark-project';

let root: string;
let built: BuildResult;
before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'jabuti-remark-'));
  built = await buildProject(FIXTURE, { outDir: path.join(root, 'dist'), compress: false });
});
after(() => rm(root, { recursive: true, force: true }));

/** The page's Markdown as HTML: what the `.markdown` block holds. */
async function markdownOf(route: string): Promise<string> {
  const html = await readRoute(path.join(root, 'dist'), route);
  return decodeEntities(/<div class="(?:theme-doc-markdown )?markdown">([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '');
}

test('only the missing plugin package warns, once, saying its transformation is not applied: not mdx-mermaid, whose diagrams the build draws (KubeVela\'s)', async () => {
  assert.deepEqual(built.warnings.map(formatWarning), [`${FIXTURE}/docusaurus.config.js: remark plugin "docusaurus-remark-plugin-tab-blocks" is not installed: its transformation is not applied to the pages`]);
  assert.match(await markdownOf('/docs/diagrama/'), /<div class="mermaid-diagram" data-mermaid="[^"]+">/);
});

test("the docs' local remark plugins replace placeholders in text, inline code and code, and an async one adds its paragraph", async () => {
  const intro = await markdownOf('/docs/intro/');
  assert.doesNotMatch(intro, /%%/);
  assert.match(intro, /roda a versão 1\.21\.4 do jogo; entre em <code>jogar\.exemplo\.com<\/code>/);
  assert.match(intro, /<p class="theme-admonition-title">Dica da versão<\/p>\n<p>Baixe a 1\.21\.4 antes de entrar\.<\/p>/);
  assert.match(intro, /<h2 id="instalar">Instalação/);
  assert.match(intro.replace(/<[^>]+>/g, ''), /versao: 1\.21\.4/);
  assert.match(intro, /<p>Arquivo: intro\.md<\/p>/);
  const guide = await markdownOf('/docs/guia/');
  assert.match(guide, /<h2 id="plataformas">/);
  assert.match(guide, /data-value="java"><div class="tab-panel-label">Java<\/div>\n<p>Use a versão <strong>1\.21\.4<\/strong> no Java\.<\/p>/);
  assert.doesNotMatch(guide, /Arquivo:/);
});

test('npm2yarn blocks become tabs npm / Yarn / pnpm of one group, the package not installed', async () => {
  const text = (await markdownOf('/docs/intro/')).replace(/<(?!\/?(?:div|p)\b)[^>]+>/g, '');
  assert.match(text, /<div class="tabs" data-group-id="npm2yarn">/);
  for (const command of ['npm install --save-dev nosso-cliente', 'yarn add --dev nosso-cliente', 'pnpm add --save-dev nosso-cliente']) assert.ok(text.includes(command), command);
});

test("rehype plugins run where listed (the docs' tables get the class, the blog's do not); the blog runs its own list", async () => {
  assert.match(await markdownOf('/docs/intro/'), /<table class="tabela-do-site">/);
  assert.match(await markdownOf('/docs/guia/'), /<table class="tabela-do-site">/);
  const post = await markdownOf('/blog/2026/11/01/lancamento/');
  assert.match(post, /A versão 1\.21\.4 chegou\./);
  assert.match(post, /<table>/);
  assert.match(await readRoute(path.join(root, 'dist'), '/blog/'), /A versão 1\.21\.4 chegou\./);
});

test('a page no plugin changes renders as written', async () => {
  assert.match(await markdownOf('/docs/sem-plugins/'), /<p>Nada a trocar aqui: <em>ênfase<\/em> escrita com asteriscos\.<\/p>/);
});

test('a plugin that throws stops the build with the file and the plugin', async () => {
  const site = path.join(root, 'quebrado');
  await cp(FIXTURE, site, { recursive: true });
  await writeFile(path.join(site, 'docs', 'quebrado.md'), '# Quebrado\n\nUm %%NADA%% aqui.\n');
  await assert.rejects(buildProject(site, { outDir: path.join(root, 'dist-quebrado'), compress: false }), (error: unknown) => {
    assert.ok(error instanceof ContentError, String(error));
    assert.match(error.message, /docs\/quebrado\.md: remark plugin \S*src\/remark\/placeholders\.js failed: placeholder desconhecido: %%NADA%%$/);
    return true;
  });
});

test('in a Docusaurus 2 project, npm2yarn shows npm and Yarn only, as its plugin did before pnpm came in 3', async () => {
  const project = path.join(root, 'v2');
  await cp(FIXTURE, project, { recursive: true });
  await writeFile(path.join(project, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': '^2.4.3' } }));
  await buildProject(project, { outDir: path.join(root, 'v2-dist'), compress: false });
  const text = decodeEntities((await readRoute(path.join(root, 'v2-dist'), '/docs/intro/')).replace(/<[^>]+>/g, ''));
  assert.ok(text.includes('yarn add --dev nosso-cliente'));
  assert.ok(!text.includes('pnpm add'));
});
