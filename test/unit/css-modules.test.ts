/**
 * A Docusaurus site's CSS modules (`x.module.css`), as its components see them at build time: each
 * file's classes are its own, as webpack's css-loader makes them for Docusaurus (the class and a
 * hash of the file's path), whichever component, bundled on its own, imports it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SiteModules } from '../../src/generator/site-bundle.ts';
import { scratchSite } from '../helpers/scratch-site.ts';
import { pageStylesheet } from '../../src/generator/page-stylesheet.ts';

const { root: site, write } = scratchSite('jabuti-css-modules-');

write('src/components/Alerta/styles.module.css', '.box { color: red; animation: pisca 1s; }\n@keyframes pisca { from { opacity: 0; } }\n.grande { composes: box; font-size: 2em; }\n:global(.navbar) .box { color: green; }\n');
write('src/components/Dica/styles.module.css', '.box { color: blue; }\n');
const alerta = write('src/components/Alerta/index.js', "import styles from './styles.module.css';\nexport default function Alerta() { return styles.box + '|' + styles.grande; }\n");
const dica = write('src/components/Dica/index.js', "import styles from './styles.module.css';\nexport default function Dica() { return styles.box; }\n");
// Both modules in one bundle: esbuild names the second file's class `styles_box2` there.
const both = write('src/pages/ambos.js', "import a from '../components/Alerta/styles.module.css';\nimport d from '../components/Dica/styles.module.css';\nexport default function Ambos() { return d.box + ' ' + a.box; }\n");

function run(modules: SiteModules, file: string): { text: string; css: string } {
  const module = modules.load(file);
  if (module instanceof Error) throw module;
  return { text: (module.exports.default as () => string)(), css: module.css };
}

test('two same-named CSS modules of two components keep their own rules on one page', () => {
  const modules = new SiteModules(site);
  const first = run(modules, alerta);
  const second = run(modules, dica);
  const [alertaBox, grande] = first.text.split('|');
  assert.match(alertaBox!, /^box_[0-9a-f]{5}$/);
  assert.notEqual(second.text, alertaBox, 'the two .box classes have two names');
  assert.equal(grande, `${alertaBox} grande_${alertaBox!.slice(4)}`, 'composes brings the class it names');
  const stylesheet = pageStylesheet([first.css, second.css])!.contents;
  assert.match(stylesheet, new RegExp(`\\.${alertaBox} \\{\\s*color: red;\\s*animation: pisca_${alertaBox!.slice(4)} 1s;`));
  assert.match(stylesheet, new RegExp(`@keyframes pisca_${alertaBox!.slice(4)} `));
  assert.match(stylesheet, new RegExp(`\\.navbar \\.${alertaBox} \\{`), ':global keeps its class as written');
  assert.match(stylesheet, new RegExp(`\\.${second.text} \\{\\s*color: blue;`));
});

test('a CSS module has the same class names in every bundle that imports it, alone or beside another of its name', () => {
  const modules = new SiteModules(site);
  const alone = [run(modules, alerta).text.split('|')[0], run(modules, dica).text];
  const together = run(new SiteModules(site), both).text.split(' ').reverse();
  assert.deepEqual(together, alone);
});
