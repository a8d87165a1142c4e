import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSlugger, slugify } from '../../src/markdown/slug.ts';

test('slugify lower-cases, strips accents and joins words with single dashes', () => {
  assert.equal(slugify('Missões diárias'), 'missoes-diarias');
  assert.equal(slugify('/warp set <nome>'), 'warp-set-nome');
  assert.equal(slugify('VIP Ultimate (mensal)'), 'vip-ultimate-mensal');
  assert.equal(slugify('  Ação — Reação!!  '), 'acao-reacao');
  assert.equal(slugify('Versão 1.21'), 'versao-1-21');
});

test('slugify gives an empty string when nothing is left', () => {
  assert.equal(slugify('🎉 !!'), '');
});

test('a slugger numbers repeated slugs within one page', () => {
  const slug = createSlugger();
  assert.deepEqual([slug('Kits'), slug('Kits'), slug('kits!'), slug('Regras')], ['kits', 'kits-1', 'kits-2', 'regras']);
});

test('a slugger skips ids already taken by other headings or reserved by hand', () => {
  const slug = createSlugger();
  assert.equal(slug('Kits 1'), 'kits-1');
  assert.equal(slug.reserve('kits'), true);
  assert.equal(slug('Kits'), 'kits-2');
  assert.equal(slug.reserve('kits-2'), false);
});

test('each slugger starts afresh and never returns an empty id', () => {
  createSlugger()('Kits');
  const slug = createSlugger();
  assert.equal(slug('Kits'), 'kits');
  assert.equal(slug('🎉'), 'secao');
  assert.equal(slug('!!'), 'secao-1');
});

test('github style makes the ids Docusaurus makes, unique on the page the same way', () => {
  const slug = createSlugger('github');
  assert.equal(slug('Missões diárias'), 'missões-diárias');
  assert.equal(slug('1.20.5 and beyond'), '1205-and-beyond');
  assert.equal(slug("Aikar's flags"), 'aikars-flags');
  assert.equal(slug("Aikar's flags"), 'aikars-flags-1');
  assert.equal(slug('🎉'), 'secao');
});
