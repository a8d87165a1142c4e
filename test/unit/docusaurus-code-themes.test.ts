/** A Docusaurus project's Prism themes as the Shiki themes code is coloured with (docusaurus-code-themes.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { codeBlockCss, codeThemesOf, SHIKI_THEME_COLOURS } from '../../src/generator/docusaurus-code-themes.ts';
import { runModule } from '../../src/generator/run-module.ts';
import { scratchSite } from '../helpers/scratch-site.ts';

/** prism-react-renderer's `themes`, as a configuration reads them here, where the package is not installed. */
const prismThemes = runModule(scratchSite('jabuti-prism-').write('themes.js', "module.exports = require('prism-react-renderer').themes;\n"), { onMissing: () => {} }) as Record<string, unknown>;
const missingTheme = (name: string): unknown => prismThemes[name];

const MONOKAI = {
  plain: { color: '#f8f8f2', backgroundColor: '#272822' },
  styles: [
    { types: ['comment'], style: { color: '#75715e', fontStyle: 'italic' } },
    { types: ['keyword', 'unknown-type'], style: { color: '#f92672' } },
    { types: ['nothing'], style: { color: '#000' } },
    { types: ['important', 'bold'], style: { fontWeight: 'bold' } },
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
    // Prism's fontWeight (Hermes's bold `important`) is Shiki's fontStyle "bold".
    { scope: ['keyword.other.important'], settings: { fontStyle: 'bold' } },
  ]);
  assert.equal(codeBlockCss({ light, dark }), ".code-block :is(pre, .code-block-title) { background: #272822; color: #f8f8f2; }\n[data-theme='light'] .code-block :is(pre, .code-block-title) { background: #272822; color: #f8f8f2; }\n");
});

test("no Prism theme is Docusaurus's default, Palenight; a darkTheme of its own colours the dark mode", () => {
  assert.deepEqual(codeThemesOf({}), { light: 'material-theme-palenight', dark: 'material-theme-palenight' });
  const { light, dark } = codeThemesOf({ darkTheme: MONOKAI });
  assert.equal(light, 'material-theme-palenight');
  assert.ok(typeof dark === 'object' && dark.type === 'dark');
  assert.match(codeBlockCss({ light, dark }), /^\.code-block :is\(pre, \.code-block-title\) \{ background: #272822; color: #f8f8f2; \}\n\[data-theme='light'\] \.code-block :is\(pre, \.code-block-title\) \{ background: #\w+; color: #\w+; \}\n$/);
});

test("the colours kept for Shiki's themes are those of Shiki's package, for every theme a Prism theme maps to", async () => {
  for (const [name, [background, color]] of Object.entries(SHIKI_THEME_COLOURS)) {
    const { default: theme } = (await import(`@shikijs/themes/${name}`)) as { default: { colors: Record<string, string | undefined> } };
    assert.equal(background, theme.colors['editor.background'], name);
    if (theme.colors['editor.foreground'] !== undefined) assert.equal(color, theme.colors['editor.foreground'], name);
  }
  for (const prismName of ['github', 'dracula', 'vsDark', 'vsLight', 'nightOwl', 'okaidia', 'palenight', 'oneDark', 'oneLight', 'synthwave84', 'gruvboxMaterialDark', 'ultramin', 'duotoneDark', 'jettwaveDark']) {
    const { light } = codeThemesOf({ theme: missingTheme(prismName) });
    assert.ok(typeof light === 'string' && SHIKI_THEME_COLOURS[light], `${prismName} → ${String(light)} has its colours`);
  }
});

test("a mode whose theme gives no colours keeps this site's code colours, so the other mode's do not show through (Jest's light theme names no background)", () => {
  const light = { name: 'prism-sem-fundo', type: 'light' as const, colors: {}, tokenColors: [] };
  assert.equal(codeBlockCss({ light, dark: 'monokai' }), ".code-block :is(pre, .code-block-title) { background: #272822; color: #f8f8f2; }\n[data-theme='light'] .code-block :is(pre, .code-block-title) { background: var(--jc-code-bg); color: var(--jc-text); }\n");
});
