/** A Docusaurus project's Prism themes as the Shiki themes code is coloured with (docusaurus-code-themes.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { codeBlockCss, codeThemesOf } from '../../src/generator/docusaurus-code-themes.ts';
import { CodeColours } from '../../src/generator/code-colours.ts';
import { runModule } from '../../src/generator/run-module.ts';
import { scratchSite } from '../helpers/scratch-site.ts';

/** prism-react-renderer's `themes` (v2) and a theme module of v1, as a configuration reads them where the project has not installed the package. */
const missing: string[] = [];
const projectThemes = runModule(scratchSite('jabuti-prism-').write('themes.js', "module.exports = { ...require('prism-react-renderer').themes, v1Github: require('prism-react-renderer/themes/github') };\n"), { onMissing: (name) => missing.push(name) }) as Record<string, unknown>;

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
    // No italic or bold said is none: a wider scope's shape is not taken (Palenight's italic keywords on Infer's `=`).
    { scope: ['keyword', 'storage.type', 'storage.modifier', 'constant.language.null', 'constant.language.undefined', 'variable.language.this', 'variable.language.super'], settings: { foreground: '#f92672', fontStyle: '' } },
    // Prism's fontWeight (Hermes's bold `important`) is Shiki's fontStyle "bold".
    { scope: ['keyword.other.important'], settings: { fontStyle: 'bold' } },
  ]);
  assert.equal(codeBlockCss({ light, dark }), ".code-block :is(pre, .code-block-title) { background: #272822; color: #f8f8f2; }\n[data-theme='light'] .code-block :is(pre, .code-block-title) { background: #272822; color: #f8f8f2; }\n");
});

test("no Prism theme is Docusaurus's default, Palenight; a darkTheme of its own colours the dark mode", () => {
  const palenight = codeThemesOf({});
  assert.ok(typeof palenight.light === 'object' && palenight.light === palenight.dark);
  assert.equal(palenight.light.colors['editor.background'], '#292d3e');
  const { light, dark } = codeThemesOf({ darkTheme: MONOKAI });
  assert.deepEqual(light, palenight.light);
  assert.ok(typeof dark === 'object' && dark.type === 'dark');
  assert.match(codeBlockCss({ light, dark }), /^\.code-block :is\(pre, \.code-block-title\) \{ background: #272822; color: #f8f8f2; \}\n\[data-theme='light'\] \.code-block :is\(pre, \.code-block-title\) \{ background: #\w+; color: #\w+; \}\n$/);
});

test("prism-react-renderer's themes, which the project has not installed, are this generator's copy: GitHub's block is grey #f6f8fa with navy keywords and pink strings, as Docusaurus draws it, not Shiki's white GitHub", () => {
  assert.deepEqual(missing, []);
  const { light, dark } = codeThemesOf({ theme: projectThemes.github, darkTheme: projectThemes.dracula });
  assert.ok(typeof light === 'object' && typeof dark === 'object');
  assert.deepEqual(light.colors, { 'editor.background': '#f6f8fa', 'editor.foreground': '#393A34' });
  const colourOf = (scope: string) => [...light.tokenColors].reverse().find((entry) => 'scope' in entry && entry.scope?.includes(scope))?.settings.foreground;
  assert.equal(colourOf('keyword'), '#00009f');
  assert.equal(colourOf('string.quoted'), '#e3116c');
  // Prism colours quoted strings and sigil variables only: a shell command's bare arguments and a script's identifiers stay plain (Watchman's `$ watchman watch ~/src` was all pink, `client` teal).
  const scopes = light.tokenColors.flatMap((entry) => ('scope' in entry ? [entry.scope].flat() : []));
  assert.deepEqual(scopes.filter((scope) => ['string', 'variable', 'variable.parameter', 'meta.function-call'].includes(scope ?? '')), []);
  assert.ok(scopes.includes('variable.other.normal'), "the shell's $HOME is Prism's variable");
  assert.equal(dark.colors['editor.background'], '#282A36');
  assert.deepEqual(codeThemesOf({ theme: projectThemes.v1Github }), codeThemesOf({ theme: projectThemes.github }), "version 1's theme module is the same theme");
  for (const name of ['vsDark', 'vsLight', 'nightOwl', 'okaidia', 'oneDark', 'oneLight', 'synthwave84', 'gruvboxMaterialDark', 'ultramin', 'duotoneDark', 'jettwaveDark']) {
    const theme = codeThemesOf({ theme: projectThemes[name] }).light;
    assert.ok(typeof theme === 'object' && theme.tokenColors.length > 3, `${name} has its colours`);
  }
});

test("a mode whose theme gives no colours keeps this site's code colours, so the other mode's do not show through (Jest's light theme names no background)", () => {
  const light = { name: 'prism-sem-fundo', type: 'light' as const, colors: {}, tokenColors: [] };
  assert.equal(codeBlockCss({ light, dark: codeThemesOf({ theme: MONOKAI }).light }), ".code-block :is(pre, .code-block-title) { background: #272822; color: #f8f8f2; }\n[data-theme='light'] .code-block :is(pre, .code-block-title) { background: var(--jc-code-bg); color: var(--jc-text); }\n");
});

test("a Docusaurus 3 or 2 project colours only the languages its Prism knows: prism-react-renderer’s and its additionalLanguages, with their aliases (idb’s bash blocks are plain in 3)", () => {
  const bare = codeThemesOf({}, 3);
  assert.ok(bare.languages?.includes('tsx') && bare.languages.includes('js') && bare.languages.includes('yaml'), "prism-react-renderer's own languages and aliases");
  assert.ok(!bare.languages?.includes('bash') && !bare.languages?.includes('sh'), 'bash is not one of them');
  const added = codeThemesOf({ additionalLanguages: ['bash', 'java'] }, 3);
  assert.ok(['bash', 'sh', 'shell', 'java'].every((name) => added.languages?.includes(name)), 'an added language, with the names Prism gives it');
  const version2 = codeThemesOf({ additionalLanguages: ['java'] }, 2).languages;
  assert.ok(['bash', 'sh', 'js', 'yaml', 'java'].every((name) => version2?.includes(name)), "Docusaurus 2: prism-react-renderer 1's languages (bash among them) and the added ones");
  assert.ok(!version2?.includes('powershell'), "PowerShell is not one of them: Watchman's block is plain there");
  assert.equal(codeThemesOf({}).languages, undefined, 'a project whose version is not known: every language Shiki knows');
  const colours = new CodeColours(process.cwd(), null, bare);
  assert.equal(colours.highlight('ls -la', 'bash'), undefined);
  assert.equal(colours.missing, false, 'a language the project does not colour is not coloured later either');
  colours.highlight('const a = 1;', 'js');
  assert.equal(colours.missing, true, 'one it colours is');
});

test("a theme whose plain style names no colour leaves plain tokens in the block's colour, as prism-react-renderer gives them no style, not Shiki's black (Data Client's Palenight with a transparent background only)", async () => {
  const palenight = projectThemes.palenight as { plain: object };
  const themes = codeThemesOf({ theme: projectThemes.github, darkTheme: { ...palenight, plain: { backgroundColor: 'transparent' } } });
  const colours = new CodeColours(process.cwd(), null, themes);
  colours.highlight('const article = new Article();', 'js');
  await colours.colourMissing();
  const html = colours.highlight('const article = new Article();', 'js')?.join('\n') ?? '';
  assert.match(html, /--shiki-dark:currentColor/);
  assert.doesNotMatch(html, /--shiki-dark:#000000/);
});
