import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildIntoTemp, type BuiltSite } from '../helpers/build-fixture.ts';
import { decodeEntities, readRoute, titleOf } from '../helpers/html.ts';

/** Every route of specification 2.1, plus the wiki homes. */
const SPEC_ROUTES = [
  '/',
  '/blog/',
  '/blog/archive/',
  '/blog/authors/',
  '/blog/bem-vindo/',
  '/blog/como-criar-mapart/',
  '/blog/modo-smp-2025/',
  '/discord/',
  '/equipe/',
  '/form/',
  '/gradiente/',
  '/jogar/',
  '/jogar/bedrock/',
  '/jogar/java/',
  '/jogar/vincular-contas/',
  '/legal/politica-de-privacidade/',
  '/legal/termo-de-servico/',
  '/meuip/',
  '/regras/',
  '/search/',
  '/textura/',
  '/vote/',
  '/vote/README/',
  '/wiki/',
  '/wiki/survival/',
  '/wiki/skyblock/',
];

const RULE_TITLES = [
  'Insultar outros jogadores',
  'Usar métodos para obter vantagem',
  'Destruir o mapa ou construções',
  'Spam ou flood',
  'Armadilhas ou chat falso',
  'Acúmulo excessivo de entidades',
  'Abuso de circuitos de redstone',
  'Atitudes antijogo',
  'Nickname impróprio',
  'Skin imprópria',
  'Divulgar outros servidores',
  'Map arts ou construções obscenas',
  'Comércio externo de itens ou conta',
  'Fugir de punição',
  'Discurso de ódio',
  'Doxxing',
  'Abuso de bugs',
  'Compartilhamento de conta',
];

let site: BuiltSite;
before(async () => {
  site = await buildIntoTemp();
});
after(() => site?.remove());

describe('the real site', () => {
  test('every route of the specification exists as a complete pt-BR document titled "Page | Jabuticraft"', async () => {
    for (const route of SPEC_ROUTES) {
      const html = await readRoute(site.outDir, route);
      assert.match(html, /^<!DOCTYPE html><html lang="pt-BR" dir="ltr" data-theme="dark">/, route);
      const title = decodeEntities(titleOf(html) ?? '');
      if (route === '/') assert.equal(title, 'Jabuticraft | Servidor de Minecraft Brasileiro');
      else assert.match(title, /^[^|]+ \| Jabuticraft$/, `${route} has title "${title}"`);
      assert.match(html, /<meta name="description" content="[^"]{20,}"/, `${route} needs a description`);
      assert.match(html, new RegExp(`<link rel="canonical" href="https://jabuticraft\\.com\\.br${route.replace(/\//g, '\\/')}"/>`), route);
      assert.match(html, /<link rel="alternate" hrefLang="pt-BR"/i, route);
      assert.match(html, /<meta property="og:title"/, route);
      assert.match(html, /<a class="skip-link" href="#conteudo">/, route);
      assert.match(html, /<main id="conteudo"/, route);
    }
  });

  test('the navbar has the specification items, left to right, with their links', async () => {
    const html = await readRoute(site.outDir, '/wiki/survival/');
    const desktop = html.slice(html.indexOf('<ul class="navbar-items navbar-left">'));
    const items = [...desktop.matchAll(/<(?:a|button)[^>]*class="navbar-link[^"]*"[^>]*>(.*?)<\/(?:a|button)>/g)].map((match) => {
      const href = /href="([^"]*)"/.exec(match[0])?.[1] ?? null;
      const label = decodeEntities(match[1]?.replace(/<[^>]+>/g, '').replace(/\(abre em nova aba\)/, '').trim() ?? '');
      return [label, href];
    });
    assert.deepEqual(items, [
      ['Loja', 'https://loja.jabuticraft.com.br'],
      ['Jogar', '/jogar/'],
      ['Voto', '/vote/'],
      ['Equipe', '/equipe/'],
      ['Wiki', '/wiki/'],
      ['Regras', '/regras/'],
      ['Outros', null],
      ['Discord', 'https://discord.gg/jabuticraft'],
    ]);
    assert.match(html, /<a href="https:\/\/loja\.jabuticraft\.com\.br" target="_blank" rel="noopener noreferrer" class="navbar-link">/);
    const dropdownLinks = [...html.matchAll(/<a href="([^"]+)" class="dropdown-link[^"]*"[^>]*>([^<]+)<\/a>/g)].map((m) => [decodeEntities(m[2] ?? ''), m[1]]);
    assert.deepEqual(dropdownLinks.slice(0, 3), [
      ['Survival', '/wiki/survival/'],
      ['Skyblock', '/wiki/skyblock/'],
      ['Semianarquia', '/blog/modo-smp-2025/'],
    ]);
    assert.deepEqual(dropdownLinks.slice(21), [
      ['Formulário', '/form/'],
      ['Gradiente', '/gradiente/'],
      ['Textura', '/textura/'],
      ['Blog', '/blog/'],
      ['Meu IP', '/meuip/'],
    ]);
    assert.match(html, /<form class="navbar-search" role="search" aria-label="Pesquisar no site" action="\/search\/"/);
  });

  test('the Regras dropdown lists the 18 titled rules and each anchor exists on /regras/', async () => {
    const home = await readRoute(site.outDir, '/');
    const rules = [...home.matchAll(/<a href="\/regras\/#(\d\d)" class="dropdown-link">([^<]+)<\/a>/g)].map((m) => [m[1], decodeEntities(m[2] ?? '')]);
    assert.deepEqual(
      rules,
      RULE_TITLES.map((title, index) => {
        const anchor = String(index + 1).padStart(2, '0');
        return [anchor, `${anchor} · ${title}`];
      }),
    );
    const regras = await readRoute(site.outDir, '/regras/');
    RULE_TITLES.forEach((title, index) => {
      const anchor = String(index + 1).padStart(2, '0');
      const heading = new RegExp(`<h2 id="${anchor}">([^<]+)<`).exec(regras);
      assert.ok(heading, `/regras/ has no heading #${anchor}`);
      assert.equal(decodeEntities(heading[1] ?? ''), `${anchor} · ${title}`);
    });
  });

  test('wiki pages have the sidebar of their game mode, breadcrumbs and no sidebar on the wiki home', async () => {
    const survival = await readRoute(site.outDir, '/wiki/survival/');
    assert.match(survival, /<aside class="doc-sidebar" aria-label="Barra lateral da wiki"><nav class="sidebar" aria-label="Menu da wiki" data-items="\/sidebars\/survival\.json">/);
    assert.match(survival, /<nav class="sidebar"[^>]*><ul><li><a class="active" aria-current="page" href="\/wiki\/survival\/">/);
    assert.doesNotMatch(survival, /href="\/wiki\/skyblock\/dungeons\/"/);
    const wikiHome = await readRoute(site.outDir, '/wiki/');
    assert.doesNotMatch(wikiHome, /class="doc-sidebar"/);
  });

  test('the footer has link columns, the 25×25 logo, the copyright and the disclaimer', async () => {
    const html = await readRoute(site.outDir, '/jogar/');
    assert.match(html, /<img src="\/img\/logo\.svg" width="25" height="25" alt="Jabuticraft" class="footer-logo"\/>/);
    assert.match(html, /<footer class="footer">/, 'no footer.style: Docusaurus\'s light footer, in this site\'s colours');
    assert.match(html, /© 2025 Jabuticraft/);
    assert.match(html, /Não somos afiliados à Mojang Studios nem à Microsoft\./);
    assert.equal(html.match(/<h2 class="footer-title">/g)?.length, 4);
  });

  test('the home shows the 150×150 logo, the tagline and both addresses', async () => {
    const html = await readRoute(site.outDir, '/');
    assert.match(html, /<img class="hero-logo" src="\/img\/logo\.svg" width="150" height="150"/);
    assert.match(html, /Servidor de Minecraft Brasileiro/);
    assert.match(html, /<code>jogar\.jabuticraft\.com\.br<\/code>/);
    assert.match(html, /<code>bedrock\.jabuticraft\.com\.br<\/code>/);
    assert.match(html, /<code>19132<\/code>/);
  });

  test('blog: list newest first, posts with authors and reading time, feeds', async () => {
    const list = await readRoute(site.outDir, '/blog/');
    const order = [...list.matchAll(/<article class="post-preview"><h2><a href="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(order, ['/blog/modo-smp-2025/', '/blog/como-criar-mapart/', '/blog/bem-vindo/']);
    const post = await readRoute(site.outDir, '/blog/como-criar-mapart/');
    assert.match(post, /\d+ min de leitura/);
    assert.match(post, /class="author-name"/);
    assert.match(post, /<nav class="blog-sidebar"[^>]*>.*<p class="blog-sidebar-year-title">2025<\/p>/s);
    // The sidebar comes before the post's h1: it holds no heading (Lighthouse's heading order).
    assert.doesNotMatch(/<nav class="blog-sidebar"[^>]*>.*?<\/nav>/s.exec(post)?.[0] ?? '', /<h[1-6]/);
    const rss = await readFile(path.join(site.outDir, 'blog/rss.xml'), 'utf8');
    assert.match(rss, /<link>https:\/\/jabuticraft\.com\.br\/blog\/modo-smp-2025\/<\/link>/);
    const atom = await readFile(path.join(site.outDir, 'blog/atom.xml'), 'utf8');
    assert.equal(atom.match(/<entry>/g)?.length, 3);
  });

  test('sitemap lists every page, weekly with priority 0.5, and not the 404 page; robots.txt points at it', async () => {
    const sitemap = await readFile(path.join(site.outDir, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const route of SPEC_ROUTES) assert.ok(locs.includes(`https://jabuticraft.com.br${route}`), `sitemap lacks ${route}`);
    assert.equal(locs.length, site.pages - 1, 'every page but 404.html');
    assert.ok(!sitemap.includes('404'));
    assert.equal(sitemap.match(/<changefreq>weekly<\/changefreq><priority>0\.5<\/priority>/g)?.length, locs.length);
    const robots = await readFile(path.join(site.outDir, 'robots.txt'), 'utf8');
    assert.match(robots, /Sitemap: https:\/\/jabuticraft\.com\.br\/sitemap\.xml/);
  });

  test('the 404 page tells visitors to contact the community on Discord', async () => {
    const html = await readFile(path.join(site.outDir, '404.html'), 'utf8');
    assert.match(html, /<title>Página não encontrada \| Jabuticraft<\/title>/);
    assert.match(html, /<meta name="robots" content="noindex"\/>/);
    assert.match(html, /href="https:\/\/discord\.gg\/jabuticraft"[^>]*>Falar com a comunidade no Discord/);
  });

  test('CSS and JS have hashed names and static files are copied', async () => {
    const html = await readRoute(site.outDir, '/');
    const css = /<link rel="stylesheet" href="\/assets\/(site\.[A-Z0-9]+\.css)"/.exec(html)?.[1];
    const js = /<script type="module" src="\/assets\/(boot\.[A-Z0-9]+\.js)"/.exec(html)?.[1];
    assert.ok(css && js, 'hashed asset names');
    await readFile(path.join(site.outDir, 'assets', css));
    await readFile(path.join(site.outDir, 'assets', js));
    await readFile(path.join(site.outDir, 'img/logo.svg'));
  });

  test('the real content builds without warnings', () => {
    assert.deepEqual(site.warnings, []);
  });
});
