import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { MessageChannel } from 'node:worker_threads';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { claimFileList, FILE_LIST, listedFolders } from '../../src/generator/file-list.ts';
import { type FolderListing, folderListing } from '../../src/generator/folder-listing.ts';
import { FolderOutput } from '../../src/generator/folder-output.ts';
import type { UpdatableOutput } from '../../src/generator/output.ts';
import { ThreadedOutput, type WriteJob, type WriteReport } from '../../src/generator/threaded-output.ts';
import { writeSiteAtomically } from '../../src/generator/write.ts';
import { writeThrough } from '../../src/generator/writer-ports.ts';

const root = await mkdtemp(path.join(tmpdir(), 'jabuti-write-'));
after(() => rm(root, { recursive: true, force: true }));

for (const threaded of [false, true]) {
  describe(threaded ? 'written by a worker thread' : 'written in the build thread', () => {
    const base = path.join(root, threaded ? 'threaded' : 'inline');
    before(() => mkdir(base));
    const writer = threaded ? new ThreadedOutput() : undefined;
    after(() => writer?.stop());
    const write = <T>(out: string, fill: Parameters<typeof writeSiteAtomically<T>>[1]) => writeSiteAtomically(out, fill, { writer });

    test('a new site replaces the old one whole, leaving no temporary folders; the old one waits as the spare', async () => {
      const out = path.join(base, 'dist');
      await write(out, async (output) => {
        output.write('index.html', 'antigo');
        output.write('velha/index.html', 'x');
      });
      await write(out, async (output) => output.write('index.html', 'novo'));
      assert.equal(await readFile(path.join(out, 'index.html'), 'utf8'), 'novo');
      assert.deepEqual(await filesOf(out), ['index.html']);
      assert.deepEqual((await readdir(base)).sort(), ['.dist.spare', 'dist']);
    });

    test('bytes handed over as moved are written, and only those leave the caller (a thread takes them rather than copying)', async () => {
      const out = path.join(base, 'moved');
      const moved = new TextEncoder().encode('página movida');
      const movedLength = moved.byteLength;
      const kept = new TextEncoder().encode('página copiada');
      await write(out, async (output) => {
        output.write('movida.html', moved, { moved: true });
        output.write('copiada.html', kept);
      });
      assert.equal(await readFile(path.join(out, 'movida.html'), 'utf8'), 'página movida');
      assert.equal(await readFile(path.join(out, 'copiada.html'), 'utf8'), 'página copiada');
      assert.equal(moved.byteLength, threaded ? 0 : movedLength, threaded ? 'moved to the worker' : 'written where they are');
      assert.equal(new TextDecoder().decode(kept), 'página copiada', 'bytes not moved stay whole');
    });

    test('the spare becomes the next build: files overwritten, leftovers gone, a file and a folder in each other\'s way give way', async () => {
      const out = path.join(base, 'reused');
      const spare = path.join(base, '.reused.spare');
      await write(out, async (output) => {
        output.write('index.html', 'primeira');
        output.write('antiga/index.html', 'x');
        output.write('antiga/imagem.png', 'x');
        output.write('virou-pasta', 'arquivo');
        output.write('virou-arquivo/index.html', 'pasta');
      });
      await write(out, async (output) => output.write('index.html', 'segunda'));
      // The first site is now the spare, and the third build writes over it.
      assert.equal(await readFile(path.join(spare, 'antiga/index.html'), 'utf8'), 'x');
      await write(out, async (output) => {
        output.write('index.html', 'terceira');
        output.write('virou-pasta/index.html', 'agora pasta');
        output.write('virou-arquivo', 'agora arquivo');
        output.write('nova/index.html', 'nova');
      });
      assert.deepEqual(await filesOf(out), ['index.html', 'nova/index.html', 'virou-arquivo', 'virou-pasta/index.html']);
      assert.equal(await readFile(path.join(out, 'index.html'), 'utf8'), 'terceira');
      assert.equal(await readFile(path.join(out, 'virou-pasta/index.html'), 'utf8'), 'agora pasta');
      assert.equal(await readFile(path.join(out, 'virou-arquivo'), 'utf8'), 'agora arquivo');
      assert.deepEqual(await filesOf(spare), ['index.html'], 'the second site is the spare now');
      assert.deepEqual((await readdir(base)).filter((name) => name.includes('reused')).sort(), ['.reused.spare', 'reused']);
    });

    test('over the spare, a file whose bytes are already there is left alone (it keeps its time); a changed one is written', async () => {
      const out = path.join(base, 'unchanged');
      const spare = path.join(base, '.unchanged.spare');
      const site = (page: string) => async (output: UpdatableOutput) => {
        output.write('igual/index.html', 'mesmo conteúdo');
        output.write('muda/index.html', page);
      };
      await write(out, site('um'));
      await write(out, site('dois'));
      const before = (await stat(path.join(spare, 'igual/index.html'))).mtimeMs;
      await new Promise((resolve) => setTimeout(resolve, 20));
      await write(out, site('três'));
      assert.equal((await stat(path.join(out, 'igual/index.html'))).mtimeMs, before, 'same bytes: not written again');
      assert.equal(await readFile(path.join(out, 'igual/index.html'), 'utf8'), 'mesmo conteúdo');
      assert.equal(await readFile(path.join(out, 'muda/index.html'), 'utf8'), 'três');
    });

    test('a file the list of the older site calls unchanged is read again when it changed since (same size, another time)', async () => {
      const out = path.join(base, 'listed');
      const spare = path.join(base, '.listed.spare');
      const site = async (output: UpdatableOutput) => output.write('pagina/index.html', 'original');
      await write(out, site);
      await write(out, site);
      assert.match(await readFile(path.join(spare, FILE_LIST), 'utf8'), /^pagina\/index\.html\t8\t[\d.]+\t[\w-]{22}\t0\npagina\/\tfolder\t[\d.]+\n$/, 'the file, then the time of its folder');
      await new Promise((resolve) => setTimeout(resolve, 20));
      await writeFile(path.join(spare, 'pagina/index.html'), 'alterado');
      await write(out, site);
      assert.equal(await readFile(path.join(out, 'pagina/index.html'), 'utf8'), 'original');
      assert.deepEqual(await filesOf(out), ['pagina/index.html']);
    });

    test('files and folders added or removed by hand in a site are found when a later build writes over it, in a folder its list gives a time for or not', async () => {
      const out = path.join(base, 'by-hand');
      const spare = path.join(base, '.by-hand.spare');
      const site = async (output: UpdatableOutput) => {
        output.write('index.html', 'início');
        output.write('wiki/survival/kits/index.html', 'kits');
        output.write('wiki/survival/loja/index.html', 'loja');
        output.write('wiki/skyblock/ilhas/index.html', 'ilhas');
      };
      await write(out, site);
      await write(out, site);
      assert.match(await readFile(path.join(out, FILE_LIST), 'utf8'), /^wiki\/survival\/kits\/\tfolder\t[\d.]+$/m, 'the list gives the time of each folder');
      await writeFile(path.join(out, 'wiki/survival/kits/extra.txt'), 'posto à mão');
      await mkdir(path.join(out, 'wiki/survival/loja/pasta'));
      await writeFile(path.join(out, 'wiki/survival/loja/pasta/nota.txt'), 'outra');
      await rm(path.join(out, 'wiki/skyblock/ilhas/index.html'));
      // The site changed by hand becomes the spare, then the next build writes over it.
      await write(out, site);
      assert.ok((await filesOf(spare)).includes('wiki/survival/kits/extra.txt'));
      await write(out, site);
      assert.deepEqual(await filesOf(out), ['index.html', 'wiki/skyblock/ilhas/index.html', 'wiki/survival/kits/index.html', 'wiki/survival/loja/index.html']);
      assert.equal(await readFile(path.join(out, 'wiki/skyblock/ilhas/index.html'), 'utf8'), 'ilhas');
    });

    test('a static folder copied over the spare leaves only the files of this build', async () => {
      const out = path.join(base, 'static-site');
      const staticDir = path.join(base, 'static-src');
      await mkdir(path.join(staticDir, 'img'), { recursive: true });
      await writeFile(path.join(staticDir, 'img/logo.svg'), '<svg/>');
      for (let build = 0; build < 3; build++) {
        await write(out, async (output) => {
          await output.copyFolder(staticDir);
          output.write(`pagina-${build}/index.html`, String(build));
        });
      }
      assert.deepEqual(await filesOf(out), ['img/logo.svg', 'pagina-2/index.html']);
    });

    test('a write that fails leaves the previous site untouched and cleans up', async () => {
      const out = path.join(base, 'dist2');
      await write(out, async (output) => output.write('index.html', 'antigo'));
      await write(out, async (output) => output.write('index.html', 'bom'));
      await assert.rejects(
        write(out, async (output) => {
          output.write('index.html', 'ruim');
          output.write('index.html/conflito.html', 'x');
        }),
        /could not write index\.html/,
      );
      assert.equal(await readFile(path.join(out, 'index.html'), 'utf8'), 'bom');
      assert.deepEqual((await readdir(base)).filter((name) => name.startsWith('dist2')), ['dist2']);
    });

    test('an error while filling the site (a page that fails to render) also leaves the previous site whole', async () => {
      const out = path.join(base, 'dist3');
      await write(out, async (output) => output.write('index.html', 'bom'));
      await assert.rejects(
        write(out, async (output) => {
          output.write('index.html', 'meio escrito');
          throw new Error('content/wiki/x.md:3: image not found');
        }),
        /image not found/,
      );
      assert.equal(await readFile(path.join(out, 'index.html'), 'utf8'), 'bom');
      assert.deepEqual((await readdir(base)).filter((name) => name.startsWith('dist3')), ['dist3']);
    });
  });
}

describe('compressed siblings', () => {
  const base = path.join(root, 'compressed');
  before(() => mkdir(base));
  // Two writer threads, as a build on two cores has: every file goes to one of them.
  const writer = new ThreadedOutput({ threads: 2 });
  after(() => writer.stop());
  const write = (out: string, fill: (output: UpdatableOutput) => Promise<void>) => writeSiteAtomically(out, fill, { writer, compress: true });
  const page = (n: number) => `<p>página ${n}</p>`.repeat(50);

  test('every text file gets .br and .gz of its bytes; other files none', async () => {
    const out = path.join(base, 'site');
    const staticDir = path.join(base, 'static');
    await mkdir(staticDir, { recursive: true });
    await writeFile(path.join(staticDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(staticDir, 'foto.png'), 'não é texto');
    await write(out, async (output) => {
      await output.copyFolder(staticDir);
      for (let n = 0; n < 20; n++) output.write(`p${n}/index.html`, page(n));
      output.write('search/a.json', '{"a":1}');
    });
    const files = await filesOf(out);
    assert.ok(files.includes('foto.png') && !files.includes('foto.png.br'));
    for (const file of ['logo.svg', 'p7/index.html', 'search/a.json']) {
      const plain = await readFile(path.join(out, file));
      assert.deepEqual(brotliDecompressSync(await readFile(path.join(out, `${file}.br`))), plain, file);
      assert.deepEqual(gunzipSync(await readFile(path.join(out, `${file}.gz`))), plain, file);
    }
    assert.equal(files.length, 1 + 22 * 3);
  });

  test('what the list says each folder holds, with the siblings of its files, is what the folder holds', async () => {
    const out = path.join(base, 'listed-folders');
    await write(out, async (output) => {
      output.write('index.html', page(0));
      output.write('foto.png', 'não é texto');
      for (let n = 0; n < 6; n++) output.write(`wiki/modo-${n % 2}/p${n}/index.html`, page(n));
      output.write('search/site.abc/x1.json', '[1]');
    });
    await claimFileList(out);
    const read = (listing: FolderListing) => new Map(listing.map(({ folder, names }) => [folder, [...names].sort()]));
    assert.deepEqual(read(folderListing(out, listedFolders(out))), read(folderListing(out)));
  });

  test('over the spare, an unchanged file keeps its siblings; a changed one, or one whose sibling is newer, gets new ones; leftovers go', async () => {
    const out = path.join(base, 'rebuilt');
    const spare = path.join(base, '.rebuilt.spare');
    const site = (changed: string) => async (output: UpdatableOutput) => {
      output.write('igual/index.html', page(1));
      output.write('muda/index.html', changed);
      output.write('estragada/index.html', page(3));
    };
    await write(out, async (output) => {
      await site(page(2))(output);
      output.write('some/index.html', page(4));
    });
    await write(out, site(page(5)));
    // A build killed after writing a sibling and before its file leaves the sibling newer than the
    // file, and the list of files it claimed before writing set aside. It wrote a new file, as the
    // writers do: the one there may be the served site's too (linked, see the next test).
    claimFileList(spare);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await rm(path.join(spare, 'estragada/index.html.br'));
    await writeFile(path.join(spare, 'estragada/index.html.br'), 'lixo');
    const kept = (await stat(path.join(spare, 'igual/index.html.br'))).mtimeMs;
    await write(out, site(page(6)));
    assert.equal((await stat(path.join(out, 'igual/index.html.br'))).mtimeMs, kept);
    assert.equal(brotliDecompressSync(await readFile(path.join(out, 'muda/index.html.br'))).toString(), page(6));
    assert.equal(brotliDecompressSync(await readFile(path.join(out, 'estragada/index.html.br'))).toString(), page(3));
    assert.deepEqual(await filesOf(out), ['estragada/index.html', 'estragada/index.html.br', 'estragada/index.html.gz', 'igual/index.html', 'igual/index.html.br', 'igual/index.html.gz', 'muda/index.html', 'muda/index.html.br', 'muda/index.html.gz']);
  });

  test('a file the replaced site holds with the same bytes is linked from it with its siblings, never written through the link later', async () => {
    const out = path.join(base, 'linked');
    const spare = path.join(base, '.linked.spare');
    const build = (folder: string, shards: string[], home: string) =>
      write(out, async (output) => {
        shards.forEach((shard, n) => output.write(`search/site.${folder}/v${n}.json`, shard));
        output.write('index.html', home);
      });
    await build('um', [page(1), page(2)], page(3));
    // No spare: the second build after a clone. The search folder has a new name, most of its files the same bytes.
    await build('dois', [page(1), page(4)], page(3));
    const [linked, first] = await Promise.all([stat(path.join(out, 'search/site.dois/v0.json.br')), stat(path.join(spare, 'search/site.um/v0.json.br'))]);
    assert.equal(linked.ino, first.ino, 'the .br is the older site\'s file, not compressed again');
    assert.equal((await stat(path.join(out, 'index.html'))).ino, (await stat(path.join(spare, 'index.html'))).ino);
    assert.equal(brotliDecompressSync(await readFile(path.join(out, 'search/site.dois/v1.json.br'))).toString(), page(4));
    // Over the spare, which shares files with the site being served: new bytes go into new files.
    await build('tres', [page(5), page(4)], page(6));
    assert.equal(await readFile(path.join(out, 'index.html'), 'utf8'), page(6));
    assert.equal(brotliDecompressSync(await readFile(path.join(out, 'search/site.tres/v0.json.br'))).toString(), page(5));
    assert.equal(await readFile(path.join(spare, 'index.html'), 'utf8'), page(3), 'the site replaced was not changed through a link');
    assert.equal(brotliDecompressSync(await readFile(path.join(spare, 'search/site.dois/v0.json.br'))).toString(), page(1));
    assert.equal(await readFile(path.join(spare, 'search/site.dois/v0.json'), 'utf8'), page(1));
  });
});

test('an output written in place (the dev server\'s) drops the list of files, which no longer says what the folder holds', async () => {
  const out = path.join(root, 'in-place');
  await writeSiteAtomically(out, async (output) => output.write('index.html', 'antes'));
  assert.equal((await readdir(path.join(out, '_deploy'))).includes('files.tsv'), true);
  new FolderOutput(out).write('index.html', 'depois');
  assert.deepEqual(await readdir(path.join(out, '_deploy')), []);
});

test('a .br made by an older build at another quality is made again: the site is the one a build from scratch writes', async () => {
  const out = path.join(root, 'older-quality');
  const html = '<p>Uma página do wiki, longa o bastante para que a qualidade mude os bytes. </p>'.repeat(40);
  const build = () => writeSiteAtomically(out, async (output) => output.write('index.html', html), { compress: true });
  await build();
  const current = await readFile(path.join(out, 'index.html.br'));
  // The site as an older generator left it: Brotli 1, and its list saying so.
  const list = path.join(out, FILE_LIST);
  await writeFile(path.join(out, 'index.html.br'), brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }));
  await utimes(path.join(out, 'index.html.br'), new Date(0), new Date(0));
  await writeFile(list, (await readFile(list, 'utf8')).replace(/\t[^\t\n]+\n/g, '\t1\n'));
  await build();
  assert.deepEqual(await readFile(path.join(out, 'index.html.br')), current);
  assert.equal(brotliDecompressSync(current).toString(), html);
});

describe('files handed to the writer threads through their ports (the search worker does)', () => {
  const base = path.join(root, 'ports');
  before(() => mkdir(base));
  const bytes = (text: string) => new TextEncoder().encode(text);

  test('each file lands beside those the main thread writes, in the same folder and list', async () => {
    const writer = new ThreadedOutput({ threads: 2 });
    after(() => writer.stop());
    const out = path.join(base, 'site');
    await writeSiteAtomically(
      out,
      async (output) => {
        output.write('index.html', 'início');
        const files = Array.from({ length: 300 }, (_, index) => ({ path: `search/site.abc/x${index}.json`, contents: bytes(`[${index}]`) }));
        await writeThrough(writer.openPorts(), files);
      },
      { writer },
    );
    const written = await filesOf(out);
    assert.equal(written.length, 301);
    assert.equal(await readFile(path.join(out, 'search/site.abc/x299.json'), 'utf8'), '[299]');
    const lines = (await readFile(path.join(out, FILE_LIST), 'utf8')).split('\n').filter(Boolean);
    assert.equal(lines.filter((line) => line.split('\t').length === 5).length, 301, 'listed for the next build');
    assert.deepEqual([...new Set(lines.filter((line) => line.split('\t')[1] === 'folder').map((line) => line.split('\t')[0]))].sort(), ['search/', 'search/site.abc/'], 'with the times of their folders');
  });

  test('files are taken from a generator only as the writer answers, never all made at once', async () => {
    const { port1, port2 } = new MessageChannel();
    const total = 1000;
    let made = 0;
    const madeWhenAnswered: number[] = [];
    let received = 0;
    port2.on('message', (jobs: WriteJob[]) => {
      received += jobs.length;
      madeWhenAnswered.push(made);
      // A slow writer: it answers each batch a moment later.
      setTimeout(() => port2.postMessage({ done: jobs.length } satisfies WriteReport), 5);
    });
    function* files() {
      for (; made < total; ) yield { path: `search/site.abc/x${made++}.json`, contents: bytes('[]') };
    }
    try {
      await writeThrough([port1], files());
    } finally {
      port2.close();
    }
    assert.equal(received, total);
    assert.ok(madeWhenAnswered[0]! < total / 4, `${madeWhenAnswered[0]} of ${total} files made before the first batch was answered`);
  });

  test('a file that cannot be written rejects the hand-over, and the build, with its path', async () => {
    const writer = new ThreadedOutput({ threads: 2 });
    after(() => writer.stop());
    const failure = /could not write search\/site\.abc\/s0\.json/;
    await assert.rejects(
      writeSiteAtomically(
        path.join(base, 'broken'),
        async (output) => {
          output.write('search', 'um arquivo onde devia haver uma pasta');
          await output.flush();
          await assert.rejects(writeThrough(writer.openPorts(), [{ path: 'search/site.abc/s0.json', contents: bytes('{}') }]), failure);
        },
        { writer },
      ),
      failure,
    );
  });

  test('a writer that failed before its port was opened still answers on it, with that failure, rather than leave the hand-over waiting for good', async () => {
    const writer = new ThreadedOutput({ threads: 2 });
    after(() => writer.stop());
    const out = path.join(base, 'failed-early');
    await assert.rejects(
      writeSiteAtomically(
        out,
        async (output) => {
          output.write('bloqueio', 'um arquivo onde devia haver uma pasta');
          await output.flush();
          // Enough files under it that both writers fail, in the batch that then opens their ports.
          for (let index = 0; index < 6; index++) output.write(`bloqueio/pagina-${index}.html`, 'texto');
          const answered = writeThrough(writer.openPorts(), ['s0', 's1', 's2', 's3'].map((name) => ({ path: `search/site.abc/${name}.json`, contents: bytes('{}') })));
          const silence = new Promise((_, reject) => setTimeout(() => reject(new Error('the writers never answered')), 5000).unref());
          await assert.rejects(Promise.race([answered, silence]), /bloqueio\/pagina-\d\.html/);
        },
        { writer },
      ),
      /could not write bloqueio\/pagina-\d\.html/,
    );
  });
});

describe('folders left by a build that was killed', () => {
  const base = path.join(root, 'killed');
  before(() => mkdir(base));
  // No process has this id (Linux allows at most 2^22): the build that made these folders is gone.
  const GONE = 2 ** 30;
  const site = async (folder: string, files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
      await writeFile(path.join(folder, file), text);
    }
  };

  test("a dead build's scratch folders are gone after the next build; the newest was its spare", async () => {
    const out = path.join(base, 'dist');
    await site(out, { 'index.html': 'antes' });
    await site(`${out}.tmp-${GONE}-100`, { 'velha/index.html': 'x' });
    await site(`${out}.tmp-${GONE}-200`, { 'quase/index.html': 'y' });
    // A build still running keeps its folder.
    await site(`${out}.tmp-${process.pid}-300`, { 'index.html': 'em andamento' });
    await writeSiteAtomically(out, async (output) => output.write('index.html', 'depois'));
    assert.deepEqual(await filesOf(out), ['index.html']);
    assert.equal(await readFile(path.join(out, 'index.html'), 'utf8'), 'depois');
    assert.deepEqual((await readdir(base)).sort(), ['.dist.spare', 'dist', `dist.tmp-${process.pid}-300`]);
  });

  test('a previous site set aside by a build killed during the swap goes back in place first', async () => {
    const out = path.join(base, 'site');
    await site(`${out}.old-${GONE}-100`, { 'index.html': 'o site de antes' });
    await site(`${out}.tmp-${GONE}-100`, { 'index.html': 'o novo, talvez incompleto' });
    await assert.rejects(
      writeSiteAtomically(out, async () => {
        throw new Error('content/wiki/x.md:3: image not found');
      }),
      /image not found/,
    );
    assert.equal(await readFile(path.join(out, 'index.html'), 'utf8'), 'o site de antes');
    assert.deepEqual((await readdir(base)).filter((name) => name.includes('site')).sort(), ['.site.spare', 'site']);
  });
});

/** The files of a site, but the list its build keeps for the next one (file-list.ts). */
async function filesOf(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
  return files.filter((file) => file !== FILE_LIST).sort();
}
