import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { Marked } from 'marked';
import { blockShortcuts } from '../../src/markdown/block-shortcuts.ts';
import { generateCorpus } from '../../bench/generate-corpus.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../content');
const plain = new Marked({ gfm: true });
const shortcut = new Marked({ gfm: true, tokenizer: blockShortcuts });

function sameTokens(source: string, label: string): void {
  assert.deepEqual(JSON.parse(JSON.stringify(shortcut.lexer(source))), JSON.parse(JSON.stringify(plain.lexer(source))), label);
}

test('tables and setext headings of every kind read as marked reads them', () => {
  const sources = [
    'Título\n======\n\nTexto.',
    'Título com duas linhas\nsegunda linha\n---\n',
    'Parágrafo\n\n---\n\nDepois da linha.',
    'Parágrafo\n   \n===',
    'Sublinhado recuado\n   ===   \nfim',
    'Recuado demais\n    ---',
    '| Kit | Preço |\n| --- | ---: |\n| Inicial | grátis |\n| VIP | R$ 19,90 |',
    'Kit | Preço\n---|---\nInicial | grátis',
    'Kit | Preço\n  :-- | --:\nInicial | grátis\n\nDepois.',
    '| só uma coluna |\n|---|\n| linha |',
    'Não é tabela | nem título\n- item de lista\n- outro',
    'Linha sem fim de linha',
    '\n\nComeça com linhas vazias\n---',
    'Texto\n\t---\nmais',
    '- lista\n---\n',
    '> citação\n===\n',
    'a\n-\n',
    'a\n=\tb\n',
    'Parágrafo\n# Título sem linha em branco\nOutro parágrafo\n1. item\nTexto\n> citação\nFim\n===',
    'Texto\n    ---\nrecuado quatro espaços\n---',
  ];
  for (const source of sources) sameTokens(source, source);
});

test('every Markdown page of the site and of a generated corpus reads into the same tokens', () => {
  const files = readdirSync(CONTENT, { recursive: true }).map(String).filter((file) => /\.mdx?$/.test(file));
  for (const file of files) sameTokens(readFileSync(path.join(CONTENT, file), 'utf8'), file);
  const corpus = mkdtempSync(path.join(tmpdir(), 'jabuti-shortcuts-'));
  generateCorpus(corpus, 60);
  try {
    for (const file of readdirSync(corpus, { recursive: true }).map(String).filter((name) => name.endsWith('.md'))) sameTokens(readFileSync(path.join(corpus, file), 'utf8'), file);
  } finally {
    rmSync(corpus, { recursive: true, force: true });
  }
});

test('a paragraph that is neither never reaches the slow rules', () => {
  const paragraph = 'Uma frase comum sobre o servidor. '.repeat(50);
  assert.equal(blockShortcuts.table!.call(undefined as never, `${paragraph}\nOutra linha.`), undefined);
  assert.equal(blockShortcuts.lheading!.call(undefined as never, `${paragraph}\nOutra linha.\n\n---`), undefined);
  assert.equal(blockShortcuts.lheading!.call(undefined as never, `${paragraph}\n---`), false);
  // Within its paragraph: a page without blank lines is not read again to its end for every block.
  assert.equal(blockShortcuts.lheading!.call(undefined as never, `${paragraph}\n# Título\n${paragraph.repeat(100)}\n===`), false);
});
