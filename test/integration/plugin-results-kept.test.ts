/**
 * A Docusaurus project's remark plugins run, on a build over the previous output, only on the pages
 * whose result cannot be kept: the page changed, a file the plugin read changed, or the plugin's own
 * code did. After each edit the output is byte for byte a build from scratch.
 */
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { buildProject } from '../../src/generator/build-site.ts';
import { assertSameSite } from '../helpers/same-site.ts';

const root = mkdtempSync(path.join(tmpdir(), 'jabuti-plugin-cache-'));
after(() => rmSync(root, { recursive: true, force: true }));

/**
 * The fixture's plugin, made to write down each page it runs on, to read its values from a JSON file
 * on every page, and, on the introduction, to wait until it has run on the Windows page (as
 * Electron's structure previews wait for the structure's own page).
 */
const PLUGIN = `const fs = require('fs');
const path = require('path');
let windowsDone;
const windows = new Promise((resolve) => (windowsDone = resolve));
function trocar(node, valores) {
  if ((node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') && node.value.includes('%%')) {
    node.value = node.value.replace(/%%([A-Z]+)%%/g, (marcador, nome) => valores[nome] ?? marcador);
  }
  for (const filho of node.children ?? []) trocar(filho, valores);
}
module.exports = function versao() {
  return async (tree, file) => {
    fs.appendFileSync(path.join(__dirname, 'runs.log'), path.relative(path.join(__dirname, '../..'), file.path) + '\\n');
    if (file.path.endsWith('windows.md')) windowsDone();
    if (file.path.endsWith(path.join('docs', 'intro.md'))) await windows;
    trocar(tree, JSON.parse(fs.readFileSync(path.join(__dirname, 'valores.json'), 'utf8')));
  };
};
`;

test("a project's remark plugin runs again only on the page edited, on every page after an edit of a file it reads or of its code, and the site is a build from scratch's", { timeout: 180_000 }, async () => {
  const siteDir = path.join(root, 'project');
  cpSync('test/fixtures/docusaurus', siteDir, { recursive: true });
  const remark = (file: string) => path.join(siteDir, 'src/remark', file);
  writeFileSync(remark('versao.js'), PLUGIN);
  writeFileSync(remark('valores.json'), JSON.stringify({ VERSAO: '1.21.4', SERVIDOR: 'teste.exemplo.com.br' }));
  const cachedOut = path.join(root, 'cached');
  const scratchOut = path.join(root, 'scratch');
  const cache = { dir: path.join(root, 'cache'), generatorVersion: 'v1' };
  /** Builds over the previous output, then from scratch; gives the files the plugin ran on in the first (in one locale or both). */
  const build = async (step: string): Promise<string[]> => {
    rmSync(remark('runs.log'), { force: true });
    await buildProject(siteDir, { outDir: cachedOut, cache });
    const runs = existsSync(remark('runs.log')) ? [...new Set(readFileSync(remark('runs.log'), 'utf8').split('\n').filter(Boolean))].sort() : [];
    rmSync(scratchOut, { recursive: true, force: true });
    await buildProject(siteDir, { outDir: scratchOut, cache: false });
    assertSameSite(cachedOut, scratchOut, step);
    return runs;
  };
  const everyPage = await build('first build');
  assert.ok(everyPage.includes('docs/intro.md') && everyPage.includes('docs/windows.md'), `the plugin ran on the docs: ${everyPage.join(', ')}`);
  assert.deepEqual(await build('nothing changed'), [], 'nothing changed: the plugin runs on no page');

  const windows = path.join(siteDir, 'docs/windows.md');
  writeFileSync(windows, `${readFileSync(windows, 'utf8')}\nUma linha nova, na versão %%VERSAO%%.\n`);
  assert.deepEqual(await build('after an edit of a page'), ['docs/windows.md'], 'the plugin runs on the page edited alone');

  // The introduction's plugin waits for the Windows page's, whose result is kept: after a while, the
  // plugin runs on the pages kept too (their results unused), and the build ends.
  const intro = path.join(siteDir, 'docs/intro.md');
  writeFileSync(intro, `${readFileSync(intro, 'utf8')}\nOutra linha nova.\n`);
  const waited = await build('after an edit of a page whose plugin waits for another');
  assert.ok(waited.includes('docs/intro.md') && waited.includes('docs/windows.md'), waited.join(', '));

  writeFileSync(remark('valores.json'), JSON.stringify({ VERSAO: '1.21.5', SERVIDOR: 'teste.exemplo.com.br' }));
  assert.deepEqual(await build('after an edit of the file the plugin reads'), everyPage);
  assert.match(readFileSync(path.join(cachedOut, 'docs/index.html'), 'utf8'), /versão 1\.21\.5 do Minecraft/);

  writeFileSync(remark('versao.js'), PLUGIN.replace("valores[nome] ?? marcador", "valores[nome] ?? '?'"));
  assert.deepEqual(await build("after an edit of the plugin's code"), everyPage);
});

test("a plugin's options from the environment the configuration ran in are part of what its results are kept under", { timeout: 180_000 }, async () => {
  const siteDir = path.join(root, 'options');
  cpSync('test/fixtures/docusaurus', siteDir, { recursive: true });
  writeFileSync(path.join(siteDir, 'src/remark/versao.js'), PLUGIN);
  writeFileSync(path.join(siteDir, 'src/remark/valores.json'), JSON.stringify({ VERSAO: '1.21.4', SERVIDOR: 'teste.exemplo.com.br' }));
  // As Babel's site renders one version's blocks by BABEL_9_BREAKING: the option, not a file, changes.
  writeFileSync(
    path.join(siteDir, 'src/remark/edicao.js'),
    `module.exports = function edicao({ nome }) {
  const trocar = (node) => { if (node.type === 'text') node.value = node.value.replace('%%EDICAO%%', nome); for (const filho of node.children ?? []) trocar(filho); };
  return (tree) => trocar(tree);
};
`,
  );
  const config = path.join(siteDir, 'docusaurus.config.js');
  writeFileSync(config, readFileSync(config, 'utf8').replace("remarkPlugins: [versao],\n        },\n        blog", "remarkPlugins: [versao, [require('./src/remark/edicao'), { nome: process.env.JABUTI_EDICAO ?? 'Java' }]],\n        },\n        blog"));
  const windows = path.join(siteDir, 'docs/windows.md');
  writeFileSync(windows, `${readFileSync(windows, 'utf8')}\nEsta é a edição %%EDICAO%% do jogo.\n`);
  const cachedOut = path.join(root, 'options-cached');
  const scratchOut = path.join(root, 'options-scratch');
  const cache = { dir: path.join(root, 'options-cache'), generatorVersion: 'v1' };
  const build = async (edition: string | undefined, step: string): Promise<string> => {
    if (edition === undefined) delete process.env.JABUTI_EDICAO;
    else process.env.JABUTI_EDICAO = edition;
    try {
      await buildProject(siteDir, { outDir: cachedOut, cache, locales: ['pt-BR'] });
      rmSync(scratchOut, { recursive: true, force: true });
      await buildProject(siteDir, { outDir: scratchOut, cache: false, locales: ['pt-BR'] });
    } finally {
      delete process.env.JABUTI_EDICAO;
    }
    assertSameSite(cachedOut, scratchOut, step);
    return readFileSync(path.join(cachedOut, 'docs/fim-de-linha-windows/index.html'), 'utf8');
  };
  assert.match(await build(undefined, 'the option as configured'), /edição Java do jogo/);
  assert.match(await build('Bedrock', 'the environment says otherwise, no file changed'), /edição Bedrock do jogo/);
  assert.match(await build(undefined, 'back as configured'), /edição Java do jogo/);
});
