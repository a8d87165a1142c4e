import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { Lexer, Marked } from 'marked';
import { EMAIL_FREE_TEXT, lexBlocks } from '../../src/markdown/email-free-text.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../content');
const gfm = new Marked({ gfm: true });

/** Tokens as plain data (marked puts a `links` property on the token list). */
function plain(tokens: unknown): unknown {
  return JSON.parse(JSON.stringify(tokens));
}

test("the e-mail-free text rule is shorter than marked's: the look-aheads were found and removed", () => {
  assert.notEqual(EMAIL_FREE_TEXT.source, Lexer.rules.inline.gfm.text.source);
  assert.ok(!EMAIL_FREE_TEXT.source.includes('@'), EMAIL_FREE_TEXT.source);
  assert.ok(!EMAIL_FREE_TEXT.source.includes('mailto'), EMAIL_FREE_TEXT.source);
});

test("every Markdown page of the site reads into the same tokens as with marked's own rules", () => {
  const files = readdirSync(CONTENT, { recursive: true }).map(String).filter((file) => /\.mdx?$/.test(file));
  assert.ok(files.length > 100, `only ${files.length} pages found`);
  for (const file of files) {
    const source = readFileSync(path.join(CONTENT, file), 'utf8');
    assert.deepEqual(plain(lexBlocks(source, gfm.defaults)), plain(gfm.lexer(source)), file);
  }
});

test('a page with an e-mail, a mailto: or an xmpp: address still gets its autolinks', () => {
  const sources = [
    'Escreva para suporte@jabuticraft.com.br ou *staff*.',
    'Contato: mailto:suporte@jabuticraft.com.br, e xmpp:staff@jabuticraft.com.br.',
    'Sem arroba aqui, mas mailto:x e xmpp:y aparecem.',
    'Texto **forte**, `código`, https://jabuticraft.com.br e www.jabuticraft.com.br\nlinha  \nquebrada.',
  ];
  for (const source of sources) assert.deepEqual(plain(lexBlocks(source, gfm.defaults)), plain(gfm.lexer(source)), source);
  const [paragraph] = lexBlocks(sources[0]!, gfm.defaults);
  assert.ok(paragraph?.type === 'paragraph');
  assert.ok(paragraph.tokens?.some((token) => token.type === 'link' && token.href === 'mailto:suporte@jabuticraft.com.br'));
});

test('after a page without e-mail, the next one that has one is read with the full rules', () => {
  lexBlocks('Nada de arroba.', gfm.defaults);
  const [paragraph] = lexBlocks('Fale com ajuda@jabuticraft.com.br hoje.', gfm.defaults);
  assert.ok(paragraph?.type === 'paragraph');
  assert.ok(paragraph.tokens?.some((token) => token.type === 'link' && token.href === 'mailto:ajuda@jabuticraft.com.br'));
});
