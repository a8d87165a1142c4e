import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Root } from 'mdast';
import { ContentError } from '../../src/model/errors.ts';
import { runRehypePlugins, runRemarkPlugins } from '../../src/markdown/site-plugins.ts';
import type { SitePlugin } from '../../src/markdown/types.ts';

const FILE = { absolute: '/site/docs/pagina.md', file: 'docs/pagina.md', frontMatter: { title: 'Página' } };

interface Literal {
  type: string;
  value?: string;
  children?: Literal[];
}

function walk(node: Literal, change: (node: Literal) => void): void {
  change(node);
  for (const child of node.children ?? []) walk(child, change);
}

const placeholders: SitePlugin = {
  name: './placeholders.js',
  plugin: (values) => (tree: Root) =>
    walk(tree as Literal, (node) => {
      if (typeof node.value === 'string' && node.type !== 'html') node.value = node.value.replace(/%%(\w+)%%/g, (_all, key: string) => (values as Record<string, string>)[key] ?? _all);
    }),
  options: { VERSAO: '1.21.4' },
};

test('remark plugins change text, inline code and code; the rest of the page is written back as it reads', async () => {
  const body = 'Versão %%VERSAO%% e `v%%VERSAO%%`.\n\n:::tip[Dica]\nUse [o guia](./guia.md).\n:::\n\n## Seção {#secao}\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n<!-- truncate -->\n\n```yaml title="x.yml"\nv: %%VERSAO%%\n```\n';
  const result = await runRemarkPlugins(body, false, [placeholders], FILE);
  assert.deepEqual(result, { body: body.replaceAll('%%VERSAO%%', '1.21.4'), mdx: false });
});

test("an admonition titled after its type (`:::info Title`) stays an admonition with that title through the plugins, as Docusaurus reads it as `:::info[Title]` first (redwood's tutorial: its tabs plugin left ::\\:info paragraphs)", async () => {
  const body = ':::info Automatic import of %%VERSAO%%\n\nText.\n\n:::\n\n> :::tip Quoted\n> Inside.\n> :::\n\n:::destaque Own keyword\nMine.\n:::\n';
  const result = await runRemarkPlugins(body, true, [placeholders], FILE, ['info', 'tip', 'destaque']);
  assert.equal(result?.body, ':::info[Automatic import of 1.21.4]\nText.\n:::\n\n> :::tip[Quoted]\n> Inside.\n> :::\n\n:::destaque[Own keyword]\nMine.\n:::\n');
});

test('a page the plugins leave as it was keeps its text (undefined), written however it was written', async () => {
  assert.equal(await runRemarkPlugins('* um\n* dois\n\n*ênfase* e __forte__\n', false, [placeholders], FILE), undefined);
});

test('MDX pages: JSX, imports, {#id} headings and the truncate comment survive; an async plugin sees file.path and the front matter', async () => {
  const appendFile: SitePlugin = {
    name: 'async',
    plugin: () => async (tree: Root, file: { path: string; data: { frontMatter: { title: string } } }) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: `${file.path} ${file.data.frontMatter.title}` }] });
    },
  };
  const body = "import Tabs from '@theme/Tabs';\n\n## Plataformas {#plataformas}\n\n<!-- truncate -->\n\n<Tabs>\n  <TabItem value=\"java\">\n    Versão %%VERSAO%%\n  </TabItem>\n</Tabs>\n";
  const result = await runRemarkPlugins(body, true, [placeholders, appendFile], FILE);
  assert.equal(result?.mdx, true);
  assert.equal(result?.body, "import Tabs from '@theme/Tabs';\n\n## Plataformas \\{#plataformas}\n\n<!-- truncate -->\n\n<Tabs>\n  <TabItem value=\"java\">\n    Versão 1.21.4\n  </TabItem>\n</Tabs>\n\n/site/docs/pagina.md Página\n");
});

test('a plugin that puts JSX in a Markdown page makes it MDX', async () => {
  const addJsx: SitePlugin = { name: 'jsx', plugin: () => (tree: Root) => void tree.children.push({ type: 'mdxJsxFlowElement', name: 'Aviso', attributes: [], children: [] }) };
  assert.deepEqual(await runRemarkPlugins('Texto.\n', false, [addJsx], FILE), { body: 'Texto.\n\n<Aviso />\n', mdx: true });
});

test('a plugin that throws, rejects, calls back with an error or fails to set up stops with the file and the plugin', async () => {
  const failing: SitePlugin[] = [
    { name: './a.js', plugin: () => () => { throw new Error('quebrou'); } },
    { name: './b.js', plugin: () => async () => Promise.reject(new Error('quebrou')) },
    { name: './c.js', plugin: () => (_tree: unknown, _file: unknown, next: (error: Error) => void) => next(new Error('quebrou')) },
    { name: './d.js', plugin: () => { throw new Error('quebrou'); } },
  ];
  for (const plugin of failing) {
    await assert.rejects(runRemarkPlugins('Texto.\n', false, [plugin], FILE), (error: unknown) => {
      assert.ok(error instanceof ContentError);
      assert.equal(error.message, `docs/pagina.md: remark plugin ${plugin.name} failed: quebrou`);
      return true;
    });
  }
});

test('rehype plugins run on the rendered HTML; undefined when they change nothing', async () => {
  const tableClass: SitePlugin = {
    name: 'tabela',
    plugin: () => (tree: Literal) =>
      walk(tree, (node) => {
        const element = node as Literal & { tagName?: string; properties?: Record<string, unknown> };
        if (element.tagName === 'table') element.properties!.className = ['tabela'];
      }),
  };
  assert.equal(await runRehypePlugins('<table><tbody><tr><td>1</td></tr></tbody></table>\n<p>a</p>', [tableClass], FILE), '<table class="tabela"><tbody><tr><td>1</td></tr></tbody></table>\n<p>a</p>');
  assert.equal(await runRehypePlugins('<p>sem tabela</p>', [tableClass], FILE), undefined);
});

test("a tree a remark plugin leaves unwritable (a stand-in of a package not installed in it) stops the build naming the file and the likely cause", async () => {
  const standIn: SitePlugin = {
    name: './rule-docs.js',
    plugin: () => (tree: Root) => void (tree.children as unknown[]).push(function missing() {}),
    options: undefined,
  };
  await assert.rejects(runRemarkPlugins('Texto.\n', false, [standIn], FILE), (error: unknown) => error instanceof ContentError && /^docs\/pagina\.md: the page that the remark plugins made cannot be written \(.+\): one of them may use a package that is not installed$/.test(error.message));
});
