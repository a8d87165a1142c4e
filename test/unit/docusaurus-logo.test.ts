/** A Docusaurus project's navbar and footer logos as the configuration gives them (docusaurus-theme-config.ts's `logoOf`). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { logoOf } from '../../src/generator/docusaurus-theme-config.ts';

test("a footer logo keeps its size as written, a string (`height: '128px'`, Kvrocks's) as the <img> attribute the browser reads", () => {
  assert.deepEqual(logoOf({ src: 'img/footer.png', alt: 'Kvrocks', height: '128px' }), { src: 'img/footer.png', alt: 'Kvrocks', height: '128px' });
  assert.deepEqual(logoOf({ src: 'img/footer.png', width: 160, height: 51 }), { src: 'img/footer.png', width: 160, height: 51 });
});

test("a navbar logo is 32 px high whatever its height, as Infima's .navbar__logo sets it", () => {
  assert.deepEqual(logoOf({ src: 'img/logo.svg', height: '128px', width: 40 }, () => '/nowhere/logo.svg'), { src: 'img/logo.svg', width: 40, height: 32 });
});
