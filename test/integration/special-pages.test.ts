/**
 * The special pages (issue 7) as the build writes them: a front matter `layout` picks the page
 * component, which puts its part (an island, a list from the data) where the Markdown says, and the
 * HTML is already useful before any JavaScript runs.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { crc32, inflateRawSync, inflateSync } from 'node:zlib';
import { parse } from 'yaml';
import siteConfig from '../../site.config.ts';
import { texturePackFiles } from '../../scripts/texture-pack/pack.ts';
import { buildSite } from '../../src/generator/build-site.ts';
import { createStaticServer } from '../../src/server/static-server.ts';
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
    assert.match(html, /<p class="tool-hint">O formato do Jabuticraft: cole depois de <code>\/nick<\/code> ou numa mensagem do chat\.<\/p>/, 'the command in a hint is code, as everywhere on the site');
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

describe('/equipe/', () => {
  type Person = { nick: string; cargo: string; desde: string; bio: string; grupo: string; avatar: string };

  test('every person of equipe.yml, under their group in the order of the file, with an avatar that is a file of the site', async () => {
    const html = await readRoute(site.outDir, '/equipe/');
    const equipe = Object.values(parse(await readFile('content/data/equipe.yml', 'utf8')) as Record<string, Person>);
    const groups = [...html.matchAll(/<section class="staff-group" aria-labelledby="([^"]+)"><h3 id="\1">([^<]+)<a[^>]*>#<\/a><\/h3>(.*?)<\/section>/g)];
    const expected = [...new Set(equipe.map((person) => person.grupo))];
    assert.deepEqual(groups.map((group) => decodeEntities(group[2] ?? '')), expected);
    for (const [index, title] of expected.entries()) {
      const cards = [...(groups[index]?.[3] ?? '').matchAll(/<img class="staff-avatar" src="([^"]+)" width="64" height="64" alt=""[^>]*\/><div><p class="staff-nick">([^<]+)<\/p><p class="staff-role">([^<]+) · na equipe desde ([^<]+)<\/p><p class="staff-bio">([^<]+)<\/p>/g)];
      const people = equipe.filter((person) => person.grupo === title);
      assert.deepEqual(
        cards.map((card) => card.slice(1).map((text) => decodeEntities(text ?? ''))),
        people.map((person) => [person.avatar, person.nick, person.cargo, person.desde, person.bio]),
      );
    }
    for (const person of equipe) await readFile(path.join(site.outDir, person.avatar));
  });

  test('the table of contents lists each group under "Quem somos", and the staff stands between its introduction and the next section', async () => {
    const html = await readRoute(site.outDir, '/equipe/');
    assert.match(html, /<li><a href="#quem-somos">Quem somos<\/a><ul><li><a href="#dono">Dono<\/a><\/li><li><a href="#administracao">Administração<\/a><\/li>/);
    const intro = html.indexOf('id="quem-somos"');
    const staff = html.indexOf('class="staff-group"');
    assert.ok(intro > 0 && intro < staff && staff < html.indexOf('id="o-que-faz-cada-cargo"'));
  });
});

describe('/textura/ and /form/', () => {
  test('the texture page shows its own images, the downloads and their SHA-1 from textura.yml', async () => {
    const html = await readRoute(site.outDir, '/textura/');
    const images = [...html.matchAll(/<img src="(\/textura\/[^"]+\.png)"[^>]*width="\d+" height="\d+"/g)].map((m) => m[1] ?? '');
    assert.equal(images.length, 4);
    for (const image of images) await readFile(path.join(site.outDir, image));
    const textura = await texturaData();
    for (const edition of EDITIONS) {
      const { url, arquivo, sha1 } = textura[edition];
      assert.ok(html.includes(`<a href="${url}">${arquivo}</a>`), edition);
      assert.ok(html.includes(`<code>${sha1}</code>`), edition);
      await readFile(path.join(site.outDir, url));
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

const EDITIONS = ['java', 'bedrock'] as const;
type Textura = Record<(typeof EDITIONS)[number], { arquivo: string; url: string; sha1: string; tamanho: string }> & { versao: string };
const texturaData = async () => parse(await readFile('content/data/textura.yml', 'utf8')) as Textura;
const PACK_DIR = 'content/static/textura';
const readPack = async (edition: (typeof EDITIONS)[number]) => readZip(await readFile(path.join(PACK_DIR, (await texturaData())[edition].arquivo)));

/** The entries of a ZIP archive by its central directory, each checked against its local header, sizes and CRC-32. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from('PK\x05\x06', 'latin1'));
  assert.ok(end > 0, 'no end of central directory record');
  let at = zip.readUInt32LE(end + 16);
  assert.equal(at + zip.readUInt32LE(end + 12), end, 'the central directory ends where the end record starts');
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < zip.readUInt16LE(end + 10); index++) {
    assert.equal(zip.readUInt32LE(at), 0x02014b50, `central header ${index}`);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('latin1', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    assert.equal(zip.readUInt32LE(local), 0x04034b50, name);
    assert.equal(zip.toString('latin1', local + 30, local + 30 + zip.readUInt16LE(local + 26)), name, 'local and central names agree');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const body = zip.subarray(start, start + zip.readUInt32LE(at + 20));
    const method = zip.readUInt16LE(at + 10);
    const data = method === 8 ? inflateRawSync(body) : method === 0 ? body : assert.fail(`${name}: compression method ${method}`);
    assert.equal(data.length, zip.readUInt32LE(at + 24), `${name}: size`);
    assert.equal(crc32(data), zip.readUInt32LE(at + 16), `${name}: CRC-32`);
    assert.match(name, /^[a-z0-9_]+(?:[./][a-z0-9_]+)*$/, 'a relative path of lower-case names');
    assert.ok(!entries.has(name), `${name} twice`);
    entries.set(name, data);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** A PNG's header and pixels (its chunks' CRC-32 checked), whatever zlib compressed them. */
function readPng(png: Buffer): { header: Buffer; pixels: Buffer } {
  assert.deepEqual(png.subarray(0, 8), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) {
    const data = png.subarray(at + 8, at + 8 + png.readUInt32BE(at));
    assert.equal(png.readUInt32BE(at + 8 + data.length), crc32(png.subarray(at + 4, at + 8 + data.length)), 'chunk CRC-32');
    chunks.push({ type: png.toString('latin1', at + 4, at + 8), data });
  }
  assert.deepEqual(chunks.map((chunk) => chunk.type), ['IHDR', 'IDAT', 'IEND']);
  return { header: chunks[0]?.data ?? Buffer.alloc(0), pixels: inflateSync(chunks[1]?.data ?? Buffer.alloc(0)) };
}

/** What a file of the pack folder holds, apart from how zlib compressed it. */
function contents(name: string, file: Buffer): unknown {
  if (name.endsWith('.png')) return readPng(file);
  if (/\.(?:zip|mcpack)$/.test(name)) return [...readZip(file)].map(([entry, data]) => [entry, contents(entry, data)]);
  return file;
}

describe('the texture pack (content/static/textura/)', () => {
  test('each download is a file of the site with the SHA-1 and size textura.yml gives', async () => {
    const textura = await texturaData();
    for (const edition of EDITIONS) {
      const { arquivo, url, sha1, tamanho } = textura[edition];
      assert.equal(url, `/textura/${arquivo}`);
      const file = await readFile(path.join(PACK_DIR, arquivo));
      const fix = 'run "node --import tsx scripts/texture-pack.ts" and copy what it prints into content/data/textura.yml';
      assert.equal(sha1, createHash('sha1').update(file).digest('hex'), `${arquivo}: ${fix}`);
      assert.equal(tamanho, `${(file.length / 1024).toFixed(1).replace('.', ',')} KB`, `${arquivo}: ${fix}`);
    }
  });

  test('npm start serves both packs whole, each as a download type', async () => {
    const textura = await texturaData();
    const server = createStaticServer({ root: site.outDir }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      for (const [edition, type] of [['java', 'application/zip'], ['bedrock', 'application/octet-stream']] as const) {
        const response = await fetch(`http://127.0.0.1:${port}${textura[edition].url}`);
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('content-type'), type, edition);
        assert.equal(createHash('sha1').update(Buffer.from(await response.arrayBuffer())).digest('hex'), textura[edition].sha1);
      }
    } finally {
      server.close();
    }
  });

  test('the generator makes the committed files again, and the same bytes twice in a row', async () => {
    const generated = await texturePackFiles();
    assert.deepEqual((await readdir(PACK_DIR)).sort(), [...generated.keys()].sort(), 'run the generator: the folder is its output');
    for (const [name, data] of generated) {
      assert.deepEqual(contents(name, await readFile(path.join(PACK_DIR, name))), contents(name, data), `${name}: run the generator`);
    }
    assert.deepEqual(await texturePackFiles(), generated);
  });

  test('the Java pack is for the versions the site names, and holds every model, texture and symbol it points to', async () => {
    const pack = await readPack('java');
    const servidor = parse(await readFile('content/data/servidor.yml', 'utf8')) as { versoes: { java: string } };
    assert.match(servidor.versoes.java, /^1\.20 a 1\.21\.x$/, 'pack_format 15 is Minecraft 1.20; 64 is 1.21.8');
    assert.deepEqual(JSON.parse(pack.get('pack.mcmeta')?.toString() ?? '').pack.supported_formats, [15, 64]);
    assert.ok(pack.has('pack.png'));
    const references = (value: unknown): [string, string][] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, inner]) => (typeof inner === 'string' && inner.startsWith('jabuticraft:') ? [[key, inner] as [string, string]] : references(inner)))
        : [];
    const pointed = [...pack].filter(([name]) => name.endsWith('.json')).flatMap(([, data]) => references(JSON.parse(data.toString())));
    assert.ok(pointed.length >= 4 * 3 + 3 * 3 + 4, `${pointed.length} references`);
    for (const [key, reference] of pointed) {
      const [namespace, resource] = reference.split(':');
      const file = key === 'model' ? `assets/${namespace}/models/${resource}.json` : `assets/${namespace}/textures/${resource?.replace(/\.png$/, '')}.png`;
      assert.ok(pack.has(file), `${reference} → ${file}`);
    }
    for (const [name, data] of pack) {
      if (!name.includes('/textures/')) continue;
      const { header } = readPng(data);
      assert.deepEqual([header.readUInt32BE(0), header.readUInt32BE(4)], [16, 16], `${name} is 16×16`);
    }
  });

  test('the Bedrock pack has a version-2 manifest of its version and every texture it names', async () => {
    const pack = await readPack('bedrock');
    const manifest = JSON.parse(pack.get('manifest.json')?.toString() ?? '');
    const version = (await texturaData()).versao.split('.').map(Number).concat(0).slice(0, 3);
    assert.equal(manifest.format_version, 2);
    assert.deepEqual([manifest.header.version, manifest.modules[0].version, manifest.modules[0].type], [version, version, 'resources']);
    assert.notEqual(manifest.header.uuid, manifest.modules[0].uuid);
    assert.ok(pack.has('pack_icon.png'));
    const textures = Object.values(JSON.parse(pack.get('textures/item_texture.json')?.toString() ?? '').texture_data as Record<string, { textures: string }>);
    assert.equal(textures.length, 7);
    for (const { textures: texture } of textures) assert.ok(pack.has(`${texture}.png`), texture);
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
    // The body: the head's description is the page's first line.
    const html = (await readRoute(outDir, '/votar/')).split('<body')[1]!;
    assert.ok(html.indexOf('<h1>Votar</h1>') < html.indexOf('class="vote-sites"'));
    assert.ok(html.indexOf('class="vote-sites"') < html.indexOf('Texto da página.'));
  });

  test('an unknown layout stops the build and lists the valid ones', async () => {
    const dir = await contentWith('layout-errado', '---\ntitle: Votar\nlayout: votacao\n---\n\nTexto.\n');
    await assert.rejects(
      buildSite({ config: siteConfig, contentDir: dir, outDir: path.join(await root, 'out-errado') }),
      /pages\/votar\.md:3: unknown layout "votacao"\. Valid layouts: "page", "home", "search", "gradiente", "meuip", "vote", "equipe"/,
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
