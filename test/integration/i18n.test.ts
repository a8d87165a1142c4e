/**
 * A Docusaurus site in English, Spanish or French built here shows its interface in its own language: no
 * text of the Portuguese catalogue anywhere on its pages (what a reader sees, aria-labels, titles,
 * the browser's settings), its `<html lang>`, Docusaurus's own words for the paginator and the
 * heading links, its dates; and a site's `code.json` changes an interface text. French has no
 * catalogue here: its texts are Docusaurus's own (`@docusaurus/theme-translations`), English where
 * Docusaurus has none; search analyses its words in French. The site is the
 * Docusaurus project of test/fixtures/docusaurus, its configuration given one locale, built as itself.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { CATALOGUES, type CatalogueLocale } from '../../src/model/i18n/catalogues.ts';
import type { MessageId } from '../../src/model/i18n/messages-en.ts';
import { ptBR } from '../../src/model/i18n/messages-pt-BR.ts';
import { buildIntoTemp, type BuiltSite } from '../helpers/build-fixture.ts';
import { decodeEntities } from '../helpers/html.ts';

const FIXTURE = 'test/fixtures/docusaurus';

/**
 * A copy of the project whose only locale is `locale`, as its author would set it in docusaurus.config.js,
 * with a code.json in i18n/<locale>/ that overrides two interface texts.
 */
function projectIn(locale: string, htmlLang: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'jabuti-i18n-'));
  cpSync(FIXTURE, dir, { recursive: true });
  renameSync(path.join(dir, 'docusaurus.config.js'), path.join(dir, 'docusaurus.base.js'));
  const i18n = { defaultLocale: locale, locales: [locale], localeConfigs: { [locale]: { label: locale, htmlLang } } };
  writeFileSync(path.join(dir, 'docusaurus.config.js'), `module.exports = { ...require('./docusaurus.base.js'), i18n: ${JSON.stringify(i18n)} };\n`);
  mkdirSync(path.join(dir, 'i18n', locale), { recursive: true });
  const codeJson = { 'theme.common.skipToMainContent': { message: 'Skip ahead', description: 'the skip link' }, 'theme.NotFound.title': { message: 'Nothing here' } };
  writeFileSync(path.join(dir, 'i18n', locale, 'code.json'), JSON.stringify(codeJson));
  return dir;
}

/** Every text of the fixture's own files: Portuguese found there on a page is the site's content, not our interface. */
const fixtureText = readdirSync(FIXTURE, { recursive: true, encoding: 'utf8' })
  .map((file) => path.join(FIXTURE, file))
  .filter((file) => /\.(mdx?|ya?ml|json|js)$/.test(file))
  .map((file) => readFileSync(file, 'utf8'))
  // As a reader sees it too: "versão <Destaque>mais recente</Destaque>" reads "versão mais recente".
  .flatMap((text) => [text, text.replace(/<[^>]+>/g, '')])
  .join('\n');

/**
 * The fixed words of each pt-BR message that the other locale says differently (placeholders and
 * plural bars cut out), leaving out words that the other catalogue or the fixture's content uses too.
 */
function portugueseOnly(other: Readonly<Record<MessageId, string>>): string[] {
  const pieces = (message: string) => message.split(/\{\w+\}|\|/).map((piece) => piece.trim()).filter((piece) => /\p{L}{3}/u.test(piece));
  const otherText = Object.values(other).join('\n');
  const fragments = (Object.keys(ptBR) as MessageId[]).filter((id) => ptBR[id] !== other[id]).flatMap((id) => pieces(ptBR[id]));
  return [...new Set(fragments)].filter((fragment) => !otherText.includes(fragment) && !fixtureText.includes(fragment));
}

/** Every built HTML file: its route and the text a reader or a screen reader meets (visible text, labels, titles, the browser's messages). */
function builtPages(outDir: string): { file: string; html: string; shown: string }[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      // React puts `<!-- -->` between neighbouring texts: "Next<!-- --> »" reads "Next »".
      const html = readFileSync(path.join(outDir, file), 'utf8').replace(/<!-- -->/g, '');
      const attributes = [...html.matchAll(/\s(?:aria-label|title|placeholder|alt|data-copied|data-failed)="([^"]*)"/g)].map((match) => match[1]);
      const visible = html.replace(/<script(?![^>]*id="site-settings")[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ');
      return { file, html, shown: decodeEntities([visible, ...attributes].join('\n')) };
    });
}

interface Expected {
  lang: string;
  previous: string;
  next: string;
  headingLink: string;
  date: RegExp;
  /** What the table of contents' button says on a phone: a text our catalogues' locales never needed from Docusaurus. */
  onThisPage: string;
  /** The catalogue whose texts fill what the locale's own texts lack. */
  catalogue: CatalogueLocale;
  /** The language search analyses words in, for a locale that has one here. */
  searchLanguage?: string;
  /** This generator's own search box placeholder, in the locale's language (src/model/i18n/site-texts/ for a locale without a catalogue). */
  searchPlaceholder: string;
}

function checkLocale(name: string, locale: string, expect: Expected) {
  describe(`a site in ${name}`, () => {
    let site: BuiltSite;
    let contentDir: string;
    before(async () => {
      contentDir = projectIn(locale, expect.lang);
      site = await buildIntoTemp(contentDir, { project: true });
    });
    after(async () => {
      await site.remove();
      rmSync(contentDir, { recursive: true, force: true });
    });

    test('no page shows a Portuguese interface text', () => {
      const fragments = portugueseOnly(CATALOGUES[expect.catalogue]);
      assert.ok(fragments.length > 50, `only ${fragments.length} Portuguese texts to look for`);
      const found = builtPages(site.outDir).flatMap(({ file, shown }) => fragments.filter((fragment) => shown.includes(fragment)).map((fragment) => `${file}: ${fragment}`));
      assert.deepEqual(found, []);
    });

    test(`pages are <html lang="${expect.lang}">, the paginator and the heading links speak the locale, dates too`, () => {
      const pages = builtPages(site.outDir);
      for (const { file, html } of pages) assert.match(html, new RegExp(`<html lang="${expect.lang}" dir="ltr"`), file);
      const all = pages.map((page) => page.html).join('\n');
      // A project's paginator, as Infima draws it: the word alone, the arrow with the title.
      assert.match(all, new RegExp(`<span class="pagination-label">${expect.previous}</span><span class="pagination-title">« `));
      assert.match(all, new RegExp(`<span class="pagination-label">${expect.next}</span><span class="pagination-title">[^<]* »</span>`));
      const hashLabels = [...all.matchAll(/class="hash-link" href="#[^"]*" aria-label="([^"]*)"/g)].map((match) => match[1]!);
      assert.ok(hashLabels.length >= 5, `only ${hashLabels.length} heading links`);
      assert.deepEqual(hashLabels.filter((label) => !label.startsWith(expect.headingLink)), []);
      assert.match(all, expect.date);
      assert.match(all, new RegExp(`>${expect.onThisPage}</`));
    });

    const { searchLanguage } = expect;
    if (searchLanguage) {
      test('search analyses the site’s words in its language, and tells the browser which', () => {
        const entry = JSON.parse(readFileSync(path.join(site.outDir, 'search', 'site.json'), 'utf8')) as { l: string };
        assert.equal(entry.l, searchLanguage);
        const settings = /<script type="application\/json" id="site-settings">([^<]*)<\/script>/.exec(readFileSync(path.join(site.outDir, 'index.html'), 'utf8'))?.[1] ?? '{}';
        assert.equal((JSON.parse(settings) as { search: { language: string } }).search.language, searchLanguage);
      });
    }

    test('the search box speaks the locale too', () => {
      assert.match(readFileSync(path.join(site.outDir, 'index.html'), 'utf8'), new RegExp(expect.searchPlaceholder));
    });

    test('the site’s code.json replaces catalogue texts', () => {
      const pages = builtPages(site.outDir);
      assert.ok(pages.every(({ html }) => html.includes('<a class="skip-link" href="#conteudo">Skip ahead</a>')));
      assert.match(readFileSync(path.join(site.outDir, '404.html'), 'utf8'), /<h1[^>]*>Nothing here<\/h1>/);
    });
  });
}

checkLocale('English', 'en', { lang: 'en', previous: 'Previous', next: 'Next', headingLink: 'Direct link to ', date: />March 1, 2025<\/time>/, onThisPage: 'On this page', catalogue: 'en', searchLanguage: 'en', searchPlaceholder: 'Search the site' });
checkLocale('Spanish', 'es', { lang: 'es-ES', previous: 'Anterior', next: 'Siguiente', headingLink: 'Enlace directo al ', date: />1 de marzo de 2025<\/time>/, onThisPage: 'En esta página', catalogue: 'es', searchLanguage: 'es', searchPlaceholder: 'Buscar en el sitio' });
checkLocale('French', 'fr', { lang: 'fr', previous: 'Précédent', next: 'Suivant', headingLink: 'Lien direct vers ', date: />1 mars 2025<\/time>/, onThisPage: 'Sur cette page', catalogue: 'en', searchLanguage: 'fr', searchPlaceholder: 'Rechercher sur le site' });
