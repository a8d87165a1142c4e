import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildIndex } from '../../src/search/build-index.ts';
import { INDEX_FORMAT_VERSION, loadIndex, type SerialisedIndex } from '../../src/search/index-format.ts';
import { splitSections } from '../../src/search/split-sections.ts';
import type { SearchDocument } from '../../src/search/types.ts';

const PAGE = { t: 'Kits', u: '/wiki/survival/kits/', b: ['Sobrevivência', 'Economia'] };

describe('splitSections', () => {
  test('a page yields its title, keywords, top text, and each h2/h3 heading and text', () => {
    const html = [
      '<p>Kits são itens grátis.</p>',
      '<h2 id="kit-diario">Kit diário<a class="hash-link" href="#kit-diario" aria-label="Link direto para Kit diário">#</a></h2>',
      '<p>Use <code>/kit diario</code> uma vez por dia.</p>',
      '<h3 id="vip">Para VIP<a class="hash-link" href="#vip">#</a></h3>',
      '<ul><li>Espada</li><li>Picareta</li></ul>',
      '<h4 id="detalhes">Detalhes</h4><p>Mais itens.</p>',
      '<h2 id="vazio">Sem texto</h2>',
    ].join('\n');
    const top = { ...PAGE, h: '', s: 'Kits' };
    assert.deepEqual(splitSections(html, { ...PAGE, keywords: ['kit', 'grátis'] }), [
      { ...top, type: 'title', text: 'Kits' },
      { ...top, type: 'keywords', text: 'kit, grátis' },
      { ...top, type: 'content', text: 'Kits são itens grátis.' },
      { ...PAGE, h: 'kit-diario', s: 'Kit diário', type: 'heading', text: 'Kit diário' },
      { ...PAGE, h: 'kit-diario', s: 'Kit diário', type: 'content', text: 'Use /kit diario uma vez por dia.' },
      { ...PAGE, h: 'vip', s: 'Para VIP', type: 'heading', text: 'Para VIP' },
      { ...PAGE, h: 'vip', s: 'Para VIP', type: 'content', text: 'Espada Picareta Detalhes Mais itens.' },
      { ...PAGE, h: 'vazio', s: 'Sem texto', type: 'heading', text: 'Sem texto' },
    ]);
  });

  test('a page without keywords or top text yields no documents for them', () => {
    const documents = splitSections('<h2 id="a">A</h2><p>texto</p>', PAGE);
    assert.deepEqual(
      documents.map((document) => [document.type, document.h]),
      [
        ['title', ''],
        ['heading', 'a'],
        ['content', 'a'],
      ],
    );
  });

  test('tags are stripped between words, not inside them, and entities decoded', () => {
    const html = '<p>Ca<strong>sa</strong> &amp; <em>jardim</em> &lt;nome&gt; &quot;x&quot; &#39;y&#39; &#x41;&#66;&nbsp;fim</p><table><tr><td>a</td><td>b</td></tr></table><!-- nota --><script>lixo()</script>';
    const content = splitSections(html, PAGE).find((document) => document.type === 'content');
    assert.equal(content?.text, 'Casa & jardim <nome> "x" \'y\' AB fim a b');
  });

  test('heading ids are decoded and headings without an id stay in the text', () => {
    const documents = splitSections('<h2 id="a&amp;b">A &amp; B</h2><h2>Sem id</h2><p>x</p>', PAGE);
    assert.deepEqual(documents.slice(1), [
      { ...PAGE, h: 'a&b', s: 'A & B', type: 'heading', text: 'A & B' },
      { ...PAGE, h: 'a&b', s: 'A & B', type: 'content', text: 'Sem id x' },
    ]);
  });
});

describe('buildIndex and loadIndex', () => {
  const documents: SearchDocument[] = [
    { ...PAGE, h: '', s: 'Kits', type: 'title', text: 'Kits' },
    { ...PAGE, h: 'diario', s: 'Kit diário', type: 'heading', text: 'Kit diário' },
    { ...PAGE, h: 'diario', s: 'Kit diário', type: 'content', text: 'Os kits diários dão kits e missões.' },
    { t: 'Missões', u: '/wiki/survival/missoes/', b: ['Sobrevivência'], h: '', s: 'Missões', type: 'title', text: 'Missões' },
  ];

  test('the index is compact: pages once, documents as arrays, sorted vocabulary, gap-coded postings, no text', () => {
    const { index, texts } = buildIndex(documents);
    assert.deepEqual(index, {
      v: INDEX_FORMAT_VERSION,
      p: [
        ['Kits', '/wiki/survival/kits/', ['Sobrevivência', 'Economia']],
        ['Missões', '/wiki/survival/missoes/', ['Sobrevivência']],
      ],
      d: [
        [0, 0, '', 'Kits', 1],
        [0, 2, 'diario', 'Kit diário', 2],
        [0, 3, 'diario', 'Kit diário', 5],
        [1, 0, '', 'Missões', 1],
      ],
      w: ['da', 'diari', 'kit', 'kits', 'missa'],
      // "kits" is in documents 0 and 2 (twice there): gaps 1, 2, then the count.
      x: [[3], [2, 1], [2], [1, 2, -2], [3, 1]],
    } satisfies SerialisedIndex);
    assert.deepEqual(
      texts,
      documents.map((document) => document.text),
    );
  });

  test('a loaded index survives JSON and gives back every hit, length and posting', () => {
    const index = loadIndex(JSON.parse(JSON.stringify(buildIndex(documents).index)) as SerialisedIndex);
    assert.deepEqual(index.fields, ['title', 'keywords', 'heading', 'content']);
    assert.deepEqual(
      index.documents.hits,
      documents.map(({ text: _text, ...hit }) => hit),
    );
    assert.deepEqual([...index.documents.field], [0, 2, 3, 0]);
    assert.deepEqual([...index.documents.termCount], [1, 2, 5, 1]);
    assert.deepEqual([...index.documents.page], [0, 0, 0, 1]);
    assert.deepEqual([...index.documents.section], [0, 1, 1, 2]);
    assert.equal(index.documents.sectionCount, 3);
    const kits = index.postings[index.terms.indexOf('kits')];
    assert.deepEqual([...(kits?.documents ?? [])], [0, 2]);
    assert.deepEqual([...(kits?.counts ?? [])], [1, 2]);
    assert.deepEqual(kits?.frequency, [1, 0, 0, 1]);
  });

  test('a context of thousands of sections (indexed in slices) keeps every posting in order, across slices and fields', () => {
    const many: SearchDocument[] = Array.from({ length: 7001 }, (_, id) => {
      const type = id % 3 === 0 ? 'title' : 'content';
      const text = id % 500 === 0 || id === 2999 || id === 3000 ? `creeper creeper ${id}` : `bloco ${id}`;
      return { t: `Página ${Math.floor(id / 3)}`, u: `/p/${Math.floor(id / 3)}/`, b: [], h: '', s: '', type, text };
    });
    const index = loadIndex(JSON.parse(JSON.stringify(buildIndex(many).index)) as SerialisedIndex);
    const creeper = index.postings[index.terms.indexOf('creep')];
    const expected = many.flatMap((document, id) => (document.text.startsWith('creeper') ? [id] : []));
    assert.deepEqual([...(creeper?.documents ?? [])], expected);
    assert.deepEqual([...(creeper?.counts ?? [])], expected.map(() => 2));
    assert.deepEqual([...index.documents.termCount].slice(2998, 3002), [2, 3, 3, 2]);
    const bloco = index.postings[index.terms.indexOf('bloc')];
    assert.equal(bloco?.documents.length, 7001 - expected.length);
  });

  test('an index of another format version is refused', () => {
    const index = { ...buildIndex(documents).index, v: 2 } as unknown as SerialisedIndex;
    assert.throws(() => loadIndex(index), /search index format 2 is not supported; this code reads format 1/);
  });

  test('an index whose documents name a missing page is refused', () => {
    const index: SerialisedIndex = { v: INDEX_FORMAT_VERSION, p: [], d: [[0, 0, '', 'x', 1]], w: [], x: [] };
    assert.throws(() => loadIndex(index), /document 0 names page 0 and type 0, which do not exist/);
  });
});
