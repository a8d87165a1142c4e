/**
 * parseMdx reads short runs of MDX blocks several in one parse: the tree must be the one that
 * reading each run alone gives, positions included, whatever crosses from one run into the next.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Nodes } from 'mdast';
import { MdxSyntaxError, parseMdx } from '../../src/markdown/mdx/parse-mdx.ts';

/** The tree without the expressions' JavaScript trees, whose offsets are those of the text the parser was given. */
function withoutEstree(tree: Nodes): unknown {
  return JSON.parse(JSON.stringify(tree, (key, value: unknown) => (key === 'estree' ? undefined : value)));
}

function tabs(number: number): string {
  return `<Tabs groupId="plataforma">\n  <TabItem value="java" label="Java">\n    Use \`/warp loja ${number}\` no Java.\n  </TabItem>\n  <TabItem value="bedrock" label="Bedrock">\n    No Bedrock, o kit ${number} custa {data.precos.kit} moedas.\n  </TabItem>\n</Tabs>\n`;
}

const PAGE = [
  "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n",
  '# Guia das lojas {#guia}\n',
  tabs(1),
  'Um parágrafo comum, sem nada de MDX.\n',
  tabs(2),
  // An element open across a blank line whose blocks hold no `<` or `{`: read with the next run.
  '<details>\n  <summary>Perguntas</summary>\n',
  '  Texto solto dentro do elemento.\n',
  '  Mais texto.\n\n</details>\n',
  // A list whose item goes on after a blank line, in a block of its own.
  '- Primeiro item com <kbd>F3</kbd>\n',
  '  continuação do item com {"literal"}\n',
  tabs(3),
  '## Título com <Highlight color="#25c2a0">cor</Highlight>\n',
  tabs(4),
  tabs(5),
].join('\n');

test('runs read together give the tree each run read alone gives, positions included', () => {
  const alone = withoutEstree(parseMdx(PAGE, 0));
  // Groups of every size: some hold the element or the list that crosses runs, some do not.
  for (const groupCharacters of [250, 400, 600, 1000]) assert.deepEqual(withoutEstree(parseMdx(PAGE, groupCharacters)), alone, `groups of ${groupCharacters}`);
  const grouped = parseMdx(PAGE);
  assert.deepEqual(withoutEstree(grouped), alone);
  const elements = grouped.children.filter((node) => node.type === 'mdxJsxFlowElement');
  assert.deepEqual(
    elements.map((node) => node.name),
    ['Tabs', 'Tabs', 'details', 'Tabs', 'Tabs', 'Tabs'],
  );
  for (const node of elements) {
    const written = PAGE.slice(node.position!.start.offset, node.position!.end.offset);
    assert.ok(written.startsWith(`<${node.name}`) && written.endsWith(`</${node.name}>`), written);
    assert.equal(PAGE.split('\n')[node.position!.start.line - 1]!.trimStart().slice(0, node.name!.length + 1), `<${node.name}`);
  }
});

test('a syntax error in a run read with others gets the line of the page', () => {
  const broken = `${PAGE}\n${tabs(6)}\nTexto com <Tabs> nunca fechado.\n\n${tabs(7)}`;
  const line = broken.split('\n').findIndex((text) => text.includes('nunca fechado')) + 1;
  for (const groupCharacters of [0, undefined]) {
    assert.throws(
      () => parseMdx(broken, groupCharacters),
      (error: unknown) => error instanceof MdxSyntaxError && error.line === line,
    );
  }
});

test("a table whose rows hold code spans with escaped backticks is read row by row, as GitHub's tables are (MikroORM's indexes page)", () => {
  const page = [
    "import Tabs from '@theme/Tabs';\n",
    '| Driver | Query |\n|---|---|\n| SQLite | `create unique index \\`user_email_uniq\\` on \\`user\\` (\\`email\\`)` |\n| MongoDB | `db.user.createIndex({ email: 1 }, { unique: true })` |\n',
    tabs(8),
  ].join('\n');
  const tree = parseMdx(page, 0);
  assert.deepEqual(
    tree.children.map((node) => node.type),
    ['mdxjsEsm', 'table', 'mdxJsxFlowElement'],
  );
  assert.ok(!JSON.stringify(tree).includes('mdxFlowExpression'), 'no `{ email: 1 }` read as an expression');
});

test("an expression open across a blank line that closes in the page's last blocks, which hold no `<` or `{`, is read to the end (Flow's docs landing page)", () => {
  const page = [
    "import Landing from '../src/components/Landing';\n",
    '<Landing />\n',
    '{/*\nA plain-text index for readers of the raw Markdown, kept in sync with\n<Landing /> above.\n',
    '- [Get Started](./getting-started.md): up and running in a few minutes.\n- [Reference](./config/index.md): options and commands.\n*/}\n',
  ].join('\n');
  for (const groupCharacters of [0, undefined]) {
    const tree = parseMdx(page, groupCharacters);
    assert.deepEqual(
      tree.children.map((node) => node.type),
      ['mdxjsEsm', 'mdxJsxFlowElement', 'mdxFlowExpression'],
    );
    assert.equal(tree.children.at(-1)!.position!.end.offset, page.trimEnd().length);
  }
});

test("an HTML comment runs to its --> over a fence inside it, as Docusaurus's comment syntax reads it; a comment inside a fence is code", async () => {
  const { blankHtmlComments } = await import('../../src/markdown/mdx/source-rewrites.ts');
  const source = 'Before\n<!--\n<details>\n```go\nfunc main() {}\n```\n</details> -->\nAfter\n\n```html\n<!-- kept -->\n```\n';
  const blanked = blankHtmlComments(source);
  assert.equal(blanked.length, source.length, 'every offset kept');
  assert.equal(blanked.split('\n').length, source.split('\n').length, 'every line kept');
  assert.doesNotMatch(blanked, /details|func main|```go/);
  assert.match(blanked, /^Before\n/);
  assert.match(blanked, /\nAfter\n\n```html\n<!-- kept -->\n```\n$/);
  assert.equal(blankHtmlComments('An <!-- unclosed comment\n\nstays.\n'), 'An <!-- unclosed comment\n\nstays.\n');
});
