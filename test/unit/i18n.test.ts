import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { CATALOGUES, catalogueLocale, siteTranslator } from '../../src/model/i18n/catalogues.ts';
import { CLIENT_MESSAGE_IDS } from '../../src/model/i18n/client-messages.ts';
import { en } from '../../src/model/i18n/messages-en.ts';
import { configTranslations } from '../../src/generator/translations.ts';
import { interfaceTextsOf } from '../../src/generator/theme-translations.ts';

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

test('the three catalogues have the same ids, and each message the same {placeholders} in every locale', () => {
  const ids = Object.keys(en).sort();
  for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
    assert.deepEqual(Object.keys(catalogue).sort(), ids, `${locale} has other ids`);
    const differing = ids.filter((id) => JSON.stringify(placeholders(catalogue[id as keyof typeof en])) !== JSON.stringify(placeholders(en[id as keyof typeof en])));
    assert.deepEqual(differing, [], `${locale}: placeholders differ from English`);
  }
});

test('a locale picks its catalogue by tag, then by language, else English', () => {
  const cases = { 'pt-BR': 'pt-BR', 'pt-br': 'pt-BR', pt: 'pt-BR', 'pt-PT': 'pt-BR', es: 'es', 'es-ES': 'es', es_MX: 'es', en: 'en', 'en-GB': 'en', fr: 'en', 'zh-Hans': 'en' };
  for (const [name, expected] of Object.entries(cases)) assert.equal(catalogueLocale(name), expected, name);
});

test('plurals pick Docusaurus forms by the language’s rules, and dates follow the locale', () => {
  const english = siteTranslator({ name: 'en', htmlLang: 'en' });
  assert.equal(english.plural('theme.blog.post.readingTime.plurals', 1, { readingTime: 1 }), 'One min read');
  assert.equal(english.plural('theme.blog.post.readingTime.plurals', 7, { readingTime: 7 }), '7 min read');
  assert.equal(english.date(new Date('2025-01-15T23:30:00Z')), 'January 15, 2025');
  const spanish = siteTranslator({ name: 'es-ES', htmlLang: 'es-ES' });
  assert.equal(spanish.plural('theme.blog.post.plurals', 1), 'Una publicación');
  assert.equal(spanish.plural('theme.blog.post.plurals', 1_000_000), '1000000 publicaciones');
  assert.equal(spanish.date(new Date('2025-03-01T00:00:00Z')), '1 de marzo de 2025');
  const portuguese = siteTranslator({ name: 'pt-BR', htmlLang: 'pt-BR' });
  assert.deepEqual([0, 1, 2].map((count) => portuguese.plural('theme.SearchPage.documentsFound.plurals', count)), ['0 resultados', '1 resultado', '2 resultados']);
  assert.equal(portuguese.plural('theme.blog.post.readingTime.plurals', 1, { readingTime: 1 }), '1 min de leitura');
  assert.equal(portuguese.date(new Date('2025-01-15T12:00:00Z')), '15 de janeiro de 2025');
});

test('a site’s translations replace catalogue entries, in code.json’s shape or flattened; later ones win', () => {
  const overrides = configTranslations({ 'theme.docs.paginator.next': { message: 'Onward', description: 'next doc' }, 'theme.docs.paginator.previous': 'Back' });
  const text = siteTranslator({ name: 'en', htmlLang: 'en' }, [{ 'theme.docs.paginator.next': 'Later' }, overrides]);
  assert.equal(text.t('theme.docs.paginator.next'), 'Onward');
  assert.equal(text.t('theme.docs.paginator.previous'), 'Back');
  assert.equal(text.t('theme.common.headingLinkTitle', { heading: 'Setup' }), 'Direct link to Setup');
  assert.throws(() => configTranslations({ 'theme.docs.paginator.next': 3 }), /translations "theme.docs.paginator.next" must be a text/);
});

/** Every message id a browser file names (`t('…')`, `plural('…')`, or a template's fixed start). */
function idsNamedIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) => [...readFileSync(path.join(folder, file), 'utf8').matchAll(/\b(?:t|plural)\(\s*['`]((?:theme|site)\.[\w.]+)/g)].map((match) => match[1]!));
}

test('browser code asks only for the messages the page settings carry', () => {
  const named = ['src/client', 'src/islands', 'src/search'].flatMap(idsNamedIn);
  assert.ok(named.length > 20, `only ${named.length} ids found`);
  const carried = new Set<string>(CLIENT_MESSAGE_IDS);
  const missing = named.filter((id) => !carried.has(id) && !CLIENT_MESSAGE_IDS.some((carriedId) => id.endsWith('.') && carriedId.startsWith(id)));
  assert.deepEqual([...new Set(missing)], []);
});

test('this generator’s own texts in other languages (src/model/i18n/site-texts/) have every site.* id a project’s pages show, the same {placeholders}, and a plural form per category of the language', () => {
  const dir = 'src/model/i18n/site-texts';
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  assert.ok(files.length >= 15, `only ${files.length} languages`);
  const shown = Object.keys(en).filter((id) => id.startsWith('site.') && !/^site\.(home|brand)\./.test(id) && id !== 'site.NotFound.discordLink');
  for (const file of files) {
    const locale = file.replace(/\.json$/, '');
    const texts = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;
    assert.deepEqual(Object.keys(texts).sort(), [...shown].sort(), `${locale} has other ids`);
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.length;
    for (const id of shown) {
      const text = texts[id]!;
      const forms = text.split('|');
      if (en[id as keyof typeof en].includes('|')) {
        // French's, Italian's and Portuguese's "many" is for millions ("1 million de"): it may share "other"'s form, as Docusaurus's own do.
        const millionsOnly = ['fr', 'it', 'pt-PT'].includes(locale);
        assert.ok(forms.length === categories || (millionsOnly && forms.length === categories - 1), `${locale} ${id}: ${forms.length} forms for ${categories} categories`);
        for (const form of forms) assert.deepEqual([...new Set(placeholders(form))].filter((name) => name !== 'count'), [...new Set(placeholders(en[id as keyof typeof en]))].filter((name) => name !== 'count'), `${locale} ${id}`);
      } else assert.deepEqual(placeholders(text), placeholders(en[id as keyof typeof en]), `${locale} ${id}`);
    }
  }
});

test('a locale without a catalogue here says this generator’s own texts in its language when site-texts has it, else in English', () => {
  const french = siteTranslator({ name: 'fr', htmlLang: 'fr' }, [interfaceTextsOf('fr')]);
  assert.notEqual(french.t('site.search.seeAllResults'), en['site.search.seeAllResults']);
  assert.equal(french.t('theme.docs.paginator.next'), 'Suivant');
  const chinese = siteTranslator({ name: 'zh-CN', htmlLang: 'zh-CN' }, [interfaceTextsOf('zh-CN')]);
  assert.equal(chinese.t('site.search.seeAllResults'), JSON.parse(readFileSync('src/model/i18n/site-texts/zh-Hans.json', 'utf8'))['site.search.seeAllResults']);
  const icelandic = siteTranslator({ name: 'is', htmlLang: 'is' }, [interfaceTextsOf('is')]);
  assert.equal(icelandic.t('site.search.seeAllResults'), en['site.search.seeAllResults']);
});

test("a Docusaurus project in a language this site has a catalogue of says Docusaurus's words, and this site's where Docusaurus left English", () => {
  const site = siteTranslator({ name: 'pt-BR', htmlLang: 'pt-BR' }, [interfaceTextsOf('pt-BR')]);
  const project = siteTranslator({ name: 'pt-BR', htmlLang: 'pt-BR' }, [interfaceTextsOf('pt-BR', true)]);
  assert.match(site.t('theme.NotFound.p2'), /Discord/);
  assert.equal(project.t('theme.NotFound.p1'), 'Não foi possível encontrar o que você está procurando.');
  assert.doesNotMatch(project.t('theme.NotFound.p2'), /Discord/);
  // pt-BR's theme-common.json has it in English: this site's catalogue says it in Portuguese.
  assert.equal(project.t('site.IconExternalLink.ariaLabel'), site.t('site.IconExternalLink.ariaLabel'));
  assert.notEqual(project.t('site.IconExternalLink.ariaLabel'), en['site.IconExternalLink.ariaLabel']);
  assert.equal(project.t('site.search.seeAllResults'), site.t('site.search.seeAllResults'));
});
