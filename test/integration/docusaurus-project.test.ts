/**
 * The Docusaurus project of test/fixtures/docusaurus built as itself (issue 34), page by page:
 * every sentence of a Markdown source (and of the partials it imports) reaches the built page's
 * visible text in both locales; no interface text of the other locale shows; and the site is the
 * project's, not ours: its title, its navbar and footer (translated under /en/), its sidebars,
 * hreflang links between the locales, a search page in each, and nothing named Jabuticraft.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';
import { CATALOGUES } from '../../src/model/i18n/catalogues.ts';
import type { MessageId } from '../../src/model/i18n/messages-en.ts';
import { buildIntoTemp, type BuiltSite } from '../helpers/build-fixture.ts';
import { decodeEntities, readRoute, titleOf } from '../helpers/html.ts';

const FIXTURE = 'test/fixtures/docusaurus';
const TITLE = 'Guia do Servidor de Testes';
/** The values the project's remark plugin (src/remark/versao.js) puts in place of %%NAME%% in its docs. */
const PLACEHOLDERS = (createRequire(import.meta.url)(path.resolve(FIXTURE, 'src/remark/versao.js')) as { VALORES: Record<string, string> }).VALORES;

let site: BuiltSite;
before(async () => {
  site = await buildIntoTemp(FIXTURE, { project: true });
});
after(() => site.remove());

// --- The sentences of a source -------------------------------------------------------------------

interface MdNode {
  type: string;
  value?: string;
  name?: string | null;
  children?: MdNode[];
  attributes?: { type: string; name?: string; value?: string | { value: string } | null }[];
}

/** Nodes whose text a reader never sees as prose: code, front matter, ESM, raw HTML, pictures, footnote numbers. */
const SKIPPED = new Set(['code', 'yaml', 'toml', 'mdxjsEsm', 'mdxFlowExpression', 'html', 'image', 'imageReference', 'footnoteReference', 'definition']);
/** Nodes that end a run of text: what comes after is another block of the page. */
const BLOCKS = new Set(['paragraph', 'heading', 'listItem', 'tableCell', 'blockquote', 'footnoteDefinition', 'mdxJsxFlowElement', 'thematicBreak']);

/** A source as Docusaurus reads it: front matter, `{#id}` of headings and, in MDX, HTML comments gone; `:::type[Title]` lines as their title. */
function prepare(source: string, mdx: boolean): string {
  let text = source.replace(/\r\n/g, '\n').replace(/^---\n[\s\S]*?\n---\n/, '');
  text = text.replace(/^(#{1,6} .*?)\s*\\?\{#[\w-]+\}\s*$/gm, '$1');
  if (mdx) text = text.replace(/<!--[\s\S]*?-->/g, '');
  // Admonition fences: the title in brackets or after the type is shown as the box's title; the body is Markdown.
  return text.replace(/^[ \t]*:{3,}[ \t]*(?:\w+)?[ \t]*(?:\[(.*)\]|(.*))$/gm, (_, bracketed?: string, after?: string) => `\n${(bracketed ?? after ?? '').trim()}\n`);
}

function parse(source: string, mdx: boolean): MdNode {
  const text = prepare(source, mdx);
  return (mdx ? fromMarkdown(text, { extensions: [mdxjs(), gfm()], mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown()] }) : fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })) as MdNode;
}

/** Whether the renderer reads the file as MDX: `.mdx`, or a `.md` with a line only MDX has (as the README says). */
const isMdx = (file: string, source: string) => file.endsWith('.mdx') || /^(import|export) |^\s*<[A-Z]|\{\/\*|\{props\./m.test(source);

/** The literal value of a JSX attribute: `nome="Paper"` or `numero={1}`. */
function attributeValue(value: string | { value: string } | null | undefined): string | undefined {
  if (typeof value === 'string') return value;
  const expression = value?.value.trim();
  return expression && /^(-?\d+(\.\d+)?|'[^']*'|"[^"]*")$/.test(expression) ? expression.replace(/^['"]|['"]$/g, '') : undefined;
}

/**
 * The runs of text of a Markdown file (and, in place, of the partials it imports with their props),
 * split where a block or a component of the site ends: a component adds words of its own around
 * what it is given, so only the text on each side is compared.
 */
function textRuns(file: string, props: Record<string, string> = {}, seen: readonly string[] = []): string[] {
  const source = readFileSync(file, 'utf8');
  const tree = parse(source, isMdx(file, source));
  const partials = new Map<string, string>();
  for (const match of source.matchAll(/^import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx?)['"]/gm)) {
    const from = match[2]!.startsWith('@site/') ? path.join(FIXTURE, match[2]!.slice('@site/'.length)) : path.join(path.dirname(file), match[2]!);
    partials.set(match[1]!, from);
  }
  const runs: string[] = [];
  let current = '';
  const flush = () => {
    if (current.trim()) runs.push(current);
    current = '';
  };
  const walk = (node: MdNode) => {
    if (SKIPPED.has(node.type)) return;
    if (node.type === 'text' || node.type === 'inlineCode') {
      current += node.value ?? '';
      return;
    }
    if (node.type === 'break') {
      current += ' ';
      return;
    }
    if (node.type === 'mdxTextExpression') {
      // `{props.nome}` in a partial is the value the page gave; other expressions are left out here.
      const prop = /^\s*props\.(\w+)\s*$/.exec(node.value ?? '')?.[1];
      if (prop !== undefined && props[prop] !== undefined) current += props[prop];
      else flush();
      return;
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const partial = node.name ? partials.get(node.name) : undefined;
      if (partial) {
        assert.ok(!seen.includes(partial), `${file} imports ${partial} in a cycle`);
        const given = Object.fromEntries((node.attributes ?? []).flatMap((attribute) => (attribute.name && attributeValue(attribute.value) !== undefined ? [[attribute.name, attributeValue(attribute.value)!]] : [])));
        flush();
        runs.push(...textRuns(partial, given, [...seen, file]));
        return;
      }
      // A component (capitalised) renders words of its own around its children; an HTML element does not.
      const component = /^[A-Z]/.test(node.name ?? '') || node.type === 'mdxJsxFlowElement';
      if (component) flush();
      for (const child of node.children ?? []) walk(child);
      if (component) flush();
      return;
    }
    const block = BLOCKS.has(node.type);
    if (block) flush();
    for (const child of node.children ?? []) walk(child);
    if (block) flush();
  };
  walk(tree);
  flush();
  return runs;
}

/** Whitespace as one space, and the typographic details a renderer may change (quotes, dashes, ellipses, invisible spaces). */
function normalise(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u00ad\u200b\u2060\ufeff]/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The sentences of runs of text: split after `.`, `!` or `?` followed by a space; runs without a word of two letters are left out. */
function sentences(runs: readonly string[], replacePlaceholders: boolean): string[] {
  return runs
    .map((run) => (replacePlaceholders ? run.replace(/%%([A-Z]+)%%/g, (marker, name: string) => PLACEHOLDERS[name] ?? marker) : run))
    .flatMap((run) => normalise(run).split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\p{L}{2}/u.test(sentence));
}

/** What a reader sees in the page's `<main>`: code blocks, footnote numbers and heading anchors left out, inline markup joined with its text. */
function visibleText(html: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  const text = main
    .replace(/<!-- -->/g, '')
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<sup><a [^>]*data-footnote-ref[^>]*>[^<]*<\/a><\/sup>/g, '')
    .replace(/<a class="hash-link"[^>]*>[^<]*<\/a>/g, '')
    .replace(/<\/?(p|div|li|ul|ol|h[1-6]|td|th|tr|table|thead|tbody|details|summary|section|nav|article|header|footer|button|br|figure|figcaption|blockquote|hr)\b[^>]*>/g, ' ')
    .replace(/<[^>]+>/g, '');
  return normalise(decodeEntities(text));
}

interface SourcePage {
  file: string;
  route: string;
  /** The docs instances' pages go through the project's remark plugin. */
  docs: boolean;
}

/** Each built Markdown page and its source: the English translation where there is one, else the Portuguese file. */
function sourcePages(): SourcePage[] {
  const translated = (file: string) => file.startsWith(`${FIXTURE}/i18n/en/`);
  const pages: SourcePage[] = [];
  for (const route of new Set(site.documents.map((document) => document.route))) {
    const sources = site.documents.filter((document) => document.route === route);
    const portuguese = sources.find((document) => !translated(document.file));
    const english = sources.find((document) => translated(document.file)) ?? portuguese;
    const docs = /^\/(docs|comunidade)\//.test(route);
    if (portuguese) pages.push({ file: portuguese.file, route, docs });
    if (english) pages.push({ file: english.file, route: `/en${route}`, docs });
  }
  return pages;
}

test('every Markdown source is built in both locales: docs of both instances, posts, pages', () => {
  const pages = sourcePages();
  const routes = pages.map((page) => page.route);
  for (const route of ['/docs/', '/docs/instalar/', '/comunidade/regras/', '/comunidade/eventos/', '/blog/2025/03/01/novidades/', '/sobre/']) {
    assert.ok(routes.includes(route) && routes.includes(`/en${route}`), `${route} or /en${route} has no source; pages: ${routes.join(' ')}`);
  }
  assert.equal(pages.find((page) => page.route === '/en/comunidade/regras/')?.file, `${FIXTURE}/i18n/en/docusaurus-plugin-content-docs-comunidade/current/regras.md`);
  assert.equal(pages.find((page) => page.route === '/en/docs/instalar/')?.file, `${FIXTURE}/docs/instalar.mdx`);
  assert.equal(pages.length, 32);
});

test("a locale's site keeps no server rules of its own: the root's are the servers', and inside /en/ they would be served as files", () => {
  for (const hidden of ['_deploy', '_headers', '_redirects']) assert.equal(existsSync(path.join(site.outDir, 'en', hidden)), false, `en/${hidden}`);
  assert.equal(existsSync(path.join(site.outDir, '_deploy', 'headers.json')), true);
});

test('every sentence of each source, and of the partials it imports, is in its built page’s visible text', async () => {
  const missing: string[] = [];
  let checked = 0;
  for (const page of sourcePages()) {
    const shown = visibleText(await readRoute(site.outDir, page.route));
    for (const sentence of sentences(textRuns(page.file), page.docs)) {
      checked++;
      if (!shown.includes(sentence)) missing.push(`${page.file} → ${page.route}: "${sentence}"`);
    }
  }
  assert.ok(checked > 150, `only ${checked} sentences compared`);
  assert.deepEqual(missing, [], `sentences missing from their pages:\n${missing.join('\n')}`);
});

test('the sentence check would notice: a page that lost a sentence, or kept a placeholder, fails it', async () => {
  const shown = visibleText(await readRoute(site.outDir, '/docs/'));
  const expected = sentences(textRuns(`${FIXTURE}/docs/intro.md`), true);
  assert.ok(expected.includes('Tudo aqui vale para a versão 1.21.4 do Minecraft.'), expected.join(' | '));
  assert.ok(expected.every((sentence) => shown.includes(sentence)));
  assert.ok(!shown.replace('Tudo aqui vale', 'Tudo vale').includes('Tudo aqui vale para a versão 1.21.4 do Minecraft.'));
  assert.ok(!shown.includes('%%'));
  // The partial's sentences, with the props each use gives: Paper and Velocity.
  const partials = sentences(textRuns(`${FIXTURE}/docs/servidores.mdx`), true);
  assert.deepEqual(partials.filter((sentence) => sentence.includes('Java 21')), ['O Paper roda com o Java 21 e guarda os mundos na pasta do servidor.', 'O Velocity roda com o Java 21 e guarda os mundos na pasta do servidor.']);
  assert.ok(partials.includes('Passo 1: aceite o EULA do Minecraft antes de iniciar.'), partials.join(' | '));
});

// --- Interface texts of the other locale ---------------------------------------------------------

/** Every text of the project's own files: words of the other language found on a page may be its content. */
const projectText = readdirSync(FIXTURE, { recursive: true, encoding: 'utf8' })
  .map((file) => path.join(FIXTURE, file))
  .filter((file) => /\.(mdx?|ya?ml|json|js|jsx)$/.test(file))
  .map((file) => readFileSync(file, 'utf8'))
  .flatMap((text) => [text, text.replace(/<[^>]+>/g, '')])
  .join('\n');

/** The fixed words of each message of `locale` that `other` says differently, left out when `other` or the project uses them too. */
function onlyIn(locale: 'en' | 'pt-BR', other: 'en' | 'pt-BR'): string[] {
  const mine = CATALOGUES[locale];
  const theirs = CATALOGUES[other];
  const pieces = (message: string) => message.split(/\{\w+\}|\|/).map((piece) => piece.trim()).filter((piece) => /\p{L}{3}/u.test(piece));
  const otherText = Object.values(theirs).join('\n');
  const fragments = (Object.keys(mine) as MessageId[]).filter((id) => mine[id] !== theirs[id]).flatMap((id) => pieces(mine[id]));
  return [...new Set(fragments)].filter((fragment) => !otherText.includes(fragment) && !projectText.includes(fragment));
}

/** Every built HTML file (its path in the output) and what a reader or a screen reader meets there: text, labels, titles, the browser's messages. */
function builtPages(): { file: string; html: string; shown: string }[] {
  return readdirSync(site.outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('_'))
    .map((file) => {
      const html = readFileSync(path.join(site.outDir, file), 'utf8').replace(/<!-- -->/g, '');
      const attributes = [...html.matchAll(/\s(?:aria-label|title|placeholder|alt|data-copied|data-failed)="([^"]*)"/g)].map((match) => match[1]);
      // The browser's messages are the settings' texts (their ids, such as "SearchBar", are no text).
      const settings = JSON.parse(/<script type="application\/json" id="site-settings">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as { text?: { messages?: Record<string, string> } };
      const visible = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ');
      return { file, html, shown: decodeEntities([visible, ...attributes].join('\n')) + Object.values(settings.text?.messages ?? {}).join('\n') };
    });
}

const isEnglish = (file: string) => file.startsWith(`en${path.sep}`);

for (const [locale, other, pagesOf] of [
  ['pt-BR', 'en', (file: string) => !isEnglish(file)],
  ['en', 'pt-BR', isEnglish],
] as const) {
  test(`${locale} pages show no interface text only the ${other} catalogue has`, () => {
    const fragments = onlyIn(other, locale);
    assert.ok(fragments.length > 50, `only ${fragments.length} texts to look for`);
    const pages = builtPages().filter((page) => pagesOf(page.file));
    assert.ok(pages.length > 20, `${pages.length} ${locale} pages`);
    const found = pages.flatMap(({ file, shown }) => fragments.filter((fragment) => shown.includes(fragment)).map((fragment) => `${file}: ${fragment}`));
    assert.deepEqual(found, []);
  });
}

// --- The project's identity -----------------------------------------------------------------------

/**
 * The JavaScript the project's pages can load: what a page names, what the settings name, and what
 * those import, except the islands of our own special pages (GradientTool, MyIp), which no page of
 * a Docusaurus project can use and which the build still writes (reported in issue 34).
 */
function loadableScripts(): Set<string> {
  const ownIslands = ['GradientTool', 'MyIp'];
  const pages = builtPages();
  for (const { file, html } of pages) for (const island of ownIslands) assert.doesNotMatch(html, new RegExp(`data-island="${island}"`), file);
  const named = (text: string, from: string) =>
    [...text.matchAll(/["'(]((?:\/(?:en\/)?assets\/|\.\/)[\w./-]+?\.m?js)["')]/g)].map((match) => (match[1]!.startsWith('./') ? path.posix.join(path.posix.dirname(from), match[1]!) : match[1]!.replace(/^\//, '')));
  const queue = pages.flatMap(({ html }) => named(html.replace(new RegExp(`"(${ownIslands.join('|')})":"[^"]+"`, 'g'), ''), ''));
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(path.join(site.outDir, file))) continue;
    seen.add(file);
    queue.push(...named(readFileSync(path.join(site.outDir, file), 'utf8'), file));
  }
  return seen;
}

test('the name Jabuticraft is nowhere in the output: pages, data, feeds, stylesheets, every script', () => {
  const scripts = loadableScripts();
  assert.ok([...scripts].some((file) => /assets\/boot\.[\w-]+\.js$/.test(file)), [...scripts].join(' '));
  assert.ok([...scripts].some((file) => /assets\/SearchBar\.[\w-]+\.js$/.test(file)), [...scripts].join(' '));
  const files = readdirSync(site.outDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.(html|json|xml|css|js|txt|webmanifest|svg)$/.test(file) || file === '_headers' || file === '_redirects');
  assert.ok(files.length > 80, `${files.length} files`);
  const found = files.filter((file) => /jabuticraft/i.test(readFileSync(path.join(site.outDir, file), 'utf8')));
  assert.deepEqual(found, []);
});

test("the not-found page is the theme's: its title and two paragraphs, in the locale, and no link of this site's own", () => {
  for (const [file, texts] of [
    ['404.html', ['Página não encontrada', 'Não foi possível encontrar o que você está procurando.']],
    ['en/404.html', ['Page Not Found', 'We could not find what you were looking for.']],
  ] as const) {
    const html = readFileSync(path.join(site.outDir, file), 'utf8');
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    assert.equal(decodeEntities(main.match(/<h1[^>]*>(.*?)<\/h1>/)![1]!), texts[0]);
    assert.equal(decodeEntities(main.match(/<p>(.*?)<\/p>/)![1]!), texts[1]);
    assert.equal(main.match(/<p>/g)?.length, 2);
    assert.doesNotMatch(main, /<a /, file);
  }
});

test("a project that sets no card of its own gets Docusaurus's large one, once a page", () => {
  const html = readFileSync(path.join(site.outDir, 'index.html'), 'utf8');
  assert.deepEqual(html.match(/<meta name="twitter:card"[^>]*>/g), ['<meta name="twitter:card" content="summary_large_image"/>']);
});

test("the blog list's read-more link says Docusaurus's words alone, with no arrow of this site's, after the post's tags", () => {
  const html = readFileSync(path.join(site.outDir, 'blog/index.html'), 'utf8');
  assert.match(html, /class="read-more"[^>]*>Ler mais<\/a>/);
  assert.match(html, /<footer class="post-preview-footer"><div class="tags-row"><b>Etiquetas:<\/b><ul class="tag-list"><li><a href="\/blog\/tags\/guia\/" class="tag">guia<\/a><\/li><li><a href="\/blog\/tags\/lancamento\/" class="tag">lançamento<\/a><\/li><\/ul><\/div><a [^>]*class="read-more"/);
});

test("the blog's archive is Docusaurus's: its title in Infima's hero, the years in columns, each post's date and title one link (Redex's and CacheLib's were a plain list)", () => {
  const html = readFileSync(path.join(site.outDir, 'blog/archive/index.html'), 'utf8');
  assert.match(html, /<header class="hero hero--primary"><div class="container"><h1 class="hero__title">Arquivo<\/h1><p class="hero__subtitle">Arquivo<\/p><\/div><\/header>/);
  assert.match(html, /<div class="col col--4 margin-vert--lg"><h3>2025<\/h3><ul><li><a href="\/blog\/[^"]+\/">\d+ de \w+ de 2025 - [^<]+<\/a><\/li>/);
});

test("the blog's tags are listed under their first letter, as Docusaurus lists them, without a sentence of this site's", () => {
  const html = readFileSync(path.join(site.outDir, 'blog/tags/index.html'), 'utf8');
  assert.match(html, /<h1>Etiquetas<\/h1><section class="margin-vert--lg"><article><h2 id="G">G<\/h2><ul class="tag-list tag-index padding--none"><li><a href="\/blog\/tags\/guia\/" class="tag">guia <span class="tag-count">1<\/span><\/a><\/li><\/ul><hr\/><\/article><article><h2 id="L">L<\/h2>/);
});

test("a React page that writes its own <main> is in a plain wrapper, as in Docusaurus's layout: one main landmark", () => {
  const html = readFileSync(path.join(site.outDir, 'index.html'), 'utf8');
  assert.equal(html.match(/<main[\s>]/g)?.length, 1);
  assert.match(html, /<div class="page page-react main-wrapper"><div id="conteudo" class="react-page"><main class="inicio /);
});

describe('each locale is the project’s site', () => {
  const locales = [
    { prefix: '', lang: 'pt-BR', navbar: ['Guia', 'Comunidade', 'Novidades', 'Mais', 'Sobre o guia', 'Site do Paper', 'Código-fonte'], footer: ['Documentação', 'Primeiros passos', 'Regras da comunidade', 'Mais', 'Novidades', 'Código-fonte'], copyright: 'Copyright © 2026 Guia do Servidor de Testes. Feito com Docusaurus.', brand: 'Guia do Servidor' },
    { prefix: '/en', lang: 'en', navbar: ['Guide', 'Community', 'News', 'More', 'About the guide', "Paper's website", 'Source code'], footer: ['Documentation', 'Getting started', 'Community rules', 'More', 'News', 'Source code'], copyright: 'Copyright © 2026 Test Server Guide. Built with Docusaurus.', brand: 'Test Server Guide' },
  ];
  for (const locale of locales) {
    test(`${locale.lang}: <html lang>, titles with the project’s title and delimiter, the navbar and the footer of its configuration`, () => {
      const pages = builtPages().filter((page) => (locale.prefix ? isEnglish(page.file) : !isEnglish(page.file)));
      for (const { file, html } of pages) {
        assert.match(html, new RegExp(`^<!DOCTYPE html><html lang="${locale.lang}" dir="ltr"`), file);
        const title = decodeEntities(titleOf(html) ?? '');
        assert.ok(title === TITLE || title.endsWith(` · ${TITLE}`), `${file}: <title>${title}</title>`);
      }
      const doc = pages.find((page) => page.file === path.join(locale.prefix.slice(1), 'docs/instalar/index.html'))!;
      assert.equal(decodeEntities(titleOf(doc.html) ?? ''), `Instalação · ${TITLE}`);
      const navbar = /<ul class="navbar-items navbar-left[^"]*">[\s\S]*?<\/ul><ul class="navbar-items navbar-right[^"]*">[\s\S]*?<\/nav>/.exec(doc.html)?.[0] ?? '';
      const labels = [...navbar.matchAll(/<(?:a|button)\b[^>]*>([^<]+)/g)].map((match) => decodeEntities(match[1]!));
      for (const label of locale.navbar) assert.ok(labels.includes(label), `navbar lacks ${label}: ${labels.join(', ')}`);
      assert.match(navbar, new RegExp(`<a href="${locale.prefix}/docs/" class="navbar-link navbar__item navbar__link[^"]*"[^>]*>${locale.navbar[0]}</a>`));
      assert.match(navbar, new RegExp(`<a href="${locale.prefix}/comunidade/regras/" class="navbar-link navbar__item navbar__link[^"]*"[^>]*>${locale.navbar[1]}</a>`));
      assert.match(navbar, new RegExp(`<a href="${locale.prefix}/sobre/" class="dropdown-link dropdown__link">${locale.navbar[4]}</a>`));
      assert.match(navbar, /role="search"/);
      assert.match(doc.html, new RegExp(`<span class="navbar-title navbar__title text--truncate">${locale.brand}</span>`));
      const footer = /<footer[\s\S]*<\/footer>/.exec(doc.html)?.[0] ?? '';
      assert.match(footer, /^<footer class="footer footer--dark">/, "the configuration's style: 'dark'");
      assert.match(footer, /<div class="footer-inner container container-fluid"><div class="footer-columns row footer__links"><div class="footer-column col footer__col">/, "Infima's container, row and columns, which a project's `.footer .container .row` rules reach");
      const footerTexts = [...footer.matchAll(/<(?:h2|a)\b[^>]*>([^<]+)/g)].map((match) => decodeEntities(match[1]!));
      assert.deepEqual(footerTexts, locale.footer);
      assert.ok(decodeEntities(footer).includes(locale.copyright), footer);
      assert.match(footer, new RegExp(`<a href="${locale.prefix}/comunidade/regras/" class="footer-link footer__link-item">`));
    });

    test(`${locale.lang}: the second docs instance’s pages have its own sidebar; /search/ exists, each instance’s pages in their own search context`, async () => {
      const html = await readRoute(site.outDir, `${locale.prefix}/comunidade/eventos/`);
      const sidebar = /<nav class="sidebar[^"]*".*?<\/nav>/s.exec(html)?.[0] ?? '';
      const labels = [...sidebar.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((match) => match[1]);
      assert.deepEqual(labels, ['Regras de convivência', 'Eventos']);
      assert.match(sidebar, /data-items="[^"]*comunidade/);
      const guide = /<nav class="sidebar[^"]*".*?<\/nav>/s.exec(await readRoute(site.outDir, `${locale.prefix}/docs/instalar/`))?.[0] ?? '';
      assert.doesNotMatch(guide, /Regras de convivência/);
      assert.match(guide, /Instalar o servidor/);
      const search = await readRoute(site.outDir, `${locale.prefix}/search/`);
      assert.match(search, new RegExp(`<html lang="${locale.lang}"`));
      assert.match(search, /<form[^>]*role="search"/);
      // Each docs instance is a context of its own, with its pages in it, in every locale.
      for (const context of ['docs', 'comunidade']) {
        const entry = JSON.parse(readFileSync(path.join(site.outDir, locale.prefix, 'search', `${context}.json`), 'utf8')) as { n: number; l: string };
        assert.ok(entry.n > 0, `${locale.prefix}/search/${context}.json indexes no page`);
        assert.equal(entry.l, locale.lang === 'en' ? 'en' : 'pt');
      }
    });
  }

  test('every page links to itself in the other locale with hreflang, and x-default is the default locale', () => {
    const pages = builtPages().filter((page) => page.file.endsWith('index.html'));
    let pairs = 0;
    for (const { file, html } of pages) {
      const route = `/${file.split(path.sep).join('/').replace(/^en\//, '').replace(/index\.html$/, '')}`;
      assert.ok(html.includes(`<link rel="alternate" hrefLang="pt-BR" href="https://guia.exemplo.com.br${route}"/>`), `${file} has no pt-BR alternate`);
      assert.ok(html.includes(`<link rel="alternate" hrefLang="en" href="https://guia.exemplo.com.br/en${route}"/>`), `${file} has no en alternate`);
      assert.ok(html.includes(`<link rel="alternate" hrefLang="x-default" href="https://guia.exemplo.com.br${route}"/>`), `${file} has no x-default`);
      if (isEnglish(file)) assert.ok(existsSync(path.join(site.outDir, route, 'index.html')), `${file} names ${route}, which is not built`);
      else {
        assert.ok(existsSync(path.join(site.outDir, 'en', route, 'index.html')), `${file} names /en${route}, which is not built`);
        pairs++;
      }
    }
    assert.ok(pairs > 25, `${pairs} pages`);
  });
});

test('a relative link without .md reads from the page address without its slash, as on Docusaurus: /docs/diagramas → /docs/imagens', async () => {
  const html = await readRoute(site.outDir, '/docs/diagramas/');
  assert.match(html, /<a href="\/docs\/imagens\/">imagens do guia<\/a>/);
});

test("a locale's current.json names the sidebar's categories in that locale; the default locale keeps the sidebars file's labels", async () => {
  const sidebarOf = async (route: string) => /<nav class="sidebar[^"]*"[\s\S]*?<\/nav>/.exec(await readRoute(site.outDir, route))?.[0] ?? '';
  const english = await sidebarOf('/en/docs/referencia/comandos/');
  assert.match(english, />Writing pages</);
  assert.match(english, />Reference</);
  assert.doesNotMatch(english, />Escrever páginas<|>Referência</);
  assert.match(await sidebarOf('/docs/referencia/comandos/'), />Escrever páginas</);
});

test("the blog sidebar takes the configuration's title and count (blogSidebarTitle, blogSidebarCount)", async () => {
  const sidebar = /<nav class="blog-sidebar"[\s\S]*?<\/nav>/.exec(await readRoute(site.outDir, '/blog/2025/03/01/novidades/'))?.[0] ?? '';
  assert.match(sidebar, /<p class="blog-sidebar-title">Últimas novidades<\/p>/);
  assert.equal([...sidebar.matchAll(/<li>/g)].length, 1, sidebar);
});

test("the home page's CSS module is scoped as Docusaurus's bundler scopes it, and its rules are in the components' stylesheet the page links, in both locales", async () => {
  for (const prefix of ['', '/en']) {
    const home = await readRoute(site.outDir, `${prefix}/`);
    assert.match(home, /<main class="inicio destaque_[0-9a-f]{5}">/);
    const href = /<link rel="stylesheet" href="([^"]*\/assets\/components\.[\w-]+\.css)"\/>/.exec(home)?.[1];
    assert.ok(href !== undefined && href.startsWith(`${prefix}/assets/`), `no components' stylesheet under ${prefix}/`);
    assert.match(readFileSync(path.join(site.outDir, href.slice(1)), 'utf8'), /\.destaque_[0-9a-f]{5} \{\s*border-left: 4px solid #0a7d3b;/);
  }
});

test("a component's CSS module in an MDX page (imported, or given by MDXComponents) is in the components' stylesheet, which every page links, as Docusaurus's one stylesheet", async () => {
  const hrefs = new Set<string>();
  for (const route of ['/docs/componentes/', '/comunidade/eventos/', '/docs/referencia/comandos/']) {
    const page = await readRoute(site.outDir, route);
    if (route !== '/docs/referencia/comandos/') assert.match(page, /class="[^"]*selo_[0-9a-f]{5}/, `${route} shows no scoped Selo`);
    const href = /<link rel="stylesheet" href="(\/assets\/components\.[\w-]+\.css)"\/>/.exec(page)?.[1];
    assert.ok(href !== undefined, `${route} links no components' stylesheet`);
    hrefs.add(href);
  }
  assert.equal(hrefs.size, 1, 'one stylesheet for every page');
  assert.match(readFileSync(path.join(site.outDir, [...hrefs][0]!.slice(1)), 'utf8'), /\.selo_[0-9a-f]{5} \{\s*border-radius: 4px;/);
});

test("the locale menu ends with the links and markup of its dropdownItemsAfter, after the locales (Casdoor's rule before 'Help translate')", () => {
  const html = readFileSync(path.join(site.outDir, 'docs', 'instalar', 'index.html'), 'utf8');
  const menu = /<li class="navbar-item dropdown navbar__item"><button[^>]*>(?:<svg[^>]*>[\s\S]*?<\/svg>)?Português<\/button><ul class="dropdown-menu">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
  assert.deepEqual([...menu.matchAll(/<a [^>]*>([^<]+)/g)].map((match) => match[1]), ['Português', 'English', 'Ajude a traduzir']);
  assert.match(menu, /href="https:\/\/traducao\.exemplo\.com\.br"/);
  assert.match(menu, /English<\/a><\/li><li><hr class="separador"><\/li><li><a [^>]*>Ajude a traduzir/, 'the rule between the locales and the link');
});
