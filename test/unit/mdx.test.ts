import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ContentError } from '../../src/model/errors.ts';
import { renderMarkdown } from '../../src/markdown/render-markdown.ts';
import type { MarkdownContext, PartialFile } from '../../src/markdown/types.ts';
import { siteTranslator } from '../../src/model/i18n/catalogues.ts';

const FILE = 'content/wiki/guia/pagina.mdx';

function baseContext(): MarkdownContext {
  return {
    file: FILE,
    bodyStartLine: 1,
    data: { servidor: { ip: 'jogar.jabuticraft.com.br' } },
    baseUrl: '/',
    pageUrl: '/wiki/guia/pagina',
    headingIds: 'github',
    text: siteTranslator({ name: 'pt-BR', htmlLang: 'pt-BR' }),
    resolveMarkdownLink: (href) => (href === './outra.md' ? '/wiki/guia/outra/' : undefined),
    resolveImage: (src) => (src === './img/mapa.png' ? { path: '/assets/img/mapa.abc123.png', width: 640, height: 360 } : undefined),
  };
}

function render(source: string, overrides: Partial<MarkdownContext> = {}) {
  return renderMarkdown(source, { ...baseContext(), ...overrides });
}

function warnings(source: string, overrides: Partial<MarkdownContext> = {}): string[] {
  return render(source, overrides).warnings.map((warning) => `${warning.line}: ${warning.message}`);
}

const TABS = `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs groupId="plataforma" queryString>
  <TabItem value="java" label="Java" default>
    Entre em **{data.servidor.ip}**.

    - Abra o jogo
    - Clique em Multijogador
  </TabItem>
  <TabItem value="bedrock" label="Bedrock">
    Use a porta 19132.
  </TabItem>
</Tabs>
`;

test('imports leave no trace, and Tabs render every tab under its label with the default selected', () => {
  const { html, warnings: found } = render(TABS);
  assert.deepEqual(found, []);
  assert.doesNotMatch(html, /import|TabItem|&lt;/);
  assert.match(html, /^<div class="tabs" data-group-id="plataforma" data-query-string="plataforma"><div class="tabs-list" role="tablist">/);
  assert.match(html, /<button type="button" role="tab" class="tab" id="(mdx\w+-\d+)-tab-0" aria-controls="\1-panel-0" aria-selected="true" tabindex="0" data-value="java">Java<\/button>/);
  assert.match(html, /aria-selected="false" tabindex="-1" data-value="bedrock">Bedrock<\/button>/);
  assert.match(html, /<div class="tab-panel is-selected" role="tabpanel" id="mdx\w+-\d+-panel-0" aria-labelledby="mdx\w+-\d+-tab-0" data-value="java"><div class="tab-panel-label">Java<\/div>\n<p>Entre em <strong>jogar\.jabuticraft\.com\.br<\/strong>\.<\/p>\n<ul>\n<li>Abra o jogo<\/li>\n<li>Clique em Multijogador<\/li>\n<\/ul>\n<\/div>/);
  assert.match(html, /<div class="tab-panel" role="tabpanel" [^>]+data-value="bedrock"><div class="tab-panel-label">Bedrock<\/div>\n<p>Use a porta 19132\.<\/p>\n<\/div>/);
});

test('Tabs take their labels from values and their choice from defaultValue; a TabItem on one line works too', () => {
  const source = `<Tabs defaultValue="b" values={[{ label: 'Primeiro', value: 'a' }, { label: 'Segundo', value: 'b' }]}>
<TabItem value="a">Um</TabItem>
<TabItem value="b">Dois</TabItem>
</Tabs>`;
  const { html } = render(source);
  assert.match(html, /data-value="a">Primeiro<\/button><button [^>]*aria-selected="true"[^>]*data-value="b">Segundo<\/button>/);
  assert.match(html, /<div class="tab-panel is-selected" [^>]+data-value="b"><div class="tab-panel-label">Segundo<\/div>\nDois<\/div>/);
});

test("Tabs are listed in the order of values, whatever the order of their items, as Docusaurus lists them", () => {
  const source = `<Tabs defaultValue="win" values={[{ label: 'Windows', value: 'win' }, { label: 'MacOS', value: 'mac' }, { label: 'Linux', value: 'linux' }]}>
<TabItem value="mac">Mac</TabItem>
<TabItem value="win">Win</TabItem>
<TabItem value="linux">Tux</TabItem>
</Tabs>`;
  const { html } = render(source);
  assert.deepEqual([...html.matchAll(/role="tab"[^>]*>([^<]+)<\/button>/g)].map((match) => match[1]), ['Windows', 'MacOS', 'Linux']);
  assert.match(html, /aria-selected="true"[^>]*data-value="win">Windows/);
  assert.deepEqual([...html.matchAll(/role="tabpanel"[^>]*><div class="tab-panel-label">[^<]*<\/div>\n([^<]+)<\/div>/g)].map((match) => match[1]), ['Win', 'Mac', 'Tux']);
});

test('an unknown component renders its children and warns once per name, naming where it comes from', () => {
  const source = "import Destaque from '@site/src/components/Destaque';\n\n<Destaque cor=\"verde\">Texto *importante*</Destaque> e <Destaque>outro</Destaque>\n\n<Aviso>\n\nCorpo\n\n</Aviso>\n";
  const { html, warnings: found } = render(source);
  assert.equal(html, '<p>Texto <em>importante</em> e outro</p>\n<p>Corpo</p>\n');
  assert.deepEqual(
    found.map((warning) => `${warning.line}: ${warning.message} [${warning.onceKey}]`),
    [
      '3: component <Destaque> (imported from "@site/src/components/Destaque") is not rendered here: its children are shown [mdx-component:Destaque]',
      '3: component <Destaque> (imported from "@site/src/components/Destaque") is not rendered here: its children are shown [mdx-component:Destaque]',
      '5: component <Aviso> is not rendered here: its children are shown [mdx-component:Aviso]',
    ],
  );
});

test('an unknown component without children is said to be left out, not to show children it has not', () => {
  assert.deepEqual(warnings('<Tweet id="123" />\n'), ['1: component <Tweet> is not rendered here: left out (it has no children to show)']);
});

test('HTML elements keep literal attributes as React writes them; anything else warns and is left out', () => {
  const source = '<div className="caixa" style={{ marginTop: 8, backgroundColor: "#222", opacity: 0.5 }} data-x={3} hidden={false}>Oi</div>\n\n<span onClick={() => alert(1)} title={`dica`}>x</span>\n';
  assert.equal(
    render(source).html,
    '<div class="caixa" style="margin-top: 8px; background-color: #222; opacity: 0.5" data-x="3">Oi</div>\n<p><span title="dica">x</span></p>\n',
  );
  assert.deepEqual(warnings(source), ['3: attribute onClick={() => alert(1)} of <span> is not a literal; left out']);
});

test('details, Details and Admonition render with our look', () => {
  const source = `<details>
  <summary>Ver *mais*</summary>

  Texto escondido.
</details>

<Details summary="Resumo">Dentro</Details>

<Admonition type="tip" title="Boa ideia">
  Corpo da dica.
</Admonition>
`;
  const { html } = render(source);
  assert.match(html, /^<details class="details alert alert--info"><summary>Ver <em>mais<\/em><\/summary><div class="details-content">\n<p>Texto escondido\.<\/p>\n<\/div><\/details>\n/);
  assert.match(html, /<details class="details alert alert--info"><summary>Resumo<\/summary><div class="details-content">\nDentro<\/div><\/details>/);
  assert.match(html, /<div class="theme-admonition theme-admonition-tip" role="note"><p class="theme-admonition-title">Boa ideia<\/p>\n<p>Corpo da dica\.<\/p>\n<\/div>/);
});

test(':::admonitions hold MDX, and MDX holds Markdown with headings that reach the table of contents', () => {
  const source = ':::info[Para quem joga no celular]\n\n<details><summary>Passo</summary>Toque em Jogar.</details>\n\n:::\n\n<div>\n\n## Dentro de um div\n\n</div>\n\n## Depois {#depois}\n';
  const { html, headings } = render(source);
  assert.match(html, /^<div class="theme-admonition theme-admonition-info" role="note"><p class="theme-admonition-title">Para quem joga no celular<\/p>\n<details class="details alert alert--info"><summary>Passo<\/summary>/);
  assert.deepEqual(headings.map((heading) => `${heading.depth} ${heading.id} ${heading.line}`), ['2 dentro-de-um-div 9', '2 depois 13']);
});

test('CodeBlock shows its template literal as code, with title and line numbers', () => {
  const source = "import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"yaml\" title=\"config.yml\" showLineNumbers>{`porta: 25565\nnome: <jabuti>`}</CodeBlock>\n";
  assert.match(
    render(source).html,
    /^<div class="code-block theme-code-block"><div class="code-block-title codeBlockTitle">config\.yml<\/div><pre tabindex="0" class="prism-code language-yaml line-numbers" style="counter-reset: line 0"><code class="language-yaml"><span class="code-line token-line">porta: 25565\n<\/span><span class="code-line token-line">nome: &lt;jabuti&gt;\n<\/span><\/code><\/pre>/,
  );
});

test('fenced code in MDX keeps braces and tags as written, and takes title and highlighted lines', () => {
  const source = '```js title="app.js" {2}\nconst a = { b: 1 };\n// highlight-next-line\nconst c = <div />;\n```\n';
  assert.match(
    render(source).html,
    /<div class="code-block-title codeBlockTitle">app\.js<\/div><pre tabindex="0" class="prism-code language-js"><code class="language-js"><span class="code-line token-line">const a = \{ b: 1 \};\n<\/span><span class="code-line token-line highlighted">const c = &lt;div \/&gt;;\n<\/span><\/code>/,
  );
});

test('TOCInline lists the headings of the page between its levels', () => {
  const source = "import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} maxHeadingLevel={3} />\n\n## Um\n\n### Um e meio\n\n#### Fundo\n\n## Dois\n";
  const { html, warnings: found } = render(source);
  assert.deepEqual(found, []);
  assert.match(html, /^<nav class="toc-inline"><ul><li><a href="#um">Um<\/a><ul><li><a href="#um-e-meio">Um e meio<\/a><\/li><\/ul><\/li><li><a href="#dois">Dois<\/a><\/li><\/ul><\/nav>/);
});

test('expressions: data, literals and arithmetic show, comments vanish, anything else warns', () => {
  const source = 'Servidor {data.servidor.ip}, {"texto"} {/* nota */}{Math.max(1, 2)}, {2 * 3}.\n';
  assert.equal(render(source).html, '<p>Servidor jogar.jabuticraft.com.br, texto , 6.</p>\n');
  assert.deepEqual(warnings(source), ['1: expression {Math.max(1, 2)} is not run here (only literals, {data.…} and what the page or a module exports are); left out']);
  assert.throws(() => render('\n{data.servidor.porta}'), (error: unknown) => error instanceof ContentError && error.line === 2);
});

test('HTML comments and {#id} headings, which MDX alone rejects, work as in Docusaurus', () => {
  const source = '<!-- nota para editores -->\n\n## Instalar {#instalar}\n\n## Rodar \\{#rodar}\n';
  const { html, headings } = render(source);
  assert.deepEqual(headings.map((heading) => heading.id), ['instalar', 'rodar']);
  assert.doesNotMatch(html, /\{#/);
});

test('images by require() or src are looked up beside the page; a missing one stops the build when required, warns when given as a URL', () => {
  const { html } = render("<img src={require('./img/mapa.png').default} alt=\"Mapa\" />\n");
  assert.equal(html, '<img src="/assets/img/mapa.abc123.png" alt="Mapa" width="640" height="360" loading="lazy" decoding="async">');
  assert.throws(() => render("\n\n<img src={require('./nada.png').default} />\n"), (error: unknown) => error instanceof ContentError && error.line === 3 && /image not found: "\.\/nada\.png"/.test(error.message));
  assert.equal(render('\n\n<img src="./nada.png" />\n').html, '<img src="./nada.png">');
  assert.deepEqual(warnings('\n\n<img src="./nada.png" />\n'), ['3: image not found: "./nada.png"; its address is left as written']);
});

test("an image written with the site's base URL in front is found where the browser finds it, with no warning", () => {
  const resolveImage = (src: string) => (src === '/img/logo.svg' ? { path: '/img/logo.svg', width: 300, height: 100 } : undefined);
  const source = '<img src="/immer/img/logo.svg" height="200px" />\n';
  assert.deepEqual(warnings(source, { baseUrl: '/immer/', resolveImage }), []);
  assert.match(render(source, { baseUrl: '/immer/', resolveImage }).html, /^<img src="\/immer\/img\/logo\.svg" height="200px"/);
  assert.deepEqual(warnings('<img src="/outra/img/logo.svg" />\n', { baseUrl: '/immer/', resolveImage }), ['1: image not found: "/outra/img/logo.svg"; its address is left as written']);
});

test('links in JSX are resolved and checked like Markdown links; Link works as in Docusaurus', () => {
  const source = "import Link from '@docusaurus/Link';\n\n<a href=\"./outra.md#topo\">a</a> <Link to=\"/regras\">regras</Link> <a href=\"https://minecraft.net\">site</a>\n";
  const { html, links } = render(source);
  assert.equal(html, '<p><a href="/wiki/guia/outra/#topo">a</a> <a href="/regras/">regras</a> <a href="https://minecraft.net" target="_blank" rel="noopener noreferrer">site</a></p>\n');
  assert.deepEqual(links, [{ path: '/wiki/guia/outra/', hash: 'topo', line: 3 }, { path: '/regras/', line: 3 }]);
});

test('a heading id written as an MDX comment after the text (Docusaurus 3.10) is its id, in MDX and in a page read as Markdown', () => {
  for (const format of ['mdx', 'md'] as const) {
    const { html, headings } = render('### Stage 0: Class Properties { /*#stage-0:-class-properties*/ }\n\n[Stage 0](#stage-0:-class-properties)\n', { format });
    assert.deepEqual(headings.map((heading) => `${heading.id}: ${heading.text}`), ['stage-0:-class-properties: Stage 0: Class Properties'], format);
    assert.match(html, /^<h3 id="stage-0:-class-properties">Stage 0: Class Properties<a class="hash-link"/, format);
  }
});

test('a heading holding JSX takes the text of its children for its id and the table of contents', () => {
  const { headings } = render('## Novidades <span className="selo">beta</span>\n');
  assert.deepEqual(headings.map((heading) => `${heading.id}: ${heading.text}`), ['novidades-beta: Novidades beta']);
});

test('a .md page is read as MDX only when it has a line only MDX has', () => {
  const markdownPage = render('Use <kbd>F3</kbd> e {chaves}.\n', { file: 'content/wiki/a.md' });
  assert.equal(markdownPage.html, '<p>Use <kbd>F3</kbd> e {chaves}.</p>\n');
  const mdxPage = render("import Tabs from '@theme/Tabs';\n\nUse <kbd>F3</kbd>.\n", { file: 'content/wiki/a.md' });
  assert.equal(mdxPage.html, '<p>Use <kbd>F3</kbd>.</p>\n');
  // An HTML element given an attribute as an expression, as Babel's blog writes one: JSX, not Markdown's raw HTML with a data reference in it
  // (its text on lines of their own is a paragraph inside it, as MDX reads it).
  const styledPage = render('<p style={{textAlign: "center"}}>\nFeliz aniversário!\n</p>\n', { file: 'content/blog/a.md' });
  assert.equal(styledPage.html, '<p style="text-align: center">\n<p>Feliz aniversário!</p>\n</p>\n');
  // An element with JSX's name for an attribute (Redux Toolkit's `<div className="migration-guide">`): its class, as MDX reads it.
  const classNamePage = render('<div className="migration-guide">\n\n#### Tipos\n\nTexto.\n\n</div>\n', { file: 'content/wiki/b.md' });
  assert.match(classNamePage.html, /^<div class="migration-guide">/);
});

test('in MDX, a heading id after a list item whose fence is indented four spaces or more is read as an id', () => {
  const source = '- Mude a configuração:\n\n   ```json\n   {}\n   ```\n     ```diff\n     - a\n   ```\n\n## Depois {#depois}\n\nFim.\n';
  const { html, headings, warnings: found } = render(source);
  assert.deepEqual(found, []);
  assert.deepEqual(headings.map((heading) => heading.id), ['depois']);
  assert.match(html, /<p>Fim\.<\/p>/);
});

test('the plain text of an MDX page holds its components\' text, for search and word counts', () => {
  assert.equal(render(TABS).text.split(' ').sort().join(' '), 'Abra Clique Entre Multijogador 19132. a em em jogar.jabuticraft.com.br. jogo o porta Use'.split(' ').sort().join(' '));
});

test('a picture imported by name is looked up like require()', () => {
  const { html, warnings: found } = render("import mapa from './img/mapa.png';\n\n<img src={mapa} alt=\"Mapa\" />\n");
  assert.deepEqual(found, []);
  assert.equal(html, '<img src="/assets/img/mapa.abc123.png" alt="Mapa" width="640" height="360" loading="lazy" decoding="async">');
});

test('front matter format decides how a page is read; an MDX comment line makes a .md page MDX', () => {
  const source = "import X from '@theme/Tabs';\n\nTexto {1}.\n";
  assert.equal(render(source, { file: 'content/wiki/a.mdx', format: 'md' }).html, "<p>import X from &#39;@theme/Tabs&#39;;</p>\n<p>Texto {1}.</p>\n");
  assert.equal(render('Sem MDX {/* nota */}\n\n{/* nota */}\n', { file: 'content/wiki/a.md' }).html, '<p>Sem MDX </p>\n');
});

test('an image keeps the size the page gives it, the other side in proportion; another element given a file by require() gets its path', () => {
  assert.equal(
    render("<img src={require('./img/mapa.png').default} width={320} alt=\"\" />\n").html,
    '<img src="/assets/img/mapa.abc123.png" width="320" alt="" height="180" loading="lazy" decoding="async">',
  );
  assert.equal(render("<video controls src={require('./video.mp4').default} />\n").html, '<video controls src="./video.mp4">\n</video>\n');
});

test('code fenced at any indentation stays code, even with blank lines and braces inside', () => {
  const source = "import Tabs from '@theme/Tabs';\n\n1. Passo:\n\n    ```js\n    const a = 1;\n\n    if (a < 2) { b(); }\n    ```\n\nFim.\n";
  const { html, warnings: found } = render(source);
  assert.deepEqual(found, []);
  assert.match(html, /if \(a &lt; 2\) \{ b\(\); \}/);
  assert.doesNotMatch(html, /mdx:/);
});

test('text inside JSX keeps its indentation: only the element\'s own indentation is taken off', () => {
  const codeOf = (html: string) => /<code class="language-yaml">([\s\S]*?)<\/code>/.exec(html)?.[1]?.replace(/<\/?span[^>]*>/g, '');
  const yaml = 'servidor:\n  porta: 25565\n  mundos:\n    - nether\n';
  // A fence written further left than the indented <summary>.
  assert.equal(codeOf(render(`<details>\n  <summary>Configuração</summary>\n\`\`\`yaml\n${yaml}\`\`\`\n</details>\n`).html), yaml);
  // A fence indented with its element, inside another element.
  const indented = yaml.replace(/^/gm, '      ').replace(/ +$/, '');
  assert.equal(codeOf(render(`import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n  <TabItem value="a">\n    <details>\n      <summary>Configuração</summary>\n\n      \`\`\`yaml\n${indented}      \`\`\`\n    </details>\n  </TabItem>\n</Tabs>\n`).html), yaml);
});

test('footnotes on the MDX path: a reference inside an element reaches a note outside it', () => {
  const { html, warnings: found } = render("import Tabs from '@theme/Tabs';\n\n<details>\n  <summary>Ver</summary>\n\n  Dentro[^d].\n</details>\n\nFora[^f].\n\n[^f]: A nota de fora.\n[^d]: A nota de dentro.\n");
  assert.deepEqual(found, []);
  assert.match(html, /Dentro<sup><a href="#user-content-fn-d" id="user-content-fnref-d" data-footnote-ref aria-describedby="footnote-label">1<\/a><\/sup>\./);
  assert.match(html, /Fora<sup><a href="#user-content-fn-f" [^>]*>2<\/a><\/sup>\./);
  assert.match(html, /<section class="footnotes" data-footnotes>\n<h2 class="sr-only" id="footnote-label">Notas de rodapé<\/h2>\n<ol>\n<li id="user-content-fn-d">\n<p>A nota de dentro\. <a href="#user-content-fnref-d"[^>]*>↩<\/a><\/p>\n<\/li>\n<li id="user-content-fn-f">\n<p>A nota de fora\./);
});

test('DocCardList with literal items shows a card for each, its link resolved and checked; with the sidebar\'s items (a hook), the folder\'s cards', () => {
  const source = "import DocCardList from '@theme/DocCardList';\nimport { useCurrentSidebarCategory } from '@docusaurus/theme-common';\n\n<DocCardList items={[{ type: 'link', href: './outra.md', label: 'Outra', description: 'A outra página.' }, { type: 'link', href: 'https://papermc.io', label: 'Paper' }, { label: 'Sem link' }]} />\n\n<DocCardList items={useCurrentSidebarCategory().items} />\n";
  const { html, links, warnings: found } = render(source);
  assert.equal(html, '<ul class="card-grid"><li><a href="/wiki/guia/outra/" class="card"><span class="card-title">Outra</span><span class="card-description">A outra página.</span></a></li><li><a href="https://papermc.io" target="_blank" rel="noopener noreferrer" class="card"><span class="card-title">Paper</span></a></li></ul>\n<!--doc-card-list-->');
  assert.deepEqual(links, [{ path: '/wiki/guia/outra/', line: 4 }]);
  assert.deepEqual(found.map((warning) => `${warning.line}: ${warning.message}`), ['4: <DocCardList> item {"label":"Sem link"} has no href; left out']);
});

test('JSX in a prop renders: HTML elements, fragments, links, literals; an unknown component shows its children and warns once', () => {
  const source = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport Admonition from '@theme/Admonition';\n\n<Tabs>\n  <TabItem value=\"paper\" label={<span className=\"rotulo\"><Icone /> Paper &amp; {'Folia'}</span>}>\n    Texto.\n  </TabItem>\n  <TabItem value=\"velocity\" label={<>\n    <b>Velocity</b>\n  </>}>\n    Outro.\n  </TabItem>\n</Tabs>\n\n<Admonition type=\"tip\" title={<>Veja <Link to=\"./outra.md\">a outra</Link></>}>\n  Corpo <Icone />.\n</Admonition>\n";
  const { html, links, warnings: found } = render(source);
  assert.match(html, /data-value="paper"><span class="rotulo"> Paper &amp; Folia<\/span><\/button>/);
  assert.match(html, /<div class="tab-panel-label"><b>Velocity<\/b><\/div>/);
  assert.match(html, /<p class="theme-admonition-title">Veja <a href="\/wiki\/guia\/outra\/">a outra<\/a><\/p>/);
  assert.deepEqual(links, [{ path: '/wiki/guia/outra/', line: 16 }]);
  assert.deepEqual(found.filter((warning) => warning.onceKey === 'mdx-component:Icone').map((warning) => warning.line), [6, 17]);
});

test('an imported partial renders in place with its props; an import cycle stops naming both files; a missing one warns', () => {
  const files: Record<string, string> = {
    './_ola.mdx': 'Olá, {props.nome}! Você tem {props.idade} anos.\n\n<Link to="./outra.md">{props.nome}</Link>\n',
    './_a.mdx': "import B from './_b.md';\n\n<B />\n",
    './_b.md': "import A from './_a.mdx';\n\n<A />\n",
  };
  const partial = (from: string): PartialFile | undefined => {
    const body = files[from];
    return body === undefined ? undefined : { body, context: { ...context, file: `content/wiki/guia/${from.slice(2)}` } };
  };
  const context: MarkdownContext = { ...baseContext(), partial };
  const { html, text } = renderMarkdown("import Ola from './_ola.mdx';\n\n<Ola nome=\"Bia\" idade={12} />\n", context);
  assert.equal(html, '<p>Olá, Bia! Você tem 12 anos.</p>\n<a href="/wiki/guia/outra/">\nBia</a>\n');
  assert.match(text, /^Olá, Bia! Você tem 12 anos./);
  assert.throws(() => renderMarkdown("import A from './_a.mdx';\n\n<A />\n", context), (error: ContentError) => error.message.includes('"content/wiki/guia/_b.md" imports "content/wiki/guia/_a.mdx"'));
  assert.deepEqual(warnings("import Nada from './_nada.mdx';\n\n<Nada>Filhos.</Nada>\n", { partial }), ['3: imported file "./_nada.mdx" not found: <Nada> shows its children']);
});

test('a "<" that opens no element (`<= v1.22`, `< 5`) is text, as MDX 1 and Docusaurus 2 read it: the page stays MDX, its components rendered', () => {
  const source = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n- Kubernetes >= v1.19 && <= v1.22, com < 5 nós\n\n<Tabs>\n<TabItem value=\"a\" label=\"A\">\n\nDentro.\n\n</TabItem>\n</Tabs>\n";
  const { html, warnings } = render(source);
  assert.match(html, /Kubernetes &gt;= v1\.19 &amp;&amp; &lt;= v1\.22, com &lt; 5 nós/);
  assert.match(html, /role="tablist"/);
  assert.deepEqual(warnings, []);
});

test('a closing tag indented after a list closes its element, as MDX 1 read it (socket.io\'s tutorial): the page keeps its tabs, each tab with its attributes', () => {
  const source = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs groupId=\"lang\">\n  <TabItem value=\"cjs\" label=\"CommonJS\" default attributes={{ className: 'display-none', 'data-kind': 'cjs' }}>\n\nRode no navegador:\n\n- [CodeSandbox](https://codesandbox.io)\n- [StackBlitz](https://stackblitz.com)\n\n\n  </TabItem>\n  <TabItem value=\"mjs\" label=\"ES modules\">\n\n- [Glitch](https://glitch.com)\n\n\n  </TabItem>\n</Tabs>\n\n{f(1)}\n";
  const { html, warnings } = render(source);
  assert.match(html, /role="tablist"[\s\S]*CommonJS[\s\S]*ES modules/);
  assert.match(html, /<li><a href="https:\/\/stackblitz\.com"[^>]*>StackBlitz<\/a><\/li>\n<\/ul>/);
  assert.doesNotMatch(html, /&lt;\/TabItem&gt;/);
  // Its `attributes` go on its tab, as Docusaurus spreads them: the project's CSS hides this one.
  assert.match(html, /<button type="button" role="tab" class="tab display-none" [^>]*data-value="cjs" data-kind="cjs">CommonJS<\/button>/);
  assert.deepEqual(warnings.map((warning) => `${warning.line}: ${warning.message}`), ['22: expression {f(1)} is not run here (only literals, {data.…} and what the page or a module exports are); left out']);
});

test('in a Docusaurus 2 page, braces in text that name nothing known here stay text, as MDX 1 left them; known values are still filled in', () => {
  const source = "Add “{user} is typing” functionality, says the {'core'} team.\n";
  const mdx1 = render(source, { mdx1: true });
  assert.match(mdx1.html, /<p>Add “\{user\} is typing” functionality, says the core team\.<\/p>/);
  assert.deepEqual(mdx1.warnings, []);
  const mdx2 = render(source);
  assert.match(mdx2.html, /<p>Add “ is typing” functionality, says the core team\.<\/p>/);
  assert.equal(mdx2.warnings.length, 1);
});

test('in a Docusaurus 2 page, a props table\'s braces and angle brackets that open no code are text, as MDX 1 read them; a Docusaurus 3 page still falls back to Markdown with the reason', () => {
  const source = "import Tabs from '@theme/Tabs';\n\n| Name | Type |\n|---|---|\n| `style` | { color?: string; size: number } |\n| `props` | Omit<PressableProps, 'children'> |\n| `onPress` | {(event) => void} |\n\n<Tabs>\n</Tabs>\n";
  const mdx1 = render(source, { mdx1: true });
  assert.match(mdx1.html, /<td>\{ color\?: string; size: number \}<\/td>/);
  assert.match(mdx1.html, /<td>Omit&lt;PressableProps, &#39;children&#39;&gt;<\/td>|<td>Omit&lt;PressableProps, 'children'&gt;<\/td>/);
  assert.deepEqual(mdx1.warnings.filter((warning) => /not valid MDX/.test(warning.message)), []);
  assert.match(render(source).warnings.map((warning) => warning.message).join('\n'), /not valid MDX/);
});

test('an imported partial of a Docusaurus 2 page is read as MDX 1 read it too: its props table is kept, not left out', () => {
  const partial = (from: string): PartialFile | undefined => (from === './_props.md' ? { body: '| Name | Type |\n|---|---|\n| `style` | { color?: string } |\n| `props` | Omit<ViewProps, "style"> |\n', context: { ...baseContext(), file: 'docs/_props.md', mdx1: true } } : undefined);
  const { html, warnings } = render("import Props from './_props.md';\n\n## Props\n\n<Props />\n", { partial, mdx1: true });
  assert.match(html, /<td>\{ color\?: string \}<\/td>[\s\S]*<td>Omit&lt;ViewProps, &quot;style&quot;&gt;<\/td>|<td>\{ color\?: string \}<\/td>[\s\S]*<td>Omit&lt;ViewProps, "style"&gt;<\/td>/);
  assert.deepEqual(warnings, []);
});

test('a code fence indented four spaces is a code block in MDX, which has no indented code; the lines keep their own indentation past the fence\'s', () => {
  const { html, warnings } = render("import X from './x';\n\nBefore.\n\n    ```jsx title=\"src/Hello.js\"\n    function Hello() {\n        return <h1>Hi</h1>;\n    }\n    ```\n\nAfter the code.\n");
  assert.match(html, /src\/Hello\.js/);
  assert.match(html, /<pre[^>]*><code class="language-jsx"><span class="code-line token-line">function Hello\(\) \{\n<\/span><span class="code-line token-line"> {4}return &lt;h1&gt;Hi&lt;\/h1&gt;;/);
  assert.doesNotMatch(html, /```/);
  assert.match(html, /<p>After the code\.<\/p>/);
  assert.deepEqual(warnings, []);
});

test('an element opened at the start of a line with more after it (<details> <summary>…) opens a block, as MDX 1 read it', () => {
  const source = "import X from './x';\n\n<details> <summary> Veja a saída </summary>\n\n```shell\nvela install\n```\n\n</details>\n";
  const { html, warnings } = render(source);
  assert.match(html, /<details[^>]*>\s*<summary[^>]*>\s*Veja a saída\s*<\/summary>[\s\S]*vela install[\s\S]*<\/details>/);
  assert.deepEqual(warnings.filter((warning) => /not valid MDX/.test(warning.message)), []);
  // Read on two lines, the element's line still counts as one: what comes after is named by its own line.
  const after = `${source}\n{f(1)}\n\n<details> <summary>Mais</summary>\n\nTexto.\n\n</details>\n\n{f(2)}\n`;
  assert.deepEqual(render(after).warnings.map((warning) => `${warning.line}: ${warning.message}`).filter((warning) => /is not run here/.test(warning)), ['11: expression {f(1)} is not run here (only literals, {data.…} and what the page or a module exports are); left out', '19: expression {f(2)} is not run here (only literals, {data.…} and what the page or a module exports are); left out']);
  assert.throws(() => render(`${source}\n{data.servidor.porta}\n`), (error: unknown) => error instanceof ContentError && error.line === 11);
});

test('the legacy admonition types Docusaurus\'s theme still draws: important as info, secondary as note, success as tip, each titled by its name', () => {
  const { html, warnings } = render(':::important\n\nLeia antes.\n\n:::\n\n:::success\n\nPronto.\n\n:::\n');
  assert.match(html, /<div class="theme-admonition theme-admonition-info" role="note"><p class="theme-admonition-title">important<\/p>/);
  assert.match(html, /<div class="theme-admonition theme-admonition-tip" role="note"><p class="theme-admonition-title">success<\/p>/);
  assert.deepEqual(warnings, []);
});

test('an import inside a fenced code block does not make a .md page MDX: its { braces } stay text (Capacitor\'s API tables)', () => {
  const source = "## Exemplo\n\n```typescript\nimport { App } from '@capacitor/app';\n```\n\n| Campo | Tipo |\n|---|---|\n| `error` | <code>{ message: string; }</code> |\n";
  const { html, warnings } = render(source, { file: 'docs/apis/app.md' });
  assert.match(html, /<code>\{ message: string; \}<\/code>/);
  assert.deepEqual(warnings, []);
});

test('a heading holding an element inside an element gets its whole text once, in its id, its link label and the table of contents', () => {
  const { html, headings } = render('## color <span class="badge"><span class="badge-text">Obsoleto na `5.x`</span> desde março</span>\n\nTexto.\n');
  assert.deepEqual(headings.map(({ id, text }) => [id, text]), [['color-obsoleto-na-5x-desde-março', 'color Obsoleto na 5.x desde março']]);
  assert.match(html, /<a class="hash-link" href="#color-obsoleto-na-5x-desde-março" aria-label="Link direto para color Obsoleto na 5\.x desde março">#<\/a><\/h2>/);
  assert.doesNotMatch(html, /[\uE000\uE001]/);
});

test('a reference link inside an element, or before one, uses a definition written anywhere in the page', () => {
  const { html } = render('Veja [o Paper][paper].\n\n<div className="tabela">\n\n| Servidor | Tipo |\n|---|---|\n| Paper | [`VARCHAR(255)`][pg-char] |\n\n</div>\n\n[pg-char]: https://www.postgresql.org/docs/current/datatype-character.html\n[Paper]: https://papermc.io\n');
  assert.match(html, /<p>Veja <a href="https:\/\/papermc\.io" target="_blank" rel="noopener noreferrer">o Paper<\/a>\.<\/p>/);
  assert.match(html, /<td><a href="https:\/\/www\.postgresql\.org\/docs\/current\/datatype-character\.html" target="_blank" rel="noopener noreferrer"><code>VARCHAR\(255\)<\/code><\/a><\/td>/);
  assert.doesNotMatch(html, /\]\[/);
});

test('a <details> keeps its classes and its summary\'s; a summary written on lines of its own stays one line beside the marker', () => {
  const { html } = render('<details className="aula">\n<summary className="aula-titulo">\nAula 3: o comando _/warp_\n</summary>\n\nO vídeo da aula.\n\n</details>\n');
  assert.match(html, /<details class="details alert alert--info aula"><summary class="aula-titulo">Aula 3: o comando <em>\/warp<\/em><\/summary><div class="details-content">/);
});

test("an imported partial's headings are in the page's table of contents where it is used (Docusaurus 3.2 on), and not for a Docusaurus 2 project", () => {
  const files: Record<string, string> = { './_shell.mdx': '### scriptShell\n\nThe shell.\n' };
  const partial = (from: string): PartialFile | undefined => {
    const body = files[from];
    return body === undefined ? undefined : { body, context: { ...baseContext(), file: `content/wiki/guia/${from.slice(2)}` } };
  };
  const source = "import ScriptShell from './_shell.mdx';\n\n## Before\n\n<ScriptShell />\n\n## After\n";
  const toc = (context: MarkdownContext) => renderMarkdown(source, context).headings.map((heading) => `${heading.depth} ${heading.text}`);
  assert.deepEqual(toc({ ...baseContext(), partial }), ['2 Before', '3 scriptShell', '2 After']);
  assert.deepEqual(toc({ ...baseContext(), partial, partialHeadingsInToc: false }), ['2 Before', '2 After']);
});

test("with emoji (Docusaurus's default), shortcodes in text become emoji, in tables and lists too, but never in code; an unknown one stays", () => {
  const source = '| pnpm | npm |\n|---|---|\n| :white_check_mark: | :x: |\n\n- :tada: at 10:30:00 :nope:\n\n`:x:` and\n\n```\n:x:\n```\n';
  const { html } = renderMarkdown(source, { ...baseContext(), emoji: true });
  assert.match(html, /<td>✅<\/td>\n<td>❌<\/td>/);
  assert.match(html, /<li>🎉 at 10:30:00 :nope:<\/li>/);
  assert.match(html, /<code>:x:<\/code>/);
  assert.match(html, /:x:\n<\/span><\/code>/);
  assert.match(renderMarkdown(source, baseContext()).html, /<td>:white_check_mark:<\/td>/);
});

test("a code block that names no language takes prism.defaultLanguage's (Hermes's 'shell'); one that names its own keeps it", () => {
  const { html } = renderMarkdown('```\nls -la\n```\n\n```js\nlet a;\n```\n', { ...baseContext(), defaultCodeLanguage: 'shell' });
  assert.match(html, /<code class="language-shell"><span class="code-line token-line">ls -la/);
  assert.match(html, /<code class="language-js"><span class="code-line token-line">let a;/);
  assert.match(renderMarkdown('```\nls -la\n```\n', baseContext()).html, /<code><span class="code-line token-line">ls -la/);
});

test("useBaseUrl in any element's attribute is the path under the base URL, as Docusaurus's hook gives it (VisionCamera's `<image href={useBaseUrl('img/frame.png')}>`)", () => {
  const resolveImage = (src: string) => (src === '/img/frame.png' ? { path: '/img/frame.png', width: 10, height: 20 } : undefined);
  const source = "import useBaseUrl from '@docusaurus/useBaseUrl';\n\n<svg><image href={useBaseUrl('img/frame.png')} /></svg>\n\n<video><source src={useBaseUrl('/img/demo.mp4')} /></video>\n\n<img src={useBaseUrl('img/frame.png')} />\n\n<a href={useBaseUrl('https://example.com/x')}>x</a>\n";
  const { html } = render(source, { baseUrl: '/camera/', resolveImage });
  assert.match(html, /<image href="\/camera\/img\/frame\.png">/);
  assert.match(html, /<source src="\/camera\/img\/demo\.mp4">/);
  assert.match(html, /<img src="\/camera\/img\/frame\.png" width="10" height="20"/);
  assert.match(html, /<a href="https:\/\/example\.com\/x"/);
  assert.match(render(source, { resolveImage }).html, /<image href="\/img\/frame\.png">/);
});

test('an object written with a spread of an object the page exports is a literal (`style={{ position: "absolute", ...size }}`)', () => {
  const source = "export const size = { width: 283, height: 535 }\n\n<video style={{ position: 'absolute', ...size, transform: 'scale(0.88)' }} />\n";
  // The generator runs the page's exports (site-stages); here, what running it gives.
  const pageExport = (_source: string, name: string) => (name === 'size' ? { width: 283, height: 535 } : undefined);
  assert.deepEqual(warnings(source, { pageExport }), []);
  assert.match(render(source, { pageExport }).html, /<video style="position: absolute; width: 283px; height: 535px; transform: scale\(0\.88\)">/);
});

test("{frontMatter.description} shows the page's front matter, as Docusaurus gives every MDX page its own (rjsf's section pages)", () => {
  const frontMatter = { description: 'API documentation for <Form>.', sidebar_position: 3, tags: ['a'] };
  const source = '## API\n\n<p>{frontMatter.description}</p>\n\nPosition {frontMatter.sidebar_position}.\n\n<Note title={frontMatter.description} />\n';
  const renderSiteComponent = (_from: string, props: Record<string, unknown>) => ({ html: `<aside>${String(props.title)}</aside>`, warnings: [], css: '' });
  const context = { frontMatter, renderMdxComponent: renderSiteComponent };
  assert.deepEqual(warnings(source, context), []);
  const { html } = render(source, context);
  assert.match(html, /<p>\s*API documentation for &lt;Form&gt;\.<\/p>/);
  assert.match(html, /Position 3\./);
  assert.match(html, /<aside>API documentation for <Form>\.<\/aside>/);
});

test("require('/static/img/x.png') is the static folder's picture, as Docusaurus's bundler finds it from the site's folder (Skia's docs)", () => {
  const resolveImage = (src: string) => (src === '/img/frame.png' ? { path: '/img/frame.png', width: 10, height: 20 } : undefined);
  const { html } = render("<img src={require('/static/img/frame.png').default} />\n", { resolveImage });
  assert.match(html, /^<img src="\/img\/frame\.png" width="10" height="20"/);
});

test("a Tabs' className is on its tab list, as Docusaurus puts it on its ul.tabs (GeyserMC's .tabs-host-type lays out the tabs alone)", () => {
  const source = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs className=\"tabs-host-type\">\n  <TabItem value=\"paper\" label=\"Paper\">\n\nTexto.\n\n  </TabItem>\n</Tabs>\n";
  assert.match(render(source).html, /^<div class="tabs"><div class="tabs-list tabs-host-type" role="tablist">/);
});

test('an element written without children but with a children attribute shows that text, as React takes the prop (GeyserMC\'s API titles: <Heading children={"…"}></Heading>)', () => {
  const renderSiteComponent = (_from: string, props: Record<string, unknown>, children: unknown) => ({ html: `<${String(props.as)}>${String(children)}</${String(props.as)}>`, warnings: [], css: '' });
  const source = "import Heading from '@site/src/components/Heading';\n\n<Heading as={\"h2\"} children={\"Get a <linked> account\"}>\n</Heading>\n\n<Heading as=\"h3\" children=\"ignored\">Own text</Heading>\n";
  const { html } = render(source, { renderSiteComponent });
  assert.match(html, /<h2>Get a &lt;linked&gt; account<\/h2>/);
  assert.match(html, /<h3>Own text<\/h3>/);
});

test('an address written in the text takes in the braces after it, as remark-gfm reads it: a link, not an expression (Apache Answer\'s installation page)', () => {
  const source = 'Include the path, eg: https://yourdomain/{subdirectory}\n\nAnd {data.servidor.ip} stays data.\n';
  const { html } = render(source);
  assert.match(html, /<a href="https:\/\/yourdomain\/%7Bsubdirectory%7D"[^>]*>https:\/\/yourdomain\/\{subdirectory\}<\/a>/);
  assert.match(html, /And jogar\.jabuticraft\.com\.br stays data\./);
  assert.deepEqual(warnings(source), []);
});

test('in MDX a list indented four spaces or more is a list, as MDX has no indented code (Saleor\'s inside <S.Column>)', () => {
  const source = '<div>\n\nAPIs:\n\n    - **Públicas**: para lojas\n    - **Admin**: para painéis\n      em duas linhas\n\n    Texto depois.\n\n</div>\n';
  const { html } = render(source);
  assert.match(html, /<p>APIs:<\/p>\n<ul>\n<li><strong>Públicas<\/strong>: para lojas<\/li>\n<li><strong>Admin<\/strong>: para painéis\nem duas linhas<\/li>\n<\/ul>\n<p>\s*Texto depois\.<\/p>/);
});

test("a Docusaurus 2 page's list keeps, after one blank line, a line indented less than its item's text in that item, as MDX 1 read it (Robyn's guide)", () => {
  const source = '1. *Geometric* is simple.\n\n  However, it may be too simple.\n  It decays fast.\n\n    - TV = 0.3\n    - Radio = 0.1\n\n\n2. *Weibull* is flexible.\n\nAfter the list.\n';
  const mdx1 = render(source, { mdx1: true }).html;
  assert.match(mdx1, /<ol>\n<li><p><em>Geometric<\/em> is simple\.<\/p>\n<p>However, it may be too simple\.\nIt decays fast\.<\/p>\n<ul>\n<li>TV = 0\.3<\/li>\n<li>Radio = 0\.1<\/li>\n<\/ul>\n<\/li>\n<li><p><em>Weibull<\/em> is flexible\.<\/p>\n<\/li>\n<\/ol>\n<p>After the list\.<\/p>/);
  // MDX 2 (Docusaurus 3) reads it as CommonMark does: the item ends.
  assert.match(render(source).html, /<\/ol>\n<p>\s*However, it may be too simple\./);
});

test('a <CodeBlock className> puts its classes on the block and reads its language- class as the language, as Docusaurus does', () => {
  const { html } = render("import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock className=\"language-js text--left\">{`const a = 1;`}</CodeBlock>\n");
  assert.match(html, /<div class="code-block theme-code-block text--left"><pre tabindex="0" class="prism-code language-js"><code class="language-js">/);
});
