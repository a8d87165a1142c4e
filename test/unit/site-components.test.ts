/**
 * A site's own React components imported by MDX pages (issue 19, item 2): bundled with esbuild and
 * rendered at build time with the page's props and children; a missing file is undefined (the
 * page warns and shows the children), a broken one an Error with the reason.
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
await writeFile(path.join(root, 'src/components/Quebrado.js'), "import nada from './nao-existe';\nexport default () => nada;\n");

const components = new SiteComponents(root, { baseUrl: '/jabuti/', title: 'Jabuticraft', tagline: '', url: 'https://x' });
const page = path.join(root, 'wiki/guia/pagina.mdx');

test('a component of the site renders with its props, the site and its children in place', () => {
  assert.equal(components.render('@site/src/components/Caixa', page, { titulo: 'Dica' }, '<p>dentro</p>'), '<section class="caixa"><h3>Dica (Jabuticraft)</h3><p>dentro</p></section>');
  assert.equal(components.render('./Local', page, {}, ''), '<em>perto</em>');
});

test('no file is undefined; a file that cannot be built is an Error naming why', () => {
  assert.equal(components.render('@site/src/components/Nenhum', page, {}, ''), undefined);
  const broken = components.render('@site/src/components/Quebrado', page, {}, '');
  assert.ok(broken instanceof Error);
  assert.match(broken.message, /Could not resolve "\.\/nao-existe"/);
});
