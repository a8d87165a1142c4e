import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { Lexer, Marked } from 'marked';
import { lexBlocks, textRuleFor } from '../../src/markdown/text-rule.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../content');
const gfm = new Marked({ gfm: true });

/** Tokens as plain data (marked puts a `links` property on the token list). */
function plain(tokens: unknown): unknown {
  return JSON.parse(JSON.stringify(tokens));
}

test("a page without e-mail or URL gets a text rule without marked's autolink look-aheads: they were found and removed", () => {
  const rule = textRuleFor('Use o /kit em jogo.').source;
  assert.notEqual(rule, Lexer.rules.inline.gfm.text.source);
  for (const part of ['@', 'mailto', '[hH][tT][tT][pP]', 'www']) assert.ok(!rule.includes(part), `${part} in ${rule}`);
});

test('a page keeps the look-aheads of the autolinks it may hold', () => {
  const withMail = textRuleFor('Fale com ajuda@jabuticraft.com.br.').source;
  assert.ok(withMail.includes('mailto') && !withMail.includes('www'), withMail);
  const withUrl = textRuleFor('Veja HTTPS://jabuticraft.com.br.').source;
  assert.ok(withUrl.includes('[hH][tT][tT][pP]') && !withUrl.includes('mailto'), withUrl);
  assert.equal(textRuleFor('Veja www.jabuticraft.com.br e suporte@jabuticraft.com.br.'), Lexer.rules.inline.gfm.text);
});

test("every Markdown page of the site reads into the same tokens as with marked's own rules", () => {
  const files = readdirSync(CONTENT, { recursive: true }).map(String).filter((file) => /\.mdx?$/.test(file));
  assert.ok(files.length > 100, `only ${files.length} pages found`);
  for (const file of files) {
    const source = readFileSync(path.join(CONTENT, file), 'utf8');
    assert.deepEqual(plain(lexBlocks(source, gfm.defaults)), plain(gfm.lexer(source)), file);
  }
});

test('a page with an e-mail, a mailto:, an xmpp: address or a URL still gets its autolinks', () => {
  const sources = [
    'Escreva para suporte@jabuticraft.com.br ou *staff*.',
    'Contato: mailto:suporte@jabuticraft.com.br, e xmpp:staff@jabuticraft.com.br.',
    'Sem arroba aqui, mas mailto:x e xmpp:y aparecem.',
    'Texto **forte**, `código`, https://jabuticraft.com.br e www.jabuticraft.com.br\nlinha  \nquebrada.',
    'Só um endereço: HTTP://jabuticraft.com.br/wiki, ftp://arquivos.jabuticraft.com.br e (www.jabuticraft.com.br).',
    '> Citação com www.jabuticraft.com.br\n\n- item com http://jabuticraft.com.br\n\n| a | b |\n|---|---|\n| www.x.com | ok |',
  ];
  for (const source of sources) assert.deepEqual(plain(lexBlocks(source, gfm.defaults)), plain(gfm.lexer(source)), source);
  const [paragraph] = lexBlocks(sources[0]!, gfm.defaults);
  assert.ok(paragraph?.type === 'paragraph');
  assert.ok(paragraph.tokens?.some((token) => token.type === 'link' && token.href === 'mailto:suporte@jabuticraft.com.br'));
  const [withUrl] = lexBlocks(sources[4]!, gfm.defaults);
  assert.ok(withUrl?.type === 'paragraph');
  assert.deepEqual(
    withUrl.tokens?.filter((token) => token.type === 'link').map((token) => (token as { href: string }).href),
    ['HTTP://jabuticraft.com.br/wiki', 'ftp://arquivos.jabuticraft.com.br', 'http://www.jabuticraft.com.br'],
  );
});

test('after a page without autolinks, the next one that has them is read with the full rules', () => {
  lexBlocks('Nada de arroba nem endereço.', gfm.defaults);
  const [paragraph] = lexBlocks('Fale com ajuda@jabuticraft.com.br em https://jabuticraft.com.br hoje.', gfm.defaults);
  assert.ok(paragraph?.type === 'paragraph');
  const hrefs = paragraph.tokens?.filter((token) => token.type === 'link').map((token) => (token as { href: string }).href);
  assert.deepEqual(hrefs, ['mailto:ajuda@jabuticraft.com.br', 'https://jabuticraft.com.br']);
});
