/**
 * Issue 19: a whole Docusaurus project (test/fixtures/docusaurus: its docusaurus.config.js, two docs
 * instances, a blog, pages, one small page per construct of Docusaurus's Markdown features) builds
 * as itself with every page present, no MDX source shown as text, and only the warnings that name
 * what is left out. docusaurus-project.test.ts compares its text, page by page, with the sources.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { buildIntoTemp, type BuiltSite } from '../helpers/build-fixture.ts';
import { decodeEntities, readRoute, readRouteWithCodeStyles } from '../helpers/html.ts';

const FIXTURE = 'test/fixtures/docusaurus';
/** What MDX source looks like when a page shows it instead of rendering it. */
const MDX_SOURCE = [/\bimport \w+ from/, /\bexport const/, /<\/?(Tabs|TabItem|Details|Admonition|CodeBlock|DocCardList|TOCInline|Destaque)\b/, /\{\/\*/, /\{data\./, /^:::/m, /\{#[\w-]+\}/, /style=\{\{/, /require\(/];

let site: BuiltSite;
before(async () => {
  site = await buildIntoTemp(FIXTURE, { project: true });
});
after(() => site.remove());

/** The text a reader sees in the page's main part, code left out (code may show anything). */
function visibleText(html: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return decodeEntities(main.replace(/<pre[\s\S]*?<\/pre>/g, ' ').replace(/<code>[\s\S]*?<\/code>/g, ' ').replace(/<[^>]+>/g, ' '));
}

/** Fails unless the page's visible text holds `sentence` (whitespace as one space): the source's words reached the reader. */
async function assertShows(route: string, sentence: string): Promise<void> {
  const text = visibleText(await readRoute(site.outDir, route)).replace(/\s+/g, ' ');
  assert.ok(text.includes(sentence), `${route} does not show "${sentence}": ${text}`);
}

async function builtRoutes(dir: string, prefix = '/'): Promise<string[]> {
  const routes: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) routes.push(...(await builtRoutes(path.join(dir, entry.name), `${prefix}${entry.name}/`)));
    else if (entry.name === 'index.html') routes.push(prefix);
  }
  return routes;
}

test('every page builds, and the only warnings name what is left out, once per component', async () => {
  const routes = await builtRoutes(site.outDir);
  for (const route of ['/', '/sobre/', '/comunidade/regras/', '/en/docs/', '/en/comunidade/eventos/', '/docs/', '/docs/instalar/', '/docs/componentes/', '/docs/imagens/', '/docs/referencia/', '/docs/referencia/configuracao/', '/docs/referencia/comandos/', '/blog/2025/03/01/novidades/']) {
    assert.ok(routes.includes(route), `${route} is missing; built: ${routes.join(' ')}`);
  }
  assert.deepEqual(site.warnings.map(formatWarning), [
    // Destaque needs framer-motion, which the project never installed: its motion.mark is a <mark> with its attributes, not its animation.
    'test/fixtures/docusaurus/src/components/Destaque.jsx: module "framer-motion" is not installed (nor one this build stands in for): a component that shows its children stands for it',
  ]);
});

test('no page shows MDX source as text', async () => {
  for (const route of await builtRoutes(site.outDir)) {
    const text = visibleText(await readRoute(site.outDir, route));
    for (const pattern of MDX_SOURCE) assert.doesNotMatch(text, pattern, `${route} shows MDX source`);
  }
});

/** A page's HTML with the syntax colours taken out: what the reader reads. */
const withoutColours = (html: string) => html.replace(/<span (?:style="--shiki[^"]*"|class="c-\w+")>([^<]*)<\/span>/g, '$1');

test('Tabs, code block titles, highlighted lines, line numbers, colours and literal ${{ }} in code', async () => {
  const coloured = await readRouteWithCodeStyles(site.outDir, '/docs/instalar/');
  const html = withoutColours(coloured);
  assert.equal(html.match(/<div class="tabs" data-group-id="sistema"/g)?.length, 2);
  assert.match(html, /data-query-string="sistema"/);
  assert.match(html, /<div class="tab-panel is-selected" [^>]*data-value="linux"><div class="tab-panel-label">Linux<\/div>\n<p>Instale o Java 21 pelo gerenciador de pacotes:<\/p>\n<div class="code-block theme-code-block"><div class="code-block-title codeBlockTitle">terminal<\/div>/);
  assert.match(html, /<div class="code-block-title codeBlockTitle">server\.properties<\/div><pre tabindex="0" class="prism-code language-yaml"><code class="language-yaml"><span class="code-line token-line">server-port=25565\n<\/span><span class="code-line token-line highlighted">online-mode=true\n/);
  assert.match(html, /<pre tabindex="0" class="prism-code language-js line-numbers" [^>]*><code class="language-js"><span class="code-line token-line highlighted">const porta = 25565;\n<\/span><span class="code-line token-line highlighted">const nome = &#39;teste&#39;;\n<\/span><span class="code-line token-line">console/);
  assert.doesNotMatch(html, /highlight-(start|end)/);
  assert.match(html, /TOKEN: \$\{\{ secrets\.DEPLOY_TOKEN \}\}/);
  assert.match(html, /<div style="padding: 12px; border-left: 4px solid #7ed491" class="dica-caixa">\n<p>Entre em <strong>teste\.exemplo\.com\.br<\/strong> na porta 25565 para testar\.<\/p>\n<\/div>/);
  // Colours come as both modes' variables on each token, made at build time.
  assert.match(coloured, /<code class="language-bash"><span class="code-line token-line"><span style="--shiki-light:(?:#[0-9A-F]{6}|rgb\([\d, ]+\));--shiki-dark:(?:#[0-9A-F]{6}|rgb\([\d, ]+\))">sudo<\/span>/);
  assert.match(coloured, /<code class="language-js"><span class="code-line token-line highlighted"><span style="--shiki-light:[^"]+">const<\/span>/);
});

test('details, nested admonitions, Admonition, TOCInline and {#id} headings', async () => {
  const html = await readRoute(site.outDir, '/docs/componentes/');
  assert.match(html, /<nav class="toc-inline"><ul><li><a href="#detalhes">Detalhes<\/a><\/li><li><a href="#avisos">Avisos<\/a><\/li><li><a href="#outros">Outros componentes<\/a><\/li><\/ul><\/nav>/);
  assert.match(html, /<details class="details alert alert--info"><summary>Por que usar um servidor de testes\?<\/summary>/);
  assert.match(html, /<div class="theme-admonition theme-admonition-tip" role="note"><p class="theme-admonition-title">Dica de desempenho<\/p>\n<p>Reserve pelo menos 2 GB de memória\.<\/p>\n<div class="theme-admonition theme-admonition-warning" role="note"><p class="theme-admonition-title">Cuidado<\/p>/);
  assert.match(html, /<div class="theme-admonition theme-admonition-info" role="note"><p class="theme-admonition-title">Sobre as versões<\/p>\n<p>Os exemplos usam a versão <mark class="destaque" style="color:green">mais recente<\/mark> do Paper\.<\/p>/);
  assert.match(html, /<h2 id="outros">Outros componentes<a class="hash-link"/);
  // A site component whose file exists is rendered at build time, with its hooks, Link and
  // children; its CSS module's classes are scoped as Docusaurus's bundler scopes them (`styles.selo` is `selo_` and a hash of its file).
  assert.match(html, /desenhado no build: <span class="selo selo-verde selo_[0-9a-f]{5}" data-icone="\/img\/logo\.svg"><strong>Selo:<\/strong> versão <strong>nova<\/strong> <a href="\/docs\/">guia<\/a><\/span>\.<\/p>/);
  // What the page exports itself, as Docusaurus's template does (`export const Highlight = …`): a component, and a value in the text.
  assert.match(html, /exporta também: <mark style="background-color:#25c2a0">verde do Docusaurus<\/mark>, para a versão 1\.21\.<\/p>/);
  assert.doesNotMatch(html, /Este comentário de HTML some/);
});

test('DocCardList shows the folder\'s pages as cards, in place of the automatic list', async () => {
  const html = await readRoute(site.outDir, '/docs/referencia/');
  assert.match(html, /Tudo o que dá para configurar e digitar\.<\/p>\n<ul class="card-grid">.*href="\/docs\/referencia\/comandos\/".*Os comandos do console usados no dia a dia\..*href="\/docs\/referencia\/configuracao\/"/s);
  assert.doesNotMatch(html, /section-list/);
});

test('images beside the page, in Markdown or by require(), get hashed names and their size', async () => {
  const html = await readRoute(site.outDir, '/docs/imagens/');
  const sources = [...html.matchAll(/<img src="(\/assets\/img\/mapa\.[\w-]+\.png)" alt="[^"]+" width="32" height="18"/g)].map((match) => match[1]);
  assert.equal(sources.length, 2, html);
  assert.equal(sources[0], sources[1]);
});

test('relative links resolve as on Docusaurus, also from the docs root page; blog posts render MDX and keep external avatars', async () => {
  const intro = await readRoute(site.outDir, '/docs/');
  assert.match(intro, /<h1>Primeiros passos<\/h1>/);
  assert.match(intro, /href="\/docs\/instalar\/">instalação<\/a>/);
  assert.match(intro, /href="\/docs\/componentes\/#detalhes">/);
  const post = await readRoute(site.outDir, '/blog/2025/03/01/novidades/');
  assert.match(post, /<div class="tabs" data-group-id="sistema">/);
  const list = await readRoute(site.outDir, '/blog/');
  assert.match(list, /src="https:\/\/avatars\.example\.com\/bia\.png"/);
});

test('the docs folder\'s sidebars.js makes the sidebar: labels, a generated index, links, html, and no sidebar for a page left out', async () => {
  const html = await readRoute(site.outDir, '/docs/instalar/');
  const sidebar = /<nav class="sidebar menu thin-scrollbar".*?<\/nav>/s.exec(html)?.[0] ?? '';
  const labels = [...sidebar.matchAll(/<a [^>]*>([^<]+)(?:<svg.*?<\/svg>)?<\/a>|<small[^>]*>([^<]+)<\/small>/g)].map((match) => match[1] ?? match[2]);
  // Referência is closed on this page: its items are in the sidebar's items file, not in the page.
  assert.deepEqual(labels, ['Primeiros passos', 'Instalar o servidor', 'Escrever páginas', 'Componentes', 'Referência', 'Site do Paper', 'Guia para a 1.21']);
  const itemsFile = /data-items="\/([^"]+)"/.exec(sidebar)?.[1] ?? '';
  const items = JSON.parse(readFileSync(path.join(site.outDir, itemsFile), 'utf8')) as Record<string, string>;
  assert.match(Object.values(items).join(''), /Comandos<\/a><\/li><li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item"><a class="menu__link" href="\/docs\/referencia\/configuracao\/">Configuração/);
  // With Infima's class names and Docusaurus's theme classes with each item's level, which a project's stylesheet addresses.
  assert.match(sidebar, /^<nav class="sidebar menu thin-scrollbar"[^>]*><ul class="theme-doc-sidebar-menu menu__list"><li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item"><a class="menu__link" href="\/docs\/">Primeiros passos<\/a><\/li>/);
  assert.match(sidebar, /<li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 sidebar-category menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist" href="\/docs\/category\/escrever-páginas\/">/);
  assert.match(sidebar, /<div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist" href="\/docs\/category\/escrever-páginas\/">Escrever páginas<\/a><\/div><details open>/);
  // A link to another site with Docusaurus's arrow after its label (Open Sauced's "Open Source Education Path" had none).
  assert.match(sidebar, /<a class="menu__link menuExternalLink" href="https:\/\/papermc\.io" target="_blank" rel="noopener noreferrer">Site do Paper<svg class="external-link-icon iconExternalLink"[^>]*aria-hidden="true"><path [^>]*><\/path><\/svg><\/a>/);
  assert.match(sidebar, /<a class="menu__link menu__link--active active" aria-current="page" href="\/docs\/instalar\/">Instalar o servidor<\/a>/);
  const index = await readRoute(site.outDir, '/docs/category/escrever-páginas/');
  assert.match(index, /<div class="theme-doc-markdown markdown"><header><h1>Escrever páginas<\/h1><\/header><p>Os recursos de Markdown e MDX que o guia usa\.<\/p><ul class="card-grid"><li><a href="\/docs\/componentes\/" class="card">/);
  const leftOut = await readRoute(site.outDir, '/docs/imagens/');
  assert.doesNotMatch(leftOut, /class="sidebar/);
  assert.match(leftOut, /<h1>Imagens<\/h1>/);
});

test("tags: each doc and post links to its tag's page, and each tag index lists them, in Docusaurus's pt-BR words", async () => {
  const doc = await readRoute(site.outDir, '/docs/componentes/');
  assert.match(doc, /<div class="tags-row"><b>Etiquetas:<\/b><ul class="tag-list"><li><a href="\/docs\/tags\/mdx\/" class="tag">mdx<\/a><\/li><li><a href="\/docs\/tags\/temas\/" class="tag">Temas do Docusaurus<\/a><\/li><\/ul>/);
  const tagged = await readRoute(site.outDir, '/docs/tags/mdx/');
  assert.match(tagged, /<h1>Um documento marcado com &quot;mdx&quot;<\/h1>/);
  assert.match(tagged, /<a href="\/docs\/componentes\/" class="tagged-title">Componentes<\/a>/);
  assert.match(await readRoute(site.outDir, '/docs/tags/'), /href="\/docs\/tags\/temas\/" class="tag">Temas do Docusaurus <span class="tag-count">1<\/span>/);
  const post = await readRoute(site.outDir, '/blog/2025/03/01/novidades/');
  assert.match(post, /href="\/blog\/tags\/lancamento\/" class="tag">lançamento<\/a>/);
  assert.match(await readRoute(site.outDir, '/blog/tags/lancamento/'), /<h1>1 postagem marcada com a etiqueta &quot;lançamento&quot;<\/h1>/);
});

test('a mermaid block keeps its code in the page, and the site carries Mermaid only because a page draws one', async () => {
  const html = await readRoute(site.outDir, '/docs/diagramas/');
  const script = /<div class="mermaid-diagram" data-mermaid="\/(assets\/mermaid-[\d.]+\/mermaid\.esm\.min\.mjs)"><div class="code-block theme-code-block"><pre tabindex="0" class="prism-code language-mermaid"><code class="language-mermaid"><span class="code-line token-line">flowchart LR\n/.exec(html)?.[1];
  assert.ok(script, 'the diagram names the script that draws it');
  assert.ok(existsSync(path.join(site.outDir, script)));
  assert.ok(readdirSync(path.join(site.outDir, path.dirname(script), 'chunks/mermaid.esm.min')).some((name) => name.startsWith('flowDiagram')));
});

test("displayed_sidebar shows a sidebar on a page in none; a post's author may be written in the post; an author with no page or URL is no link, as in Docusaurus", async () => {
  const diagrams = await readRoute(site.outDir, '/docs/diagramas/');
  assert.match(diagrams, /<nav class="sidebar menu thin-scrollbar"[^>]*>.*Instalar o servidor/s);
  const post = await readRoute(site.outDir, '/blog/2025/04/10/convidado/');
  assert.match(post, /<a href="https:\/\/caio\.example\.com" class="author-name" target="_blank" rel="noopener noreferrer">Caio Nunes<\/a><span class="author-title">Jogador convidado<\/span>/);
  assert.match(post, /<span class="author-name">Bia Tavares<\/span>/);
});

test('a file imported with raw-loader is the text of a CodeBlock; useBaseUrl() gives a path of the site', async () => {
  const html = withoutColours(await readRoute(site.outDir, '/docs/exemplos/'));
  assert.match(html, /<div class="code-block-title codeBlockTitle">exemplo-config\.yml<\/div><pre tabindex="0" class="prism-code language-yaml"><code class="language-yaml"><span class="code-line token-line">servidor:\n<\/span><span class="code-line token-line"> {2}porta: 25565\n<\/span><span class="code-line token-line"> {2}modo: sobrevivencia\n<\/span><\/code>/);
  assert.match(html, /<img src="\/img\/logo\.svg" alt="Logotipo do guia" width="\d+" height="\d+" loading="lazy" decoding="async">/);
  // Written without its extension: webpack's extensions find `exemplo-saudacao.ts`.
  assert.match(html, /<code class="language-ts"><span class="code-line token-line">export const saudacao = \(nome: string\) =&gt; `Olá, \$\{nome\}!`;\n<\/span><\/code>/);
});

test('a file saved with Windows line endings keeps its front matter: its slug, its title, no heading made of it', async () => {
  const html = await readRoute(site.outDir, '/docs/fim-de-linha-windows/');
  assert.match(html, /<h1>Arquivo do Windows<\/h1>/);
  assert.doesNotMatch(html, /slug:/);
  await assertShows('/docs/fim-de-linha-windows/', 'Este arquivo foi salvo no Windows, com CRLF no fim de cada linha.');
});

test('heading ids are Docusaurus\'s: inline HTML in a heading adds nothing to its id', async () => {
  const html = await readRoute(site.outDir, '/docs/referencia/configuracao/');
  assert.match(html, /<h2 id="configoptions"><code>config<\/code>\(options\)<a class="hash-link" href="#configoptions"/);
  await assertShows('/docs/referencia/configuracao/', 'A função recebe as opções do servidor.');
});

test('code inside <details> keeps the indentation it has in the source', async () => {
  const html = withoutColours(await readRoute(site.outDir, '/docs/componentes/'));
  assert.match(html, /<summary>Exemplo de configuração<\/summary>[\s\S]*?<code class="language-yaml"><span class="code-line token-line">servidor:\n<\/span><span class="code-line token-line"> {2}porta: 25565\n<\/span><span class="code-line token-line"> {2}mundos:\n<\/span><span class="code-line token-line"> {4}- nether\n<\/span><\/code>/);
});

test('an <iframe> embed renders, and the policy the build writes lets it load', async () => {
  const html = await readRoute(site.outDir, '/docs/exemplos/');
  assert.match(html, /<iframe width="560" height="315" src="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ" title="Instalação em vídeo" frameborder="0" allow="[^"]+" allowfullscreen>/);
  await assertShows('/docs/exemplos/', 'O vídeo da instalação, do canal do guia:');
  const headers = JSON.parse(readFileSync(path.join(site.outDir, '_deploy/headers.json'), 'utf8')) as Record<string, string>;
  assert.match(JSON.stringify(headers), /frame-src https:/);
});

test('footnotes, in Markdown and in MDX: a numbered link to the note, the note at the end with a link back', async () => {
  for (const [route, label, note] of [
    ['/docs/', 'local', 'Nada do que você fizer nele chega ao servidor principal.'],
    ['/docs/exemplos/', 'porta', 'O cliente tenta essa porta quando o endereço não diz outra.'],
  ] as const) {
    const html = await readRoute(site.outDir, route);
    assert.match(html, new RegExp(`<sup><a href="#user-content-fn-${label}" id="user-content-fnref-${label}" data-footnote-ref aria-describedby="footnote-label">1</a></sup>`), route);
    assert.match(html, new RegExp(`<section class="footnotes" data-footnotes>\n<h2 class="sr-only" id="footnote-label">Notas de rodapé</h2>\n<ol>\n<li id="user-content-fn-${label}">`), route);
    await assertShows(route, `${note} ↩`);
  }
});

test('DocCardList with items written in the page shows those cards', async () => {
  const html = await readRoute(site.outDir, '/docs/exemplos/');
  assert.match(html, /<ul class="card-grid"><li><a href="\/docs\/referencia\/comandos\/" class="card"><span class="card-title">Comandos do console<\/span><span class="card-description">Os comandos que você mais vai digitar\.<\/span><\/a><\/li><\/ul>/);
  await assertShows('/docs/exemplos/', 'Comandos do console Os comandos que você mais vai digitar.');
});

test('JSX written as a prop renders: tab labels with a site component, an admonition title with markup', async () => {
  const html = await readRoute(site.outDir, '/docs/instalar/');
  assert.match(html, /data-value="paper"><span><span class="selo selo-verde selo_[0-9a-f]{5}" data-icone="\/img\/logo\.svg"><strong>Selo:<\/strong> recomendado <a href="\/docs\/">guia<\/a><\/span> Paper<\/span><\/button>/);
  assert.match(html, /data-value="velocity"><b>Velocity<\/b> \(proxy\)<\/button>/);
  assert.match(html, /<p class="theme-admonition-title">Antes de <em>abrir a porta<\/em><\/p>/);
  await assertShows('/docs/instalar/', 'Velocity (proxy) O Velocity liga vários servidores numa rede.');
  await assertShows('/docs/instalar/', 'Antes de abrir a porta Confira o firewall do sistema.');
});

test('an imported partial renders with its props, its links and images read beside it, its own imports too; partials are no pages', async () => {
  const route = '/docs/servidores/';
  await assertShows(route, 'O Paper roda com o Java 21 e guarda os mundos na pasta do servidor.');
  await assertShows(route, 'O Velocity roda com o Java 21');
  await assertShows(route, 'Use o Paper em produção. Veja a instalação e o mapa:');
  await assertShows(route, 'Passo 1: aceite o EULA do Minecraft antes de iniciar.');
  const html = await readRoute(site.outDir, route);
  assert.match(html, /Veja a <a href="\/docs\/instalar\/">instalação<\/a>/);
  assert.match(html, /<img src="\/assets\/img\/mapa\.[\w-]+\.png" alt="Mapa do servidor" width="32" height="18"/);
  const routes = await builtRoutes(site.outDir);
  assert.deepEqual(routes.filter((built) => built.includes('setup') || built.includes('passo')), []);
});

test('<html> carries the classes Docusaurus gives it by the plugin and the page, which a project stylesheet may address (html.plugin-docs)', async () => {
  const htmlClass = async (route: string) => /<html [^>]*class="([^"]*)"/.exec(await readRoute(site.outDir, route))?.[1];
  assert.equal(await htmlClass('/docs/instalar/'), 'plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-instalar');
  assert.equal(await htmlClass('/'), 'plugin-pages plugin-id-default');
  assert.equal(await htmlClass('/sobre/'), 'plugin-pages plugin-id-default');
  assert.equal(await htmlClass('/blog/2025/03/01/novidades/'), 'plugin-blog plugin-id-default blog-post-page');
  assert.equal(await htmlClass('/blog/'), 'plugin-blog plugin-id-default blog-list-page');
});
