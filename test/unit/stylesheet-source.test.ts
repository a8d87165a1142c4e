/** A project's stylesheet files read as Docusaurus's bundler reads them (stylesheet-source.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Warning } from '../../src/model/errors.ts';
import { stylesheetCss } from '../../src/generator/stylesheet-source.ts';
import { scratchSite } from '../helpers/scratch-site.ts';

test('a CSS file has the files it imports beside it in their place, nested and for their media; a URL stays an import, and a missing file, which the browser would not find, is left out with a warning at its line', () => {
  const { root, write } = scratchSite('jabuti-css-');
  const custom = write('src/css/custom.css', '@import url(navbar.css);\n@import url("./academy.css") screen and (min-width: 997px);\n@import "https://fonts.example.com/inter.css";\n@import url(missing.css);\n.page { color: red; }\n');
  write('src/css/navbar.css', '@import "./parts/icons.css";\n.navbar { color: blue; }\n');
  write('src/css/parts/icons.css', '.icon { width: 1rem; }\n');
  write('src/css/academy.css', '.academy { margin: 0; }\n');
  const warnings: Warning[] = [];
  assert.equal(
    stylesheetCss(custom, root, (warning) => warnings.push(warning)),
    '.icon { width: 1rem; }\n\n.navbar { color: blue; }\n\n@media screen and (min-width: 997px) {\n.academy { margin: 0; }\n\n}\n@import "https://fonts.example.com/inter.css";\n\n.page { color: red; }\n',
  );
  assert.deepEqual(warnings.map(({ file, line, message }) => [file, line, message.split(':')[0]]), [[custom, 4, '@import "missing.css" left out']]);
});

test("a Sass module's `@use` of a path from the project's folder (src/css/constants), not beside it, is found there, as sass-loader finds it", () => {
  const { root, write } = scratchSite('jabuti-sass-');
  write('src/css/constants.scss', '$accent: #5847eb;\n');
  const module = write('src/components/Main/Main.module.scss', "@use 'src/css/constants' as *;\n.title { color: $accent; }\n");
  assert.match(stylesheetCss(module, root), /\.title \{\s*color: #5847eb;\s*\}/);
});

test("a Sass file's `~package/…` and bare package imports are the installed package's files; one found nowhere is left out with a warning, and the file's own rules stay (Apache Answer's custom.scss)", () => {
  const { root, write } = scratchSite('jabuti-sass-packages-');
  write('node_modules/widgets-theme/scss/_base.scss', '.widget { margin: 0; }\n');
  const custom = write('src/css/custom.scss', "@import '~widgets-theme/scss/base';\n@import '~bootstrap/scss/bootstrap';\n@import 'bootstrap-icons/font/bootstrap-icons';\n:root { --ifm-color-primary: #0033ff; }\n");
  const warnings: Warning[] = [];
  const css = stylesheetCss(custom, root, (warning) => warnings.push(warning));
  assert.match(css, /\.widget \{\s*margin: 0;\s*\}/);
  assert.match(css, /--ifm-color-primary: #0033ff;/);
  assert.deepEqual(warnings.map(({ file, message }) => [file, message.split(':')[0]]), [
    [custom, '@import "~bootstrap/scss/bootstrap" left out'],
    [custom, '@import "bootstrap-icons/font/bootstrap-icons" left out'],
  ]);
});

test("a Sass file's import of a .css file, which Sass keeps for the browser, is put in place when it is the project's and left out with a warning when not (Lingui's tailwindcss/theme.css)", () => {
  const { root, write } = scratchSite('jabuti-sass-css-imports-');
  write('src/css/fonts.css', '.font { font-family: serif; }\n');
  const custom = write('src/css/custom.scss', '@import "./fonts.css";\n@import "tailwindcss/theme.css";\n$brand: #0099fe;\n:root { --ifm-color-primary: #{$brand}; }\n');
  const warnings: Warning[] = [];
  const css = stylesheetCss(custom, root, (warning) => warnings.push(warning));
  assert.match(css, /\.font \{ font-family: serif; \}/);
  assert.doesNotMatch(css, /@import/);
  assert.match(css, /--ifm-color-primary: #0099fe;/);
  assert.deepEqual(warnings.map(({ file, line, message }) => [file, line, message.split(':')[0]]), [[custom, undefined, '@import "tailwindcss/theme.css" left out']]);
});
