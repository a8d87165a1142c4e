import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';
import { ContentError } from '../../src/model/errors.ts';
import { renderMarkdown } from '../../src/markdown/render-markdown.ts';
import type { MarkdownContext } from '../../src/markdown/types.ts';
import { siteTranslator } from '../../src/model/i18n/catalogues.ts';

const FIXTURES = fileURLToPath(new URL('../fixtures/markdown/', import.meta.url));
const FILE = 'content/wiki/survival/kits.md';

const ROUTES: Record<string, string> = {
  './kits.md': '/wiki/survival/kits/',
  '../conta/proteger.md': '/wiki/conta/proteger/',
};
const IMAGES: Record<string, { path: string; width?: number; height?: number }> = {
  '/img/logo.svg': { path: '/img/logo.svg', width: 120, height: 40 },
  './icone.png': { path: '/wiki/survival/icone.png' },
  '/img/mapa.svg': { path: '/img/mapa.svg', width: 480, height: 400 },
  '/img/mapa.narrow.svg': { path: '/img/mapa.narrow.svg', width: 360, height: 520 },
};
const DATA = {
  servidor: { ip: 'jogar.jabuticraft.com.br', porta: 25565, moedas: { jogo: 'Jabucoins' } },
  vip: { premium: { nome: 'Premium', preco: 'R$ 19,90' } },
  site: { loja: 'https://loja.jabuticraft.com.br' },
};

function fakeContext(overrides: Partial<MarkdownContext> = {}): MarkdownContext {
  return {
    file: FILE,
    bodyStartLine: 1,
    data: DATA,
    baseUrl: '/',
    text: siteTranslator({ name: 'pt-BR', htmlLang: 'pt-BR' }),
    resolveMarkdownLink: (href) => ROUTES[href],
    resolveImage: (src) => IMAGES[src],
    ...overrides,
  };
}

function render(source: string, overrides: Partial<MarkdownContext> = {}) {
  return renderMarkdown(source, fakeContext(overrides));
}

function warningsOf(source: string, overrides: Partial<MarkdownContext> = {}): string[] {
  return render(source, overrides).warnings.map((warning) => `${warning.file}:${warning.line}: ${warning.message}`);
}

function renderError(source: string, overrides: Partial<MarkdownContext> = {}): ContentError {
  try {
    render(source, overrides);
  } catch (error) {
    assert.ok(error instanceof ContentError, `expected a ContentError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected the render to throw');
}

for (const file of readdirSync(FIXTURES).filter((name) => name.endsWith('.md'))) {
  const name = path.basename(file, '.md');
  test(`fixture ${name}`, () => {
    const source = readFileSync(path.join(FIXTURES, file), 'utf8');
    const expected = readFileSync(path.join(FIXTURES, `${name}.html`), 'utf8');
    assert.equal(render(source, { file }).html.trim(), expected.trim());
  });
}

test('every admonition type has its Portuguese default title', () => {
  const titles = { note: 'Nota', tip: 'Dica', info: 'Informação', warning: 'Atenção', danger: 'Perigo' };
  for (const [type, title] of Object.entries(titles)) {
    const { html, warnings } = render(`:::${type}\nTexto.\n:::\n`);
    assert.equal(html, `<div class="theme-admonition theme-admonition-${type}" role="note"><p class="theme-admonition-title">${title}</p>\n<p>Texto.</p>\n</div>\n`);
    assert.deepEqual(warnings, []);
  }
});

test('an admonition takes a custom title, with Markdown, after the type or in brackets', () => {
  assert.match(render(':::tip Dica de **ouro**\nx\n:::').html, /<p class="theme-admonition-title">Dica de <strong>ouro<\/strong><\/p>/);
  assert.match(render(':::danger[Não faça isso]\nx\n:::').html, /<p class="theme-admonition-title">Não faça isso<\/p>/);
});

test('an admonition interrupts a paragraph and holds full Markdown', () => {
  const { html } = render('Antes\n:::note\n- um\n- dois\n\n| a |\n| - |\n| 1 |\n:::\nDepois\n');
  assert.match(html, /^<p>Antes<\/p>\n<div class="theme-admonition theme-admonition-note" role="note">/);
  assert.match(html, /<ul>\n<li>um<\/li>/);
  assert.match(html, /<div class="table-wrapper" tabindex="0"><table>/);
  assert.match(html, /<\/div>\n<\/div>\n<p>Depois<\/p>\n$/);
});

test("a line that starts with inline code in triple backticks opens no fence: the admonition closes where its ::: is (RocketMQ's Dashboard tip held the rest of the page)", () => {
  const { html, warnings } = render(':::tip\n```namesrv.addr:port``` é o endereço do servidor de nomes\n:::\n\nDepois\n');
  assert.match(html, /<code>namesrv\.addr:port<\/code> é o endereço do servidor de nomes<\/p>\n<\/div>\n<p>Depois<\/p>/);
  assert.deepEqual(warnings, []);
});

test('an admonition opening on any line of a later paragraph still cuts it there', () => {
  const { html } = render('Um.\n\nDois, linha um\nlinha dois\n:::tip Atalho\nDentro\n:::\n\nTrês.\n');
  assert.match(html, /^<p>Um\.<\/p>\n<p>Dois, linha um\nlinha dois<\/p>\n<div class="theme-admonition theme-admonition-tip" role="note"><p class="theme-admonition-title">Atalho<\/p>\n<p>Dentro<\/p>\n<\/div>\n<p>Três\.<\/p>\n$/);
});

test("admonitions close as micromark's container directive (Docusaurus 3) closes them: at the first line of as many colons, nested ones with fewer, inside code too", () => {
  // More colons outside: each closes at its own line.
  const nested = render('::::note\n:::tip\nDentro\n:::\nFora\n::::\n\nDepois\n').html;
  assert.match(nested, /^<div class="theme-admonition theme-admonition-note" role="note"><p class="theme-admonition-title">Nota<\/p>\n<div class="theme-admonition theme-admonition-tip" role="note"><p class="theme-admonition-title">Dica<\/p>\n<p>Dentro<\/p>\n<\/div>\n<p>Fora<\/p>\n<\/div>\n<p>Depois<\/p>\n$/);
  // As many colons inside: the first ::: closes the outer one, and the last is text.
  const same = render(':::info\n:::danger\nx\n:::\n:::\n').html;
  assert.match(same, /^<div class="theme-admonition theme-admonition-info" role="note"><p class="theme-admonition-title">Informação<\/p>\n<div class="theme-admonition theme-admonition-danger" role="note"><p class="theme-admonition-title">Perigo<\/p>\n<p>x<\/p>\n<\/div>\n<\/div>\n<p>:::<\/p>\n$/);
  // A fence never closed inside it (Saleor's webhooks page) ends with it: the heading after is the page's.
  const { html: fenced } = render(':::warning\n```graphql\nquery { a }\n:::\n\n### Formato\n\nTexto.\n');
  assert.match(fenced, /query \{ a \}[\s\S]*<\/code><\/pre>[\s\S]*?<\/div>\n<\/div>\n<h3 id="formato">Formato/);
});

test('an admonition opening at the start of the line after a list item ends the list, as micromark reads it (Saleor\'s note below a nested item)', () => {
  const { html } = render('1. Um\n2. Dois\n   - dentro\n:::note\nNota.\n:::\n4. Quatro\n');
  assert.match(html, /<li>Dois<ul>\n<li>dentro<\/li>\n<\/ul>\n<\/li>\n<\/ol>\n<div class="theme-admonition theme-admonition-note" role="note"><p class="theme-admonition-title">Nota<\/p>\n<p>Nota\.<\/p>\n<\/div>\n<ol start="4">\n<li>Quatro<\/li>\n<\/ol>/);
});

test('an unclosed admonition warns at its opening line and runs to the end of the page', () => {
  const source = 'Intro\n\n:::warning\nSem fim\n\n## Título\n';
  assert.deepEqual(warningsOf(source, { bodyStartLine: 6 }), [
    `${FILE}:8: admonition ":::warning" is never closed: add a line ":::" after its content`,
  ]);
  assert.match(render(source).html, /<div class="theme-admonition theme-admonition-warning" role="note">[\s\S]*<h2 id="titulo">[\s\S]*<\/div>\n$/);
});

test('an unknown admonition type warns with its line, names every valid type (Docusaurus’s spellings too: Flipper’s caution boxes are drawn) and stays text', () => {
  const source = 'Intro\n\n:::perigo Título\nCuidado.\n:::\n';
  assert.deepEqual(warningsOf(source, { bodyStartLine: 4 }), [
    `${FILE}:6: unknown admonition type ":::perigo" (shown as text); valid types: note, tip, info, warning, danger, caution, important, secondary, success`,
  ]);
  assert.equal(render(source).html, '<p>Intro</p>\n<p>:::perigo Título\nCuidado.\n:::</p>\n');
});

test('headings get unique ids without accents, a hash link, and are collected with their lines', () => {
  const source = '# Título\n\n## Missões diárias\n\nTexto\n\n### Kits\n### Kits\n## Kits {#kit-vip}\n###### Fundo';
  const { html, headings } = render(source, { bodyStartLine: 5 });
  assert.match(
    html,
    /<h2 id="missoes-diarias">Missões diárias<a class="hash-link" href="#missoes-diarias" aria-label="Link direto para Missões diárias">#<\/a><\/h2>/,
  );
  assert.deepEqual(headings, [
    { depth: 2, text: 'Missões diárias', id: 'missoes-diarias', line: 7 },
    { depth: 3, text: 'Kits', id: 'kits', line: 11 },
    { depth: 3, text: 'Kits', id: 'kits-1', line: 12 },
    { depth: 2, text: 'Kits', id: 'kit-vip', line: 13 },
    { depth: 6, text: 'Fundo', id: 'fundo', line: 14 },
  ]);
  assert.match(html, /<h2 id="kit-vip">Kits<a /, 'the {#id} is removed from the text');
});

test('the MDX-escaped heading id, \\{#id}, works as {#id} does', () => {
  const { html, headings } = render('## Flags do *Aikar* \\{#flags-aikar}\n');
  assert.match(html, /^<h2 id="flags-aikar">Flags do <em>Aikar<\/em><a /);
  assert.doesNotMatch(html, /\{#/);
  assert.deepEqual(headings.map(({ id, text }) => [id, text]), [['flags-aikar', 'Flags do Aikar']]);
});

test('a level-1 heading in the body warns; a repeated {#id} warns', () => {
  assert.deepEqual(warningsOf('# Título\n\n## A {#x}\n## B {#x}', { bodyStartLine: 3 }), [
    `${FILE}:3: level-1 heading in the body: the layout already shows the page title as the h1; start sections at "##"`,
    `${FILE}:6: duplicate heading id "x"`,
  ]);
  // A Docusaurus project's doc may have a `# Reference` halfway down, as React Native's do: shown, not warned about,
  // and as Docusaurus's Heading draws an h1, with no id or link.
  assert.deepEqual(warningsOf('Texto.\n\n# Referência\n', { allowH1InBody: true }), []);
  assert.equal(render('Texto.\n\n# Referência\n', { allowH1InBody: true }).html, '<p>Texto.</p>\n<h1>Referência</h1>\n');
});

test('an explicit id keeps later generated ids unique', () => {
  const { headings } = render('## Outro {#kits}\n## Kits');
  assert.deepEqual(
    headings.map((heading) => heading.id),
    ['kits', 'kits-1'],
  );
});

test('tables are wrapped so they scroll on small screens', () => {
  const { html } = render('| a | b |\n| - | - |\n| 1 | 2 |');
  assert.match(html, /^<div class="table-wrapper" tabindex="0"><table>\n<thead>[\s\S]*<td>2<\/td>\n<\/tr>\n<\/tbody><\/table>\n<\/div>\n$/);
});

test('a comparison table with an empty corner labels its rows: no empty header, every cell under one (axe)', () => {
  const { html } = render('| | Java | Bedrock |\n|---|:-:|---|\n| Preço | 1 | 2 |');
  assert.match(html, /<thead>\n<tr>\n<td><\/td>\n<th align="center">Java<\/th>\n<th>Bedrock<\/th>/);
  assert.match(html, /<tbody><tr>\n<th scope="row">Preço<\/th>\n<td align="center">1<\/td>\n<td>2<\/td>/);
  assert.doesNotMatch(html, /<th[^>]*><\/th>/);
});

test('relative .md links become routes under the base URL, keeping the hash', () => {
  const source = '[a](./kits.md) [b](../conta/proteger.md#senha)';
  assert.equal(render(source).html, '<p><a href="/wiki/survival/kits/">a</a> <a href="/wiki/conta/proteger/#senha">b</a></p>\n');
  assert.equal(render(source, { baseUrl: '/jabuti/' }).html, '<p><a href="/jabuti/wiki/survival/kits/">a</a> <a href="/jabuti/wiki/conta/proteger/#senha">b</a></p>\n');
  // testing-library's `api-debugging.mdx/#prettydom`: Docusaurus replaces the file's path and keeps what follows.
  assert.equal(render('[c](../conta/proteger.md/#senha)').html, '<p><a href="/wiki/conta/proteger/#senha">c</a></p>\n');
});

test('a relative .md link to no file warns with its line and stays as written', () => {
  const { html, warnings, links } = render('Texto\n\nVeja [x](../x.md#topo).', { bodyStartLine: 10 });
  assert.deepEqual(warnings, [{ file: FILE, line: 12, message: 'broken link to "../x.md#topo"' }]);
  assert.match(html, /<a href="\.\.\/x\.md#topo">x<\/a>/);
  assert.deepEqual(links, []);
});

test('javascript:, vbscript: and data: links, and javascript: images, warn with their line and render as text only', () => {
  const source = [
    '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1))',
    '[c]( vbscript:x) [d](<java\tscript:x>) <javascript:alert(1)>',
    '[e][ref] ![mapa](javascript:x)',
    '',
    '[ref]: DATA:text/html,oi',
  ].join('\n');
  const { html, links } = render(source, { bodyStartLine: 5 });
  const reason = "it runs code or hides content, and the site's Content-Security-Policy blocks it; shown as text";
  assert.deepEqual(warningsOf(source, { bodyStartLine: 5 }), [
    `${FILE}:5: link to a "javascript:" URL: ${reason}`,
    `${FILE}:5: link to a "javascript:" URL: ${reason}`,
    `${FILE}:6: link to a "vbscript:" URL: ${reason}`,
    `${FILE}:6: link to a "javascript:" URL: ${reason}`,
    `${FILE}:6: link to a "javascript:" URL: ${reason}`,
    `${FILE}:7: link to a "data:" URL: ${reason}`,
    `${FILE}:7: image from a "javascript:" URL: ${reason}`,
  ]);
  assert.equal(html, '<p>a b\nc d javascript:alert(1)\ne mapa</p>\n');
  assert.deepEqual(links, []);
});

test('a data: picture is shown as it is', () => {
  const { html, warnings } = render('![ponto](data:image/png;base64,AAAA)');
  assert.deepEqual(warnings, []);
  assert.match(html, /<img src="data:image\/png;base64,AAAA" alt="ponto"/);
});

test('a scheme only looks like javascript: when browsers would read it so', () => {
  const { html, warnings } = render('[a](java%09script:x) [b](&#106;avascript:x) [c](/javascript:x)');
  assert.deepEqual(warnings, []);
  assert.equal(html, '<p><a href="java%09script:x">a</a> <a href="&amp;#106;avascript:x">b</a> <a href="/javascript:x/">c</a></p>\n');
});

test('relative URL links resolve as on a Docusaurus page (its URL without the trailing slash) and are checked', () => {
  const { html, links } = render('[a](./loja) [b](../skyblock/kits#diario) [c](loja?x=1) [d](./arquivos/mapa.zip) [e](./ação)', { pageUrl: '/wiki/survival/kits', baseUrl: '/jabuti/' });
  assert.equal(
    html,
    '<p><a href="/jabuti/wiki/survival/loja/">a</a> <a href="/jabuti/wiki/skyblock/kits/#diario">b</a> <a href="/jabuti/wiki/survival/loja/?x=1">c</a> ' +
      '<a href="/jabuti/wiki/survival/arquivos/mapa.zip">d</a> <a href="/jabuti/wiki/survival/a%C3%A7%C3%A3o/">e</a></p>\n',
  );
  assert.deepEqual(
    links.map(({ path, hash }) => [path, hash]),
    [['/wiki/survival/loja/', undefined], ['/wiki/skyblock/kits/', 'diario'], ['/wiki/survival/loja/', undefined], ['/wiki/survival/ação/', undefined]],
  );
});

test('absolute links get the base URL and a trailing slash, unless they name a file', () => {
  const source = '[a](/jogar) [b](/wiki/survival/kits#diario) [c](/) [d](/sitemap.xml) [e](/img/a.png) [f](/regras/)';
  assert.equal(
    render(source, { baseUrl: '/jabuti/' }).html,
    '<p><a href="/jabuti/jogar/">a</a> <a href="/jabuti/wiki/survival/kits/#diario">b</a> <a href="/jabuti/">c</a> ' +
      '<a href="/jabuti/sitemap.xml">d</a> <a href="/jabuti/img/a.png">e</a> <a href="/jabuti/regras/">f</a></p>\n',
  );
});

test('external links open in a new tab; mailto and relative links are left alone', () => {
  const { html, links } = render('[a](https://loja.jabuticraft.com.br) [b](http://x.com "X") https://discord.gg/x [c](mailto:a@b.com) [d](kits/)');
  assert.equal(
    html,
    '<p><a href="https://loja.jabuticraft.com.br" target="_blank" rel="noopener noreferrer">a</a> ' +
      '<a href="http://x.com" title="X" target="_blank" rel="noopener noreferrer">b</a> ' +
      '<a href="https://discord.gg/x" target="_blank" rel="noopener noreferrer">https://discord.gg/x</a> ' +
      '<a href="mailto:a@b.com">c</a> <a href="kits/">d</a></p>\n',
  );
  assert.deepEqual(links, []);
});

test('internal page links are collected without base URL, with hash and file line', () => {
  const source = 'Intro [a](/jogar)\n\n- item [b](./kits.md#diario)\n\n> [c](#topo)\n\n| x |\n| - |\n| [d](/wiki/x) |\n\n[e](/sitemap.xml)';
  const { links } = render(source, { bodyStartLine: 20, baseUrl: '/jabuti/' });
  assert.deepEqual(links, [
    { path: '/jogar/', line: 20 },
    { path: '/wiki/survival/kits/', hash: 'diario', line: 22 },
    { path: '', hash: 'topo', line: 24 },
    { path: '/wiki/x/', line: 28 },
  ]);
});

test('links inside admonitions, nested lists and quotes keep their own lines', () => {
  const source = ':::tip\nUm\n\n- a\n  - b [x](/x)\n:::\n\n> um\n> dois [y](/y)\n';
  assert.deepEqual(
    render(source, { bodyStartLine: 3 }).links.map((link) => `${link.path}@${link.line}`),
    ['/x/@7', '/y/@11'],
  );
});

test('{{ key }} is replaced by the data value in text and links, never inside code', () => {
  const source = 'IP **{{ servidor.ip }}**:{{servidor.porta}} `/connect {{ servidor.ip }}`\n\n```\n{{ vip.premium.preco }}\n```\n\n[loja]({{site.loja}})';
  const { html } = render(source);
  assert.match(html, /<p>IP <strong>jogar\.jabuticraft\.com\.br<\/strong>:25565 <code>\/connect \{\{ servidor\.ip \}\}<\/code>/);
  assert.match(html, /<pre tabindex="0" class="prism-code"><code><span class="code-line token-line">\{\{ vip\.premium\.preco \}\}\n<\/span><\/code><\/pre>/);
  assert.match(html, /<a href="https:\/\/loja\.jabuticraft\.com\.br" target="_blank"/);
});

test('{{ code(key) }} shows a data value as inline code, alone or in a longer code', () => {
  const { html } = render('Digite {{ code(servidor.ip) }} ou {{ code(servidor.ip, "/connect {} <porta>") }}.');
  assert.equal(html, '<p>Digite <code>jogar.jabuticraft.com.br</code> ou <code>/connect jogar.jabuticraft.com.br &lt;porta&gt;</code>.</p>\n');
  assert.equal(renderError('x\n{{ code(servidor.ip, "/connect") }}', { bodyStartLine: 3 }).message, `${FILE}:4: "{{ code(servidor.ip, "/connect") }}": the code needs {} where the value goes, as in {{ code(servidor.ip, "{} <nick>") }}`);
});

test('data values are escaped as text in the HTML, and read as Markdown where text is', () => {
  const { html } = render('{{ a }} {{ code(a) }} [{{ b }}](/x)', { data: { a: 'Tom & "Jerry" `x`', b: 'https://a.com' } });
  assert.equal(html, '<p>Tom &amp; &quot;Jerry&quot; <code>x</code> <code>Tom &amp; &quot;Jerry&quot; `x`</code> <a href="/x/">https://a.com</a></p>\n');
});

test('\\{{ is a literal {{ in text; code needs no escape', () => {
  assert.equal(render('Use \\{{ servidor.ip }} e `{{ x }}`').html, '<p>Use {{ servidor.ip }} e <code>{{ x }}</code></p>\n');
});

test('an unknown data key fails with file, line and the keys known at the deepest level', () => {
  const nested = renderError('Linha\n\nIP: {{ servidor.endereco }}', { bodyStartLine: 4 });
  assert.equal(nested.message, `${FILE}:6: unknown data key "servidor.endereco" (known at "servidor": ip, porta, moedas)`);
  assert.equal(renderError('{{ loja.preco }}').message, `${FILE}:1: unknown data key "loja.preco" (known: servidor, vip, site)`);
  assert.equal(
    renderError('{{ servidor.ip.numero }}').message,
    `${FILE}:1: unknown data key "servidor.ip.numero" ("servidor.ip" is a text value)`,
  );
});

test('a data key that is not text fails', () => {
  const error = renderError('x\n{{ servidor.moedas }}', { bodyStartLine: 2 });
  assert.equal(error.line, 3);
  assert.equal(error.detail, 'data key "servidor.moedas" is not a text value');
});

test('a found image gets the base URL, its size, lazy loading and an escaped alt; standing alone, it links to its own file', () => {
  const { html } = render('![Logo do "Jabuti"](/img/logo.svg)', { baseUrl: '/jabuti/' });
  assert.equal(
    html,
    '<p class="figure"><a class="figure-link" href="/jabuti/img/logo.svg"><img src="/jabuti/img/logo.svg" alt="Logo do &quot;Jabuti&quot;" width="120" height="40" loading="lazy" decoding="async"></a></p>\n',
  );
  assert.doesNotMatch(render('Texto e ![Logo](/img/logo.svg) no meio.').html, /figure-link/, 'an image inside a sentence is not a figure');
  assert.doesNotMatch(render('[![Logo](/img/logo.svg)](/regras/)').html, /figure-link/, 'an image that is already a link keeps its link');
});

test("a Docusaurus project's picture alone in its paragraph is a plain picture, as Docusaurus draws it (EventMesh's diagrams opened their bare PNG on a click)", () => {
  assert.equal(
    render('![Ponte](/img/logo.svg)', { figureLinks: false }).html,
    '<p><img src="/img/logo.svg" alt="Ponte" width="120" height="40" loading="lazy" decoding="async"></p>\n',
  );
});

test('a picture with a narrow version beside it (name.narrow.svg) shows that one on screens up to 600 px', () => {
  assert.equal(
    render('![Mapa](/img/mapa.svg)', { baseUrl: '/jabuti/' }).html,
    '<p class="figure"><a class="figure-link" href="/jabuti/img/mapa.svg"><picture><source media="(max-width: 600px)" srcset="/jabuti/img/mapa.narrow.svg" width="360" height="520"><img src="/jabuti/img/mapa.svg" alt="Mapa" width="480" height="400" loading="lazy" decoding="async"></picture></a></p>\n',
  );
  assert.doesNotMatch(render('![Logo](/img/logo.svg)').html, /<picture>/, 'a picture without one is a plain image');
  assert.doesNotMatch(render('![Mapa estreito](/img/mapa.narrow.svg)').html, /<picture>/, 'the narrow version shown by itself is a plain image');
});

test('an external image is kept as written, lazily loaded', () => {
  assert.equal(
    render('![b](https://cdn.x.com/b.png "Banner")').html,
    '<p><img src="https://cdn.x.com/b.png" alt="b" title="Banner" loading="lazy" decoding="async"></p>\n',
  );
});

test('a missing image fails the render, naming the file and line', () => {
  const error = renderError('Texto\n\n- ![x](./nada.png)', { bodyStartLine: 7 });
  assert.equal(error.message, `${FILE}:9: image not found: "./nada.png"`);
});

test("a missing image the site lets through keeps its address, with a warning or without (a Docusaurus project's onBrokenMarkdownImages)", () => {
  const source = 'Texto\n\n![x](/img/sumiu.gif)';
  assert.match(render(source, { brokenMarkdownImages: 'warn' }).html, /<img src="\/img\/sumiu\.gif" alt="x"/);
  assert.deepEqual(warningsOf(source, { brokenMarkdownImages: 'warn' }), [`${FILE}:3: image not found: "/img/sumiu.gif"; its address is left as written`]);
  assert.deepEqual(warningsOf(source, { brokenMarkdownImages: 'ignore' }), []);
  assert.match(render(source, { brokenMarkdownImages: 'ignore' }).html, /<img src="\/img\/sumiu\.gif"/);
});

test("JSX in a CommonMark page (format: md) is HTML, as Docusaurus reads it: no source shown as text, each element closed within its block, and a warning naming the component (Casdoor's overview)", () => {
  const source = 'Intro.\n\n<div className={styles.gradientborder}>\n  <CasdoorCard src="https://door.example.com/login" />\n</div>\n\nAfter.\n';
  const { html } = render(source, { format: 'md' });
  assert.doesNotMatch(html, /&lt;/, "no source shown as text");
  assert.match(html, /<div className=\{styles\.gradientborder\}>\n {2}<CasdoorCard src="https:\/\/door\.example\.com\/login">\n<\/casdoorcard><\/div>\n<p>After\.<\/p>/);
  assert.deepEqual(warningsOf(source, { format: 'md' }), [`${FILE}:3: <CasdoorCard> in a CommonMark page is HTML, as in Docusaurus: an element no browser draws`]);
});

test('a page the MDX parser rejects is rendered as Markdown, its MDX shown as text with warnings', () => {
  const source = "import Tabs from '@theme/Tabs';\n\n<Tabs>\n\nTexto <Badge /> e <kbd>F3</kbd>.\n";
  const { html, warnings } = render(source, { bodyStartLine: 2 });
  assert.deepEqual(
    warnings.map((warning) => `${warning.line}: ${warning.message}`),
    [
      '4: not valid MDX (Expected a closing tag for `<Tabs>` (3:1-3:7)): rendered as Markdown, with the MDX shown as text',
      '2: MDX syntax is not supported; shown as text',
      '4: MDX syntax is not supported; shown as text',
      '6: MDX syntax is not supported; shown as text',
    ],
  );
  assert.equal(html, "<p>import Tabs from &#39;@theme/Tabs&#39;;</p>\n<p>&lt;Tabs&gt;</p>\n<p>Texto &lt;Badge /&gt; e <kbd>F3</kbd>.</p>\n");
});

test('lowercase HTML passes through without warnings', () => {
  const { html, warnings } = render('<kbd>F3</kbd>\n\n<!-- <Nota> -->');
  assert.deepEqual(warnings, []);
  assert.match(html, /^<p><kbd>F3<\/kbd><\/p>\n/);
  assert.match(html, /<!-- <Nota> -->/);
});

test('code is escaped and keeps its language class', () => {
  assert.match(render('```sh\n/tp <a> && b\n```\n\n`<b>`').html, /^<div class="code-block theme-code-block"><pre tabindex="0" class="prism-code language-sh"><code class="language-sh"><span class="code-line token-line">\/tp &lt;a&gt; &amp;&amp; b\n<\/span><\/code><\/pre><button [^>]+>Copiar<\/button><\/div>\n<p><code>&lt;b&gt;<\/code><\/p>\n$/);
});

test('text is the plain text of the body, words separated by single spaces', () => {
  const source = '## Kits {#k}\n\nUse **o** `/kit` em [jogo](/x)\ncom *calma*.\n\n:::tip Dica\n- um\n- dois\n:::\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n<b>negrito</b>';
  assert.equal(render(source).text, 'Kits Use o /kit em jogo com calma. Dica um dois a b 1 2 negrito');
});

test('renders share no state: each page numbers its own ids and keeps its own links', () => {
  const first = render('## Kits\n## Kits\n[a](/a)');
  const second = render('## Kits\n[b](./kits.md)', { baseUrl: '/jabuti/' });
  assert.deepEqual(first.headings.map((heading) => heading.id), ['kits', 'kits-1']);
  assert.deepEqual(second.headings.map((heading) => heading.id), ['kits']);
  assert.deepEqual(first.links, [{ path: '/a/', line: 3 }]);
  assert.deepEqual(second.links, [{ path: '/wiki/survival/kits/', line: 2 }]);
  assert.match(render('[a](/a)').html, /href="\/a\/"/);
});

test('Windows line endings give the same lines', () => {
  const { headings } = render('Intro\r\n\r\n## Regras\r\n', { bodyStartLine: 3 });
  assert.deepEqual(headings, [{ depth: 2, text: 'Regras', id: 'regras', line: 5 }]);
});

test('a code span holding the server address gets a copy button; other code does not', () => {
  const copyableCode = new Map([['jogar.jabuticraft.com.br', 'endereço Java']]);
  const { html } = render('Entre em `jogar.jabuticraft.com.br` e digite `/spawn`.', { copyableCode });
  assert.match(html, /<code>jogar\.jabuticraft\.com\.br<\/code> <button type="button" class="copy-button" data-copy="jogar\.jabuticraft\.com\.br" [^>]*aria-label="Copiar endereço Java" hidden>Copiar<\/button>/);
  assert.equal(html.match(/<button/g)?.length, 1);
});

test('every code block carries a copy button for its code', () => {
  const { html } = render('```text\n/warp loja\n```');
  assert.match(html, /^<div class="code-block theme-code-block"><pre tabindex="0" class="prism-code language-text"><code class="language-text"><span class="code-line token-line">\/warp loja\n<\/span><\/code><\/pre><button type="button" class="copy-button" data-copied="Copiado!" [^>]*aria-label="Copiar o código" hidden>Copiar<\/button><\/div>\n$/);
});

test('raw HTML with a javascript: URL, or a data: link, warns on its line; a data: picture does not', () => {
  const source = ['<p>um</p>', '<div>', '<a href="javascript:alert(1)">x</a>', "<form action='JAVASCRIPT:x'></form>", '<img src="data:image/png;base64,AA" alt="">', '<a href=data:text/html,oi>y</a>', '</div>'].join('\n');
  const reason = "it runs code or hides content, and the site's Content-Security-Policy blocks it";
  assert.deepEqual(warningsOf(source), [
    `${FILE}:3: href with a "javascript:" URL in HTML: ${reason}`,
    `${FILE}:4: action with a "javascript:" URL in HTML: ${reason}`,
    `${FILE}:6: href with a "data:" URL in HTML: ${reason}`,
  ]);
});

/** mdast's toString, as Docusaurus takes a heading's text for its id: every text value, tags adding nothing. */
function mdastText(node: { value?: unknown; children?: unknown[] }): string {
  if (typeof node.value === 'string' && !('name' in node) && (node as { type?: string }).type !== 'mdxjsEsm') return node.value;
  return (node.children ?? []).map((child) => mdastText(child as typeof node)).join('');
}

test('heading ids are github-slugger of the heading text as Docusaurus takes it, on the Markdown and the MDX path', () => {
  const headings = ['config(options)', '`config(options)`', '<code>config</code>(options)', 'Use **bold**, _em_ and [a link](https://example.com)', 'Lançamento 🚀 da versão 1.21', 'Foo & Bar', "It's `a & b`", '<span>Olá</span> mundo', 'Repetido', 'Repetido'];
  const source = headings.map((heading) => `## ${heading}\n\nTexto.\n`).join('\n');
  const tree = fromMarkdown(source, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] });
  const slugger = new GithubSlugger();
  const expected = tree.children.filter((node) => node.type === 'heading').map((node) => slugger.slug(mdastText(node)));
  assert.deepEqual(expected.slice(0, 3), ['configoptions', 'configoptions-1', 'configoptions-2']);
  for (const file of ['content/wiki/guia/a.md', 'content/wiki/guia/a.mdx']) {
    const { headings: rendered } = render(source, { file, headingIds: 'github', resolveMarkdownLink: () => undefined });
    assert.deepEqual(rendered.map((heading) => heading.id), expected, file);
  }
});

test('footnotes: numbered links in order of first reference, notes at the end with links back; a label with no note stays text', () => {
  const source = '## Título[^b]\n\nTexto[^a] e[^b], de novo[^a], sem nota[^x].\n\n[^a]: A nota **a**.\n    Continua.\n\n    Outro parágrafo.\n\n[^b]: A nota b.\n\n[^sobra]: Nunca citada.\n\nFim.\n';
  const { html, headings } = render(source, { headingIds: 'github' });
  const [body = '', section = ''] = html.split('<section class="footnotes" data-footnotes>\n');
  assert.deepEqual(headings.map((heading) => heading.id), ['título'], 'a reference adds nothing to the id, as in mdast');
  assert.deepEqual([...body.matchAll(/<sup><a href="#user-content-fn-(\w+)" id="user-content-fnref-([\w-]+)" data-footnote-ref aria-describedby="footnote-label">(\d)<\/a><\/sup>/g)].map((match) => match.slice(1).join(' ')), ['b b 1', 'a a 2', 'b b-2 1', 'a a-2 2']);
  assert.match(body, /sem nota\[\^x\]\.<\/p>\n<p>Fim\.<\/p>\n$/);
  assert.match(section, /^<h2 class="sr-only" id="footnote-label">Notas de rodapé<\/h2>\n<ol>\n<li id="user-content-fn-b">\n<p>A nota b\. <a href="#user-content-fnref-b" [^>]*>↩<\/a> <a href="#user-content-fnref-b-2" [^>]*>↩<sup>2<\/sup><\/a><\/p>\n<\/li>\n<li id="user-content-fn-a">\n<p>A nota <strong>a<\/strong>\.\nContinua\.<\/p>\n<p>Outro parágrafo\. <a href="#user-content-fnref-a"/);
  assert.doesNotMatch(html, /Nunca citada|<!--fn/);
});

test('a page without footnotes is rendered as before; [^ alone is text', () => {
  assert.equal(render('Um [^ solto e [link](./kits.md).\n').html, '<p>Um [^ solto e <a href="/wiki/survival/kits/">link</a>.</p>\n');
});

test('an admonition without a title says its type in the site’s locale; caution keeps its own word though drawn as a warning', () => {
  const english = siteTranslator({ name: 'en', htmlLang: 'en' });
  assert.match(render(':::tip\nUse o /warp.\n:::\n').html, /<p class="theme-admonition-title">Dica<\/p>/);
  assert.match(render(':::tip\nUse /warp.\n:::\n', { text: english }).html, /<p class="theme-admonition-title">tip<\/p>/);
  assert.match(render(':::caution\nCareful.\n:::\n', { text: english }).html, /<div class="theme-admonition theme-admonition-warning" role="note"><p class="theme-admonition-title">caution<\/p>/);
  assert.match(render(':::caution\nCuidado.\n:::\n').html, /<p class="theme-admonition-title">Atenção<\/p>/);
});

test('inside an HTML element, a "<" that opens no tag is text: a type written in <code> does not open an element that swallows the page', () => {
  const { html } = render('| Prop | Type |\n|---|---|\n| `initialData` | <code>Promise<object &#124; null></code> |\n\nDepois <code><b>forte</b> e Map<string, <a href="https://x.dev">Item></a></code>.\n');
  assert.match(html, /<code>Promise&lt;object &#124; null><\/code>/);
  assert.doesNotMatch(html, /<object/);
  assert.match(html, /<code><b>forte<\/b> e Map&lt;string, <a href="https:\/\/x\.dev">Item><\/a><\/code>/);
});

test('a fence of the language mdx-code-block is MDX to run, as in Docusaurus: its elements work, and the lines after it keep their numbers', () => {
  const source = '```mdx-code-block\n<div className={"caixa"}>\n```\n\nDentro.\n\n```mdx-code-block\n</div>\n```\n\n[quebrado](./nao-existe.md)\n';
  const { html, warnings } = render(source, { resolveMarkdownLink: () => undefined });
  assert.doesNotMatch(html, /mdx-code-block|className/);
  assert.match(html, /<div class="caixa">\s*<p>Dentro\.<\/p>\s*<\/div>/);
  assert.deepEqual(warnings.map((warning) => warning.line), [11]);
});

test('in a Docusaurus project, {{ }} is text (Go templates, Vue), not a value of data/', () => {
  const { html } = render("Use `'Image: {{range .Images}}{{end}}'` ou {{ end }} no modelo.\n", { dataReferences: false });
  assert.match(html, /\{\{ end \}\} no modelo/);
  assert.throws(() => render('{{ end }}\n'), /unknown data key "end"/);
  // Nor in raw HTML or a link's target (a `{{` in Keploy's HTML stopped the build).
  const raw = render('<span title="Go: {{ .Name }}">x</span>\n\n[y](https://x.dev/{{w}})\n', { dataReferences: false }).html;
  assert.match(raw, /<span title="Go: \{\{ \.Name \}\}">x<\/span>/);
  assert.match(raw, /href="https:\/\/x\.dev\/%7B%7Bw%7D%7D"/);
});

test("with Docusaurus's markdown.anchors.maintainCase, heading ids keep the heading's case (Cypress's #Timeouts)", () => {
  const { headings } = render('## Timeouts\n\n## Read the Docs\n', { headingIds: 'github-case' });
  assert.deepEqual(headings.map(({ id }) => id), ['Timeouts', 'Read-the-Docs']);
});

test("a heading's character references are its text, as Docusaurus reads them: in its id, its link label and the table of contents", () => {
  const { html, headings } = render('### `coverage` \\[array&lt;string&gt;]\n\nTexto.\n', { headingIds: 'github' });
  assert.deepEqual(headings.map(({ id, text }) => [id, text]), [['coverage-arraystring', 'coverage [array<string>]']]);
  assert.match(html, /aria-label="Link direto para coverage \[array&lt;string&gt;\]"/);
});

test("<details> written as HTML in Markdown is Docusaurus's Details box: its classes beside the page's own, its body under the summary, the theme's summary when it has none", () => {
  const { html } = render('<details class="config" open>\n<summary>Ver mais</summary>\n\nTexto **escondido**.\n\n</details>\n\n<details>\nSó o corpo\n</details>\n\n`<details>` em código\n');
  assert.match(html, /<details class="details alert alert--info config" open>\n<summary>Ver mais<\/summary><div class="details-content"><p>Texto <strong>escondido<\/strong>\.<\/p>\n<\/div><\/details>/);
  assert.match(html, /<details class="details alert alert--info"><summary>Detalhes<\/summary><div class="details-content">\nSó o corpo\n<\/div><\/details>/);
  assert.match(html, /<code>&lt;details&gt;<\/code> em código/);
});

test('a <details> inside another keeps its own summary and body box', () => {
  const { html } = render('<details>\n<summary>Fora</summary>\n<details><summary>Dentro</summary>Texto</details>\n</details>\n');
  assert.equal(html.match(/<div class="details-content">/g)?.length, 2);
  assert.match(html, /<summary>Dentro<\/summary><div class="details-content">Texto<\/div><\/details>\n<\/div><\/details>/);
});

test("a link to a route in another case leads to the page's route, as Docusaurus's case-blind router takes it (Excalidraw's /API/utils/export)", () => {
  const routeInOtherCase = (route: string) => (route === '/docs/API/utils/export/' ? '/docs/api/utils/export/' : undefined);
  const { html, links } = render('[Export](/docs/API/utils/export#options) and [other](/docs/other)\n', { routeInOtherCase });
  assert.match(html, /<a href="\/docs\/api\/utils\/export\/#options">Export<\/a>/);
  assert.match(html, /<a href="\/docs\/other\/">other<\/a>/);
  assert.deepEqual(links.map((link) => link.path), ['/docs/api/utils/export/', '/docs/other/']);
});

test('an admonition opened with four colons and never closed is told to close with four (Skia\'s ::::info)', () => {
  assert.deepEqual(warningsOf('::::info\nOuter.\n\n:::tip\nInner.\n:::\n'), [`${FILE}:1: admonition "::::info" is never closed: add a line "::::" after its content`]);
});

test('a heading id with both braces escaped, \\{#id\\}, as graphql-markdown writes it, is the id and leaves the text', () => {
  const { html, headings } = render('#### [`FORBIDDEN`](#forbidden) \\{#forbidden\\}\n\n## Erro \\{#erro\\} no fim \\{#fim}\n');
  assert.match(html, /^<h4 id="forbidden"><a href="#forbidden"><code>FORBIDDEN<\/code><\/a><a /);
  assert.match(html, /<h2 id="fim">Erro \{#erro\} no fim<a /, 'only the last one is the id');
  assert.deepEqual(headings.map(({ id, text }) => [id, text]), [['forbidden', 'FORBIDDEN'], ['fim', 'Erro {#erro} no fim']]);
});
