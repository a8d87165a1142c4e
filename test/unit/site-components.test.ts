/**
 * A site's own React components imported by MDX pages (issue 19, item 2): bundled with esbuild and
 * rendered at build time with the page's props and children; a missing file is undefined (the
 * page warns and shows the children), one that cannot be built an Error with the reason, and an
 * import it makes that is not there a stand-in with a warning.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { SiteComponents } from '../../src/generator/site-components.ts';

const root = await mkdtemp(path.join(tmpdir(), 'jabuti-components-'));
after(() => rm(root, { recursive: true, force: true }));
await mkdir(path.join(root, 'src/components'), { recursive: true });
await mkdir(path.join(root, 'wiki/guia'), { recursive: true });
await writeFile(path.join(root, 'src/components/Caixa.tsx'), "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nexport default function Caixa({ titulo, children }: { titulo: string; children?: React.ReactNode }) {\n  const { siteConfig } = useDocusaurusContext();\n  return <section className=\"caixa\"><h3>{titulo} ({siteConfig.title})</h3>{children}</section>;\n}\n");
await writeFile(path.join(root, 'wiki/guia/Local.js'), "export default function Local() { return <em>perto</em>; }\n");
await writeFile(path.join(root, 'src/components/Quebrado.js'), "export default () => <p>sem fim</p;\n");
await writeFile(path.join(root, 'src/components/Incompleto.js'), "import Nada from './nao-existe';\nexport default () => <Nada><b>visto</b></Nada>;\n");

const components = new SiteComponents(root, { baseUrl: '/jabuti/', title: 'Jabuticraft', tagline: '', url: 'https://x' });
const page = path.join(root, 'wiki/guia/pagina.mdx');

test('a component of the site renders with its props, the site and its children in place', () => {
  assert.deepEqual(components.render('@site/src/components/Caixa', page, { titulo: 'Dica' }, '<p>dentro</p>'), { html: '<section class="caixa"><h3>Dica (Jabuticraft)</h3><p>dentro</p></section>', warnings: [], css: '' });
  assert.deepEqual(components.render('./Local', page, {}, ''), { html: '<em>perto</em>', warnings: [], css: '' });
});

test('no file is undefined; a file that cannot be built is an Error naming why', () => {
  assert.equal(components.render('@site/src/components/Nenhum', page, {}, ''), undefined);
  const broken = components.render('@site/src/components/Quebrado', page, {}, '');
  assert.ok(broken instanceof Error);
  assert.match(broken.message, /Expected ">" but found ";"/);
});

test('an import that is not there renders its children, with a warning naming it and its importer', () => {
  const rendered = components.render('@site/src/components/Incompleto', page, {}, '');
  assert.ok(rendered && !(rendered instanceof Error));
  assert.equal(rendered.html, '<b>visto</b>');
  assert.equal(rendered.warnings.length, 1);
  assert.match(rendered.warnings[0]!.file, /src\/components\/Incompleto\.js$/);
  assert.match(rendered.warnings[0]!.message, /"\.\/nao-existe" not found/);
});

test('two SVG files of the same name in two folders, imported by one component, are two drawings; a missing one is a stand-in', async () => {
  await mkdir(path.join(root, 'src/components/Ouro'), { recursive: true });
  await mkdir(path.join(root, 'src/components/Prata'), { recursive: true });
  await writeFile(path.join(root, 'src/components/Ouro/icone.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>ouro</title><circle r="1"/></svg>');
  await writeFile(path.join(root, 'src/components/Prata/icone.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>prata</title><rect width="2"/></svg>');
  await writeFile(path.join(root, 'src/components/Ouro/index.js'), "import Icone from './icone.svg';\nexport default () => <Icone title=\"Ouro\" />;\n");
  await writeFile(path.join(root, 'src/components/Prata/index.js'), "import Icone from './icone.svg';\nexport default () => <Icone title=\"Prata\" />;\n");
  await writeFile(path.join(root, 'src/components/Medalhas.js'), "import Ouro from './Ouro';\nimport Prata from './Prata';\nimport Bronze from './bronze.svg';\nexport default () => <p><Ouro /><Prata /><Bronze /></p>;\n");
  const rendered = components.render('@site/src/components/Medalhas', page, {}, '');
  assert.ok(rendered && !(rendered instanceof Error), String(rendered));
  const drawings = [...rendered.html.matchAll(/<svg[^>]*>([\s\S]*?)<\/svg>/g)].map((match) => match[1]!);
  assert.deepEqual(drawings, ['<title>Ouro</title><circle r="1"/>', '<title>Prata</title><rect width="2"/>'], rendered.html);
  assert.deepEqual(rendered.warnings.map((warning) => warning.message), ['imported file "./bronze.svg" not found: a component that shows its children stands for it']);
});

test('a path from the root is read in the static folder, then the project, as Docusaurus’s webpack reads it; usePluralForm picks the form of the count', async () => {
  await mkdir(path.join(root, 'static/dados'), { recursive: true });
  await mkdir(path.join(root, 'dados'), { recursive: true });
  await writeFile(path.join(root, 'static/dados/nomes.json'), '["Ana", "Bia"]');
  await writeFile(path.join(root, 'dados/cores.json'), '["verde"]');
  await writeFile(path.join(root, 'src/components/Lista.js'), "import nomes from '/dados/nomes.json';\nimport cores from '/dados/cores.json';\nimport { usePluralForm } from '@docusaurus/theme-common';\nexport default () => { const { selectMessage } = usePluralForm(); return <p>{selectMessage(nomes.length, `1 nome|${nomes.length} nomes`)}: {nomes.join(', ')}; {selectMessage(cores.length, `1 cor|${cores.length} cores`)}</p>; };\n");
  const rendered = components.render('@site/src/components/Lista', page, {}, '');
  assert.ok(rendered && !(rendered instanceof Error), String(rendered));
  assert.equal(rendered.html, '<p>2 nomes: Ana, Bia; 1 cor</p>');
  assert.deepEqual(rendered.warnings, []);
});

test("a missing package's default export called as a helper with a path (lodash/get) gives the fallback it is given, not an element that reads as true", async () => {
  await writeFile(path.join(root, 'src/components/Exemplo.js'), "import get from 'lodash/get';\nexport default () => (get({}, 'window.navigator') ? <p>só no navegador</p> : <pre>{get({}, ['exemplo', 'codigo'], '/ilha criar')}</pre>);\n");
  const rendered = components.render('@site/src/components/Exemplo', page, {}, '');
  assert.ok(rendered && !(rendered instanceof Error), String(rendered));
  assert.equal(rendered.html, '<pre>/ilha criar</pre>');
});
