import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Island } from '../../src/components/Island.tsx';
import { siteTranslator } from '../../src/model/i18n/catalogues.ts';

test('an island marker carries its name, moment and props; hostile props cannot break out of the attribute', () => {
  const hostile = { defaultMode: 'dark" onmouseover="alert(1)', respectPrefersColorScheme: false } as never;
  const html = renderToString(createElement(Island<'ColorModeToggle'>, { name: 'ColorModeToggle', text: siteTranslator({ name: 'pt-BR', htmlLang: 'pt-BR' }), when: 'idle', props: hostile }));
  assert.match(html, /^<div class="island" data-island="ColorModeToggle" data-when="idle" data-props="/);
  assert.doesNotMatch(html, /" onmouseover=/);
  const attribute = /data-props="([^"]*)"/.exec(html)?.[1] ?? '';
  const decoded = attribute.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  assert.deepEqual(JSON.parse(decoded), hostile);
  assert.match(html, /<button type="button" class="color-mode-toggle"/, 'the island renders its own HTML inside the marker');
});
