/**
 * The site's content as specifications 2.1, 2.3 and 2.4 and issues 3, 4 and 7 describe it: every section
 * and page exists, open-ended folders reach their floors, and every page is a real page (title,
 * description, position, enough words, no placeholder text, no broken link or unknown data key).
 * One build serves every check.
 */
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { DocumentSummary } from '../../src/build/build-site.ts';
import { formatWarning } from '../../src/build/errors.ts';
import { buildIntoTemp, type BuiltSite } from '../helpers/build-fixture.ts';

/** Folder → its named pages (`[]` for a folder whose pages are open-ended), or `null` for a single page. */
type Sections = Record<string, string[] | null>;

const SURVIVAL: Sections = {
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

/** Survival folders whose pages are open-ended, with the fewest pages each must hold. */
const SURVIVAL_FLOORS: Record<string, number> = {
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

const SKYBLOCK: Sections = {
  dungeons: ['biblioteca', 'camara', 'fortaleza', 'mansao', 'miragem', 'piratas', 'profundezas', 'templo'],
  fabricas: [
    'carvao', 'cobre', 'diamante', 'estrela', 'ferro', 'flecha', 'fogos', 'gasolina', 'hidrogenio',
    'livro', 'madeira', 'natherita', 'oleo', 'ouro', 'quartzo', 'tijolos', 'trigo', 'uranio',
  ],
  ilha: ['gerenciamento', 'melhorias', 'missoes', 'permissoes', 'protecoes', 'warps'],
  kits: null,
  missoes: null,
  skills: [
    'agilidade', 'agricultor', 'alquimia', 'arquearia', 'comandos', 'combate', 'defesa', 'encantamento',
    'escavacao', 'feiticaria', 'forja', 'lenhador', 'mana', 'mineracao', 'pescador', 'resistencia',
  ],
};

/** Written pages at the root and blog posts (specification 2.1), with the words each must reach at least. */
const SITE_PAGES: Record<string, number> = {
  '/': 120,
  '/jogar/': 120,
  '/jogar/java/': 120,
  '/jogar/bedrock/': 120,
  '/jogar/vincular-contas/': 120,
  '/regras/': 1500,
  '/equipe/': 120,
  '/discord/': 120,
  '/legal/politica-de-privacidade/': 800,
  '/legal/termo-de-servico/': 800,
  '/blog/bem-vindo/': 120,
  '/blog/como-criar-mapart/': 400,
  '/blog/modo-smp-2025/': 120,
  '/gradiente/': 400,
  '/meuip/': 400,
  '/textura/': 600,
  '/vote/': 250,
  '/vote/README/': 400,
  '/form/': 600,
};

const MIN_WORDS = 120;
/** "todo" is an everyday Portuguese word ("todo dia"); only the shouted marker is a placeholder. */
const PLACEHOLDER_CASE_SENSITIVE = /\b(?:TODO|TBD|FIXME)\b/;
/** Filler words, and the example domains nobody can open. */
const PLACEHOLDER_ANY_CASE = /\b(?:lorem|ipsum|em breve|xxx+|exemplo\.com|example\.com)\b/i;
const DATA_DIR = 'content/data';

let site: BuiltSite;
before(async () => {
  site = await buildIntoTemp();
});
after(() => site?.remove());

function documentsUnder(prefix: string): DocumentSummary[] {
  return site.documents.filter((doc) => doc.route.startsWith(prefix));
}

function missingRoutes(base: string, sections: Sections): string[] {
  const existing = new Set(documentsUnder(base).map((doc) => doc.route));
  const expected = [base, ...Object.entries(sections).flatMap(([section, pages]) => [
    `${base}${section}/`,
    ...(pages ?? []).map((page) => `${base}${section}/${page}/`),
  ])];
  return expected.filter((route) => !existing.has(route));
}

/** Pages directly inside a folder (not the folder page, not deeper). */
function pagesIn(folderRoute: string): number {
  return site.documents.filter((doc) => {
    const rest = doc.route.slice(folderRoute.length, -1);
    return doc.route.startsWith(folderRoute) && rest !== '' && !rest.includes('/');
  }).length;
}

function pageProblems(docs: DocumentSummary[], minWords: (doc: DocumentSummary) => number): string[] {
  return docs.flatMap((doc) => {
    const { title, description, sidebar_position: position } = doc.frontMatter;
    const needsPosition = doc.route.startsWith('/wiki/') && !doc.file.endsWith('/index.md');
    return [
      typeof title === 'string' && title.trim() ? [] : [`${doc.file}: no title`],
      typeof description === 'string' && description.trim().length >= 40 ? [] : [`${doc.file}: no description of 40+ characters`],
      !needsPosition || typeof position === 'number' ? [] : [`${doc.file}: no sidebar_position`],
      doc.words >= minWords(doc) ? [] : [`${doc.file}: ${doc.words} words, at least ${minWords(doc)} expected`],
    ].flat();
  });
}

/** Placeholder text in the given files, as `file:line: "word"`. */
async function placeholdersIn(files: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const file of files) {
    const lines = (await readFile(file, 'utf8')).split('\n');
    lines.forEach((line, index) => {
      const match = PLACEHOLDER_CASE_SENSITIVE.exec(line) ?? PLACEHOLDER_ANY_CASE.exec(line);
      if (match) found.push(`${file}:${index + 1}: "${match[0]}"`);
    });
  }
  return found;
}

function placeholders(docs: DocumentSummary[]): Promise<string[]> {
  return placeholdersIn(docs.map((doc) => doc.file));
}

function warningsIn(folder: string): string[] {
  return site.warnings.filter((warning) => warning.file.startsWith(folder)).map(formatWarning);
}

describe('survival wiki (issue 3)', () => {
  const base = '/wiki/survival/';

  test('every section and named page of specification 2.4 exists', () => {
    assert.deepEqual(missingRoutes(base, SURVIVAL), []);
  });

  test('open-ended folders hold at least their floor of pages', () => {
    const below = Object.entries(SURVIVAL_FLOORS).flatMap(([folder, floor]) => {
      const count = pagesIn(`${base}${folder}/`);
      return count >= floor ? [] : [`${base}${folder}/: ${count} pages, at least ${floor} expected`];
    });
    assert.deepEqual(below, []);
  });

  test(`every page has a title, a description, a sidebar position and ${MIN_WORDS}+ words`, () => {
    assert.deepEqual(pageProblems(documentsUnder(base), () => MIN_WORDS), []);
  });

  test('no page holds placeholder text', async () => {
    assert.deepEqual(await placeholders(documentsUnder(base)), []);
  });

  test('builds with no broken link or anchor (an unknown {{ key }} would fail the build)', () => {
    assert.deepEqual(warningsIn('content/wiki/survival/'), []);
  });
});

describe('skyblock wiki (issue 4)', () => {
  const base = '/wiki/skyblock/';

  test('every section and named page of specification 2.3 exists', () => {
    assert.deepEqual(missingRoutes(base, SKYBLOCK), []);
  });

  test(`every page has a title, a description, a sidebar position and ${MIN_WORDS}+ words`, () => {
    assert.deepEqual(pageProblems(documentsUnder(base), () => MIN_WORDS), []);
  });

  test('no page holds placeholder text', async () => {
    assert.deepEqual(await placeholders(documentsUnder(base)), []);
  });

  test('builds with no broken link or anchor', () => {
    assert.deepEqual(warningsIn('content/wiki/skyblock/'), []);
  });
});

describe('shared data (content/data)', () => {
  test('no data file holds placeholder text', async () => {
    const files = (await readdir(DATA_DIR)).filter((name) => name.endsWith('.yml')).map((name) => `${DATA_DIR}/${name}`);
    assert.ok(files.length > 0, `no .yml files in ${DATA_DIR}`);
    assert.deepEqual(await placeholdersIn(files), []);
  });
});

describe('site pages and blog posts (issues 4 and 7)', () => {
  const docs = () => site.documents.filter((doc) => doc.route in SITE_PAGES);

  test('every written page of specification 2.1 exists', () => {
    const existing = new Set(docs().map((doc) => doc.route));
    assert.deepEqual(Object.keys(SITE_PAGES).filter((route) => !existing.has(route)), []);
  });

  test('every page has a title, a description and enough words (rules and legal texts far more)', () => {
    assert.deepEqual(pageProblems(docs(), (doc) => SITE_PAGES[doc.route]!), []);
  });

  test('the rules hold the 18 numbered sections #01…#18', async () => {
    const html = await readFile(`${site.outDir}/regras/index.html`, 'utf8');
    const missing = Array.from({ length: 18 }, (_, i) => String(i + 1).padStart(2, '0')).filter((id) => !html.includes(`id="${id}"`));
    assert.deepEqual(missing, []);
  });

  test('no page holds placeholder text', async () => {
    assert.deepEqual(await placeholders(documentsUnder('/').filter((doc) => !doc.route.startsWith('/wiki/'))), []);
  });

  test('pages, blog and wiki home build with no broken link or anchor', () => {
    const outsideModes = site.warnings
      .filter((warning) => !/^content\/wiki\/(survival|skyblock)\//.test(warning.file))
      .map(formatWarning);
    assert.deepEqual(outsideModes, []);
  });
});
