/**
 * The special pages (issue 7) as the build writes them: a front matter `layout` picks the page
 * component, which puts its part (an island, a list from the data) where the Markdown says, and the
 * HTML is already useful before any JavaScript runs.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { parse } from 'yaml';
import siteConfig from '../../site.config.ts';
import { buildSite } from '../../src/build/build-site.ts';
import { buildIntoTemp, type BuiltSite } from '../helpers/build-fixture.ts';
import { decodeEntities, readRoute } from '../helpers/html.ts';

let site: BuiltSite;
before(async () => {
  site = await buildIntoTemp('content', { config: { tools: { ipEndpoint: 'http://127.0.0.1:9/ip', ipTimeoutMs: 1500 } } });
});
after(() => site?.remove());

function islandMarker(html: string, name: string): { when: string; props: unknown } {
  const match = new RegExp(`<div class="island" data-island="${name}" data-when="([a-z]+)" data-props="([^"]*)"`).exec(html);
  assert.ok(match, `no ${name} island`);
  return { when: match[1] ?? '', props: JSON.parse(decodeEntities(match[2] ?? '')) };
}

const textOf = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));

describe('/gradiente/', () => {
  test('the generator is an island hydrated when visible, with the nick and chat limits of comunidade.yml', async () => {
    const html = await readRoute(site.outDir, '/gradiente/');
    assert.deepEqual(islandMarker(html, 'GradientTool'), { when: 'visible', props: { limits: { nick: 16, chat: 256 } } });
  });

  test('without JavaScript the page shows the example codes, the formats and a note', async () => {
    const html = await readRoute(site.outDir, '/gradiente/');
    const text = textOf(html);
    assert.ok(text.includes('&#7B2FBFJ&#7248A5a&#68628Cb&#5F7B72u&#559559t&#4CAE3Fi'));
    assert.ok(text.includes('<gradient:#7B2FBF:#4CAE3F>Jabuti</gradient>'));
    assert.ok(text.includes('§x§7§b§2§f§b§fJ'));
    assert.ok(text.includes('6 de 16 caracteres do nick'));
    assert.match(html, /<noscript><p class="tool-note">O gerador precisa de JavaScript/);
    assert.match(html, /<input id="gradiente-texto" type="text" maxLength="256"[^>]*disabled=""/, 'controls are off until they work');
  });

  test('the tool sits between the introduction and the first section of the Markdown', async () => {
    const html = await readRoute(site.outDir, '/gradiente/');
    const intro = html.indexOf('Monte um nick');
    const tool = html.indexOf('data-island="GradientTool"');
    const firstSection = html.indexOf('id="como-usar-no-jabuticraft"');
    assert.ok(intro > 0 && intro < tool && tool < firstSection, `${intro} ${tool} ${firstSection}`);
    assert.doesNotMatch(html, /<!--\s*componente\s*-->/);
  });
});

describe('/meuip/', () => {
  test('the lookup is an island with the endpoint and time-out of the site configuration', async () => {
    const html = await readRoute(site.outDir, '/meuip/');
    assert.deepEqual(islandMarker(html, 'MyIp'), { when: 'visible', props: { endpoint: 'http://127.0.0.1:9/ip', timeoutMs: 1500 } });
  });

  test('the page names the service it asks, from the configuration, and so does the privacy policy', async () => {
    assert.ok(textOf(await readRoute(site.outDir, '/meuip/')).includes('serviço público 127.0.0.1 .'));
    const real = await buildIntoTemp('content');
    try {
      assert.ok(textOf(await readRoute(real.outDir, '/meuip/')).includes('serviço público api.ipify.org .'));
      assert.ok(textOf(await readRoute(real.outDir, '/legal/politica-de-privacidade/')).includes('o api.ipify.org, assim que você abre a página'));
    } finally {
      await real.remove();
    }
  });

  test('it explains /conta proteger and privacy, and what to do without JavaScript', async () => {
    const html = await readRoute(site.outDir, '/meuip/');
    assert.match(html, /<code>\/conta proteger<\/code>/);
    assert.match(html, /href="\/wiki\/survival\/conta\/proteger\/"/);
    assert.match(html, /<noscript><p class="tool-note">A consulta precisa de JavaScript/);
  });
});

describe('/vote/ and /vote/README/', () => {
  test('every site of votos.yml, in order, opens in a new tab without opener or referrer', async () => {
    const html = await readRoute(site.outDir, '/vote/');
    const votos = parse(await readFile('content/data/votos.yml', 'utf8')) as { sites: Record<string, { nome: string; url: string }> };
    const cards = [...html.matchAll(/<li class="vote-site"><span class="vote-site-name">([^<]+)<\/span>.*?<a href="([^"]+)" target="_blank" rel="noopener noreferrer" class="button button-primary">Votar<span class="sr-only"> no ([^<]+)<\/span>/g)];
    assert.deepEqual(
      cards.map((card) => [decodeEntities(card[1] ?? ''), decodeEntities(card[2] ?? ''), decodeEntities(card[3] ?? '')]),
      Object.values(votos.sites).map((s) => [s.nome, s.url, s.nome]),
    );
    assert.ok(html.indexOf('id="onde-votar"') < html.indexOf('class="vote-sites"'), 'the list is under "Onde votar"');
  });

  test('the page links to the streak and vote party pages of the wiki; the README explains the list', async () => {
    const html = await readRoute(site.outDir, '/vote/');
    assert.match(html, /href="\/wiki\/survival\/votar\/party\/"/);
    assert.match(html, /href="\/wiki\/survival\/votar\/streak\/"/);
    assert.ok(textOf(await readRoute(site.outDir, '/vote/README/')).includes('layout: vote'));
  });
});

describe('/textura/ and /form/', () => {
  test('the texture page shows its own images, the downloads and their SHA-1 from textura.yml', async () => {
    const html = await readRoute(site.outDir, '/textura/');
    const images = [...html.matchAll(/<img src="(\/img\/textura\/[^"]+)"[^>]*width="\d+" height="\d+"/g)].map((m) => m[1] ?? '');
    assert.equal(images.length, 4);
    for (const image of images) await readFile(path.join(site.outDir, image));
    const textura = parse(await readFile('content/data/textura.yml', 'utf8')) as Record<'java' | 'bedrock', { url: string; sha1: string }>;
    for (const edition of ['java', 'bedrock'] as const) {
      assert.ok(html.includes(`<a href="${textura[edition].url}" target="_blank" rel="noopener noreferrer">`), edition);
      assert.ok(html.includes(`<code>${textura[edition].sha1}</code>`), edition);
    }
    assert.match(html, /id="instalacao-no-java"/);
    assert.match(html, /id="instalacao-no-bedrock"/);
    assert.match(html, /id="problemas-comuns"/);
  });

  test('each form links to its external address from formularios.yml, and the page submits nothing', async () => {
    const html = await readRoute(site.outDir, '/form/');
    const forms = parse(await readFile('content/data/formularios.yml', 'utf8')) as Record<string, { url: string }>;
    assert.deepEqual(Object.keys(forms), ['equipe', 'revisao', 'denuncia', 'bug', 'parceria']);
    for (const [id, form] of Object.entries(forms)) {
      assert.ok(html.includes(`<a href="${form.url}" target="_blank" rel="noopener noreferrer">`), id);
    }
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    assert.doesNotMatch(main, /<form|<input|<textarea/);
  });
});

describe('layouts', () => {
  const root = mkdtemp(path.join(tmpdir(), 'jabuti-layouts-'));
  after(async () => rm(await root, { recursive: true, force: true }));

  async function contentWith(name: string, page: string): Promise<string> {
    const dir = path.join(await root, name);
    await mkdir(path.join(dir, 'pages'), { recursive: true });
    await mkdir(path.join(dir, 'data'), { recursive: true });
    await writeFile(path.join(dir, 'data', 'votos.yml'), 'sites:\n  um:\n    nome: "Site Um"\n    url: "https://um.example/votar"\n');
    await writeFile(path.join(dir, 'pages', 'votar.md'), page);
    return dir;
  }

  test('without the marker, the part goes right under the title', async () => {
    const dir = await contentWith('sem-marcador', '---\ntitle: Votar\nlayout: vote\n---\n\nTexto da página.\n');
    const outDir = path.join(await root, 'out-sem-marcador');
    await buildSite({ config: siteConfig, contentDir: dir, outDir });
    const html = await readRoute(outDir, '/votar/');
    assert.ok(html.indexOf('<h1>Votar</h1>') < html.indexOf('class="vote-sites"'));
    assert.ok(html.indexOf('class="vote-sites"') < html.indexOf('Texto da página.'));
  });

  test('an unknown layout stops the build and lists the valid ones', async () => {
    const dir = await contentWith('layout-errado', '---\ntitle: Votar\nlayout: votacao\n---\n\nTexto.\n');
    await assert.rejects(
      buildSite({ config: siteConfig, contentDir: dir, outDir: path.join(await root, 'out-errado') }),
      /pages\/votar\.md:3: unknown layout "votacao"\. Valid layouts: "page", "home", "search", "gradiente", "meuip", "vote"/,
    );
  });

  test('a layout whose data is missing stops the build, naming the data file', async () => {
    const dir = await contentWith('sem-dados', '---\ntitle: Gradiente\nlayout: gradiente\n---\n\nTexto.\n');
    await assert.rejects(
      buildSite({ config: siteConfig, contentDir: dir, outDir: path.join(await root, 'out-sem-dados') }),
      /sem-dados\/data\/comunidade\.yml: missing: the page needs comunidade\.nick\.tamanhoMax/,
    );
  });
});
