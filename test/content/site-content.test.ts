/**
 * The site's content as specifications 2.1 to 2.4 and issues 3, 4 and 7 describe it: every section
 * and page exists, open-ended folders reach their floors, and every page is a real page (title,
 * description, position, enough words, no placeholder text, no broken link or unknown data key);
 * the shared data holds no placeholder either, the rules carry the navbar's titles, and the blog's
 * list, archive and authors pages exist. One build serves every check.
 */
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import siteConfig from '../../site.config.ts';
import type { DocumentSummary } from '../../src/generator/build-site.ts';
import { formatWarning } from '../../src/model/errors.ts';
import { parseYaml } from '../../src/generator/yaml.ts';
import { ptBR } from '../../src/model/i18n/messages-pt-BR.ts';
import { buildIntoTemp, type BuiltSite } from '../helpers/build-fixture.ts';
import { decodeEntities, readRoute } from '../helpers/html.ts';

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
    'livro', 'madeira', 'netherita', 'oleo', 'ouro', 'quartzo', 'tijolos', 'trigo', 'uranio',
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

async function readYaml(file: string): Promise<Record<string, Record<string, unknown>>> {
  const parsed = parseYaml(await readFile(file, 'utf8'));
  assert.ok(parsed.ok, `${file} does not parse`);
  return parsed.value as Record<string, Record<string, unknown>>;
}

/** The rule sections as the navbar's Regras dropdown lists them (specification 2.2): anchor → "01 · Título". */
function rulesInNavbar(): Map<string, string> {
  const dropdown = siteConfig.navbar.items.find((item) => item.type === 'dropdown' && item.label === 'Regras');
  return new Map((dropdown?.items ?? []).map((item) => [item.to?.split('#')[1] ?? '', item.label ?? '']));
}

function headingText(html: string, id: string): string | undefined {
  const match = new RegExp(`<h2 id="${id}">([^<]*)`).exec(html);
  return match ? decodeEntities(match[1]!).trim() : undefined;
}

function h1Of(html: string): string | undefined {
  const match = /<h1[^>]*>([^<]*)<\/h1>/.exec(html);
  return match ? decodeEntities(match[1]!).trim() : undefined;
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

  test('no data value carries the "até" its sentence gives it ("em até {{ x }}" read "em até até 10 minutos")', async () => {
    const files = (await readdir(DATA_DIR)).filter((name) => name.endsWith('.yml'));
    const carried: string[] = [];
    const walk = (value: unknown, key: string) => {
      if (typeof value === 'string' && /^(?:em )?até\s/i.test(value)) carried.push(`${key}: "${value}"`);
      else if (value && typeof value === 'object') for (const [name, inner] of Object.entries(value)) walk(inner, `${key}.${name}`);
    };
    for (const name of files) walk(await readYaml(`${DATA_DIR}/${name}`), name.replace(/\.yml$/, ''));
    assert.deepEqual(carried, []);
  });

  test('each factory level makes per hour what its cycle says, and its stock lasts what geral.autonomia promises', async () => {
    const factories = await readYaml(`${DATA_DIR}/fabricas.yml`);
    type Level = { intervalo: string; quantidade: string; porHora: string; estoque: string };
    // Written as the pages show them: "1.050", "37,5".
    const count = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));
    // "1 h", "45 s", "2 min", "1 min 30 s"
    const seconds = (text: string) => {
      const match = /^(?:(\d+) h)? ?(?:(\d+) min)? ?(?:(\d+) s)?$/.exec(text);
      return match && text ? Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0) : Number.NaN;
    };
    const problems: string[] = [];
    let levels = 0;
    // `geral` holds what all factories share; every other entry is a factory.
    for (const [name, factory] of Object.entries(factories).filter(([name]) => name !== 'geral')) {
      for (const [level, values] of Object.entries(factory.niveis as Record<string, Level>)) {
        levels += 1;
        const perHour = (3600 / seconds(values.intervalo)) * count(values.quantidade);
        if (perHour !== count(values.porHora)) problems.push(`${name}.${level}: ${values.quantidade} every ${values.intervalo} is ${perHour} per hour, not ${values.porHora}`);
        // "cerca de 4 horas no nível 1 e de 6 a 7 horas no nível 5"
        const hours = count(values.estoque) / count(values.porHora);
        const [least, most] = level === 'n1' ? [3.5, 4.6] : level === 'n5' ? [6, 7.05] : [0, Infinity];
        if (hours < least || hours > most) problems.push(`${name}.${level}: the stock lasts ${hours.toFixed(1)} h`);
      }
    }
    assert.equal(levels, 90, 'five levels for each of the 18 factories');
    assert.deepEqual(problems, []);
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

  test('the rules hold the 18 numbered sections #01…#18, each titled as the navbar lists it', async () => {
    const rules = rulesInNavbar();
    assert.deepEqual([...rules.keys()], Array.from({ length: 18 }, (_, i) => String(i + 1).padStart(2, '0')));
    const html = await readRoute(site.outDir, '/regras/');
    const wrong = [...rules].flatMap(([id, label]) => {
      const heading = headingText(html, id);
      return heading === label ? [] : [`#${id}: heading ${JSON.stringify(heading)}, expected "${label}"`];
    });
    assert.deepEqual(wrong, []);
  });

  test('the blog list, archive and authors pages exist with their titles, listing every post and author', async () => {
    const posts = site.documents.filter((doc) => doc.file.startsWith('content/blog/')).map((doc) => doc.route);
    assert.ok(posts.length >= 3, `only ${posts.length} blog posts`);
    const authors = Object.values(await readYaml('content/blog/authors.yml'));
    const pages = [
      { route: '/blog/', title: siteConfig.blog.title, shows: posts.map((route) => `href="${route}"`) },
      { route: '/blog/archive/', title: ptBR['theme.blog.archive.title'], shows: posts.map((route) => `href="${route}"`) },
      { route: '/blog/authors/', title: ptBR['theme.blog.authorsList.pageTitle'], shows: authors.flatMap((author) => [String(author.name), String(author.title)]) },
    ];
    const problems: string[] = [];
    for (const { route, title, shows } of pages) {
      const html = await readRoute(site.outDir, route).catch(() => undefined);
      if (html === undefined) {
        problems.push(`${route}: no page`);
        continue;
      }
      if (h1Of(html) !== title) problems.push(`${route}: title ${JSON.stringify(h1Of(html))}, expected "${title}"`);
      for (const text of shows) if (!decodeEntities(html).includes(text)) problems.push(`${route}: does not show ${text}`);
    }
    assert.deepEqual(problems, []);
  });

  test('a blog author on the staff has the staff role as title', async () => {
    const staff = Object.values(await readYaml(`${DATA_DIR}/equipe.yml`));
    const authors = Object.values(await readYaml('content/blog/authors.yml'));
    const mismatched = authors.flatMap((author) => {
      const member = staff.find((person) => person.nick === author.name);
      return member && member.cargo !== author.title ? [`${String(author.name)}: "${String(author.title)}" on the blog, "${String(member.cargo)}" in equipe.yml`] : [];
    });
    assert.deepEqual(mismatched, []);
  });

  test('no paragraph, list item or table cell repeats a word or pair of words ("em até até 10 minutos")', async () => {
    // Issue 22: a data value that carries its own preposition doubled the sentence's.
    const doubled: string[] = [];
    for (const doc of site.documents) {
      const html = await readRoute(site.outDir, doc.route);
      for (const [, inner = ''] of html.matchAll(/<(?:p|li|td)\b[^>]*>(.*?)<\/(?:p|li|td)>/gs)) {
        const text = decodeEntities(inner.replace(/<[^>]+>/g, ''));
        for (const match of text.matchAll(/(?<![\p{L}])(\p{L}{2,}(?: \p{L}+)?)\s+\1(?![\p{L}])/giu)) doubled.push(`${doc.route}: …${text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 20)}…`);
      }
    }
    assert.deepEqual(doubled, []);
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

test('the game’s names are spelled as the glossary gives them (content/data/glossario.yml)', async () => {
  const glossary = await readYaml(`${DATA_DIR}/glossario.yml`);
  const avoided = Object.values(glossary).flatMap((terms) =>
    Object.values(terms as Record<string, { nome: string; evitar?: string[] }>).flatMap((term) => (term.evitar ?? []).map((spelling) => ({ spelling, name: term.nome }))),
  );
  assert.ok(avoided.length > 3, 'the glossary lists other spellings to avoid');
  const found: string[] = [];
  for (const doc of site.documents) {
    const html = await readRoute(site.outDir, doc.route);
    const main = decodeEntities((/<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ' '));
    for (const { spelling, name } of avoided) {
      if (new RegExp(`(?<![\\p{L}])${spelling}(?![\\p{L}])`, 'iu').test(main)) found.push(`${doc.route}: "${spelling}" (the game says "${name}")`);
    }
  }
  assert.deepEqual(found, []);
});

test('a potion is named as the game names it, its effect in lower case ("poção de visão noturna"), however the effect itself is written', async () => {
  const found: string[] = [];
  for (const doc of site.documents) {
    const main = decodeEntities((/<main\b[^>]*>([\s\S]*)<\/main>/.exec(await readRoute(site.outDir, doc.route))?.[1] ?? '').replace(/<[^>]+>/g, ' '));
    for (const [name] of main.matchAll(/\b[Pp]oç(?:ão|ões)(?: arremessáve(?:l|is)| persistentes?)? de [A-ZÁÉÍÓÚ][\p{L}]*/gu)) found.push(`${doc.route}: "${name}"`);
  }
  assert.deepEqual(found, []);
});

test('every picture in a page has an alt text and a size; at least 60 pages show one of the wiki’s pictures', async () => {
  const problems: string[] = [];
  let pagesWithPictures = 0;
  for (const doc of site.documents) {
    const html = await readRoute(site.outDir, doc.route);
    const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
    const images = [...main.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);
    for (const tag of images) {
      const alt = /\balt="([^"]*)"/.exec(tag)?.[1] ?? '';
      // A person's picture beside their name is decoration (alt=""); every other picture says what it shows.
      const decorative = alt === '' && /\bclass="[^"]*avatar/.test(tag);
      if (!decorative && alt.trim().length < 10) problems.push(`${doc.route}: ${tag.slice(0, 80)} has no real alt text`);
      if (!/\bwidth="\d+"/.test(tag) || !/\bheight="\d+"/.test(tag)) problems.push(`${doc.route}: ${tag.slice(0, 80)} has no width and height`);
    }
    if (images.some((tag) => tag.includes('/img/figuras/'))) pagesWithPictures += 1;
  }
  assert.deepEqual(problems, []);
  assert.ok(pagesWithPictures >= 60, `${pagesWithPictures} pages show a picture of /img/figuras/`);
});
