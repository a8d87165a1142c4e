import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeExcerpt, type ExcerptSegment } from '../../src/search/excerpt.ts';
import { PT } from '../helpers/portuguese-search.ts';

const TEXT =
  'Para vender a reputação do clã, use /home para quem joga no celular. Digite /encantar para abrir o menu; ' +
  'o sistema de missões mostra os pontos de ranking depois da meia-noite (horário de Brasília).';
/** Segments written as text with the marked words in [brackets]. */
const show = (segments: ExcerptSegment[]) => segments.map((segment) => (segment.marked ? `[${segment.text}]` : segment.text)).join('');
const context = (segments: ExcerptSegment[]) =>
  segments
    .filter((segment) => !segment.marked)
    .map((segment) => segment.text.replace(/…/g, ''))
    .join('').length;

test('the excerpt surrounds the first match with context cut between words, and … where the text goes on', () => {
  const segments = makeExcerpt(TEXT, ['missa'], PT);
  assert.equal(show(segments), '…o menu; o sistema de [missões] mostra os pontos de ranking…');
  assert.ok(context(segments) <= 50, `${context(segments)} characters of context`);
});

test('segments are plain text pieces: marked words alone, the rest merged', () => {
  assert.deepEqual(makeExcerpt('Missões diárias dão recompensas.', ['missa'], PT), [
    { text: 'Missões', marked: true },
    { text: ' diárias dão recompensas.', marked: false },
  ]);
});

test('a match near the start gives the unused context to the text after it', () => {
  assert.equal(show(makeExcerpt(TEXT, ['vend'], PT)), 'Para [vender] a reputação do clã, use /home para quem joga…');
});

test('a match near the end keeps the end of the text, without …', () => {
  assert.equal(show(makeExcerpt(TEXT, ['brasil'], PT)), '…de ranking depois da meia-noite (horário de [Brasília]).');
});

test('every match inside the excerpt is marked, in any form of the word', () => {
  assert.equal(show(makeExcerpt('A missão diária e as missões semanais.', ['missa'], PT)), 'A [missão] diária e as [missões] semanais.');
  assert.equal(show(makeExcerpt('Use o comando /warp loja.', ['warp'], PT)), 'Use o comando /[warp] loja.');
});

test('without a match, the start of the text', () => {
  assert.equal(show(makeExcerpt(TEXT, ['nada'], PT)), 'Para vender a reputação do clã, use /home para…');
  assert.equal(show(makeExcerpt('Curto.', [], PT)), 'Curto.');
  assert.deepEqual(makeExcerpt('', ['missa'], PT), []);
});

test('the context length can be changed', () => {
  assert.equal(show(makeExcerpt(TEXT, ['missa'], PT, 20)), '…de [missões] mostra os pontos…');
});

test('text that looks like HTML stays text', () => {
  assert.deepEqual(makeExcerpt('<b>missões</b> & <i>kits</i>', ['missa'], PT), [
    { text: '<b>', marked: false },
    { text: 'missões', marked: true },
    { text: '</b> & <i>kits</i>', marked: false },
  ]);
});
