/**
 * The survival wiki as specification 2.4 and issue 3 describe it: every section and page exists, the
 * open-ended folders reach their floors, and every page is a real page (title, description, position,
 * at least 120 words, no placeholder text, no broken link or unknown data key).
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import type { DocumentSummary } from '../../src/build/build-site.ts';
import { formatWarning } from '../../src/build/errors.ts';
import { buildIntoTemp, type BuiltSite } from '../helpers/build-fixture.ts';

const BASE = '/wiki/survival/';

/** Folder → its named pages (`[]` for a folder whose pages are open-ended), or `null` for a single page. */
const SECTIONS: Record<string, string[] | null> = {
  apoiador: ['beneficios', 'meta'],
  bugs: null,
  caixas: ['2021', '2022', '2023', '2024', '2025'],
  camp: ['chaveamento', 'comandos', 'pontuacao', 'premios', 'regras'],
  chat: ['anuncios', 'comandos', 'nickname', 'simbolos'],
  'chat-voz': null,
  clan: ['cargo', 'lider', 'membro'],
  comandos: null,
  conta: ['comandos', 'exclusao', 'proteger', 'transferencia'],
  desafios: null,
  discord: ['atendimento', 'booster', 'cargos', 'comandos', 'vincular'],
  duelo: ['duelo_clan', 'duelo_jogadores'],
  economia: ['cash', 'comandos', 'extrato', 'leilao', 'loteria', 'ploja', 'sloja'],
  eventos: ['anual', 'diario', 'mensal', 'semanal'],
  kits: null,
  liga: ['comandos', 'pontuacao', 'premios', 'regras'],
  marry: ['beneficios', 'comandos'],
  mcmmo: [],
  melhorias: [],
  perfil: ['comandos', 'config', 'playtime'],
  protecao: ['avancada', 'basica', 'gerenciar', 'perda', 'permissao', 'venda'],
  skin: ['comandos', 'tlauncher', 'tutorial'],
  teleporte: ['comandos'],
  torneios: [],
  vip: ['beneficios', 'comandos', 'comparacao'],
  'vip/beneficios': ['premium', 'master', 'ultimate', 'festa', 'ferias', 'natal', 'aniversario'],
  votar: ['party', 'streak'],
  warp: ['comandos', 'tutorial'],
};

/** Folders whose pages are open-ended, with the fewest pages each must hold. */
const FLOORS: Record<string, number> = {
  'caixas/2021': 3,
  'caixas/2022': 3,
  'caixas/2023': 3,
  'caixas/2024': 3,
  'caixas/2025': 3,
  'eventos/anual': 5,
  'eventos/diario': 25,
  'eventos/mensal': 6,
  'eventos/semanal': 8,
  mcmmo: 18,
  melhorias: 19,
  torneios: 30,
};

const MIN_WORDS = 120;
const PLACEHOLDER = /\b(lorem|ipsum|todo|tbd|em breve|xxx+)\b/i;

let site: BuiltSite;
let survival: DocumentSummary[];
before(async () => {
  site = await buildIntoTemp();
  survival = site.documents.filter((doc) => doc.route.startsWith(BASE));
});
after(() => site?.remove());

const routes = () => new Set(survival.map((doc) => doc.route));

test('every section and named page of specification 2.4 exists', () => {
  const existing = routes();
  const missing: string[] = [];
  for (const [section, pages] of Object.entries(SECTIONS)) {
    if (!existing.has(`${BASE}${section}/`)) missing.push(`${BASE}${section}/`);
    for (const page of pages ?? []) if (!existing.has(`${BASE}${section}/${page}/`)) missing.push(`${BASE}${section}/${page}/`);
  }
  if (!existing.has(BASE)) missing.push(BASE);
  assert.deepEqual(missing, []);
});

test('open-ended folders hold at least their floor of pages', () => {
  const below = Object.entries(FLOORS).flatMap(([folder, floor]) => {
    const prefix = `${BASE}${folder}/`;
    const count = [...routes()].filter((route) => route.startsWith(prefix) && route !== prefix && !route.slice(prefix.length, -1).includes('/')).length;
    return count >= floor ? [] : [`${prefix}: ${count} pages, at least ${floor} expected`];
  });
  assert.deepEqual(below, []);
});

test(`every page has a title, a description, a sidebar position (folders: from _category_.json) and ${MIN_WORDS}+ words`, () => {
  const problems = survival.flatMap((doc) => {
    const { title, description, sidebar_position: position } = doc.frontMatter;
    const isFolderPage = doc.file.endsWith('/index.md');
    return [
      typeof title === 'string' && title.trim() ? [] : [`${doc.file}: no title`],
      typeof description === 'string' && description.trim().length >= 40 ? [] : [`${doc.file}: no description of 40+ characters`],
      isFolderPage || typeof position === 'number' ? [] : [`${doc.file}: no sidebar_position`],
      doc.words >= MIN_WORDS ? [] : [`${doc.file}: ${doc.words} words`],
    ].flat();
  });
  assert.deepEqual(problems, []);
});

test('no page holds placeholder text', async () => {
  const found: string[] = [];
  for (const doc of survival) {
    const lines = (await readFile(doc.file, 'utf8')).split('\n');
    lines.forEach((line, index) => {
      const match = PLACEHOLDER.exec(line);
      if (match) found.push(`${doc.file}:${index + 1}: "${match[0]}"`);
    });
  }
  assert.deepEqual(found, []);
});

test('the survival wiki builds with no broken link or anchor (an unknown {{ key }} would have failed the build)', () => {
  const warnings = site.warnings.filter((warning) => warning.file.startsWith('content/wiki/survival/')).map(formatWarning);
  assert.deepEqual(warnings, []);
});
