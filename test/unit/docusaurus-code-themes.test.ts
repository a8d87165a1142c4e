/** A Docusaurus project's Prism themes as the Shiki themes code is coloured with (docusaurus-code-themes.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { codeBlockCss, codeThemesOf } from '../../src/generator/docusaurus-code-themes.ts';

const MONOKAI = {
  plain: { color: '#f8f8f2', backgroundColor: '#272822' },
  styles: [
    { types: ['comment'], style: { color: '#75715e', fontStyle: 'italic' } },
    { types: ['keyword', 'unknown-type'], style: { color: '#f92672' } },
    { types: ['nothing'], style: { color: '#000' } },
  ],
};

test("a theme the project writes itself ({ plain, styles }) becomes a Shiki theme: its colours, Prism's types as TextMate scopes; the dark mode takes it too without a darkTheme", () => {
  const { light, dark } = codeThemesOf({ theme: MONOKAI });
  assert.equal(light, dark);
  assert.ok(typeof light === 'object');
  assert.match(light.name, /^prism-[\w-]{10}$/);
  assert.deepEqual(light.colors, { 'editor.background': '#272822', 'editor.foreground': '#f8f8f2' });
  assert.deepEqual(light.tokenColors, [
    { settings: { foreground: '#f8f8f2' } },
    { scope: ['comment', 'punctuation.definition.comment'], settings: { foreground: '#75715e', fontStyle: 'italic' } },
    { scope: ['keyword', 'storage.type', 'storage.modifier'], settings: { foreground: '#f92672' } },
  ]);
  assert.equal(codeBlockCss({ light, dark }), "pre { background: #272822; color: #f8f8f2; }\n[data-theme='light'] pre { background: #272822; color: #f8f8f2; }\n");
});

test("no Prism theme is Docusaurus's default, Palenight; a darkTheme of its own colours the dark mode", () => {
  assert.deepEqual(codeThemesOf({}), { light: 'material-theme-palenight', dark: 'material-theme-palenight' });
  const { light, dark } = codeThemesOf({ darkTheme: MONOKAI });
  assert.equal(light, 'material-theme-palenight');
  assert.ok(typeof dark === 'object' && dark.type === 'dark');
  assert.match(codeBlockCss({ light, dark }), /^pre \{ background: #272822; color: #f8f8f2; \}\n\[data-theme='light'\] pre \{ background: #\w+; color: #\w+; \}\n$/);
});
