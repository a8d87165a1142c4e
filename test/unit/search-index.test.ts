import assert from 'node:assert/strict';
import elasticlunr from 'elasticlunr';
import { describe, test } from 'node:test';
import { buildIndex } from '../../src/search/build-index.ts';
import { INDEX_FORMAT_VERSION, loadIndex, type SerialisedIndex } from '../../src/search/index-format.ts';
import { splitSections } from '../../src/search/split-sections.ts';
import { HIT_TYPES, type HitType, type SearchDocument } from '../../src/search/types.ts';
import { PT } from '../helpers/portuguese-search.ts';
import { throughJson } from '../helpers/index-json.ts';

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

  test("the front matter's description is searched as the top of the page, before its text", () => {
    const documents = splitSections('<p>Texto do topo.</p>', { ...PAGE, description: '  Como pegar o kit diário. ' });
    assert.deepEqual(
      documents.map((document) => [document.type, document.h, document.text]),
      [
        ['title', '', 'Kits'],
        ['content', '', 'Como pegar o kit diário.'],
        ['content', '', 'Texto do topo.'],
      ],
    );
    assert.equal(splitSections('', { ...PAGE, description: ' ' }).length, 1, 'a blank description is no document');
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

  test("a code block's copy button is no text of the page: results would show its label after every block", () => {
    const html = '<p>Rode o comando:</p><div class="code-block"><pre><code>/spawn</code></pre><button type="button" class="copy-button" aria-label="Copiar código" hidden>Copiar</button></div><p>E pronto.</p>';
    assert.equal(splitSections(html, PAGE).find((document) => document.type === 'content')?.text, 'Rode o comando: /spawn E pronto.');
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
    const { index, texts } = buildIndex(documents, PT);
    assert.deepEqual(throughJson(index), {
      v: INDEX_FORMAT_VERSION,
      l: 'pt',
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
      Array.from({ length: texts.count }, (_, document) => [texts.lengthOf(document), texts.textOf(document)]),
      documents.map((document) => [document.text.length, document.text]),
    );
  });

  test('a loaded index survives JSON and gives back every hit, length and posting', () => {
    const index = loadIndex(throughJson(buildIndex(documents, PT).index), PT);
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

  test('thousands of sections, of every type, get the postings and lengths elasticlunr gives them', () => {
    const words = ['creeper', 'creepers', 'bloco', 'blocos', 'missão', 'missões', 'baú', 'encantamento', 'ilha', 'de', 'a'];
    const many: SearchDocument[] = Array.from({ length: 3001 }, (_, id) => {
      const type = HIT_TYPES[id % HIT_TYPES.length]!;
      const text = Array.from({ length: 1 + (id % 7) }, (_, at) => words[(id * (at + 3)) % words.length]).join(' ') + ` ${id}`;
      return { t: `Página ${Math.floor(id / 5)}`, u: `/p/${Math.floor(id / 5)}/`, b: [], h: '', s: '', type, text };
    });
    const index = loadIndex(throughJson(buildIndex(many, PT).index), PT);
    const reference = elasticlunrIndex(many);
    assert.deepEqual(
      [...index.documents.termCount],
      many.map((document, id) => reference.documentStore.getFieldLength(id, document.type)),
    );
    assert.deepEqual(index.terms, elasticlunrTerms(reference));
    for (const [position, term] of index.terms.entries()) {
      const postings = index.postings[position]!;
      const referenceDocuments = HIT_TYPES.flatMap((field) => Object.entries(reference.index[field]!.getDocs(term)).map(([ref, { tf }]) => [Number(ref), Math.round(tf! ** 2)]));
      referenceDocuments.sort(([a], [b]) => a! - b!);
      assert.deepEqual(
        [...postings.documents].map((document, at) => [document, postings.counts[at]]),
        referenceDocuments,
        term,
      );
      assert.deepEqual(
        postings.frequency,
        HIT_TYPES.map((field) => reference.index[field]!.getDocFreq(term)),
        term,
      );
    }
  });

  test('an index of another format version is refused', () => {
    const index = { ...buildIndex(documents, PT).index, v: 2 } as unknown as SerialisedIndex;
    assert.throws(() => loadIndex(index, PT), /search index format 2 is not supported; this code reads format 1/);
  });

  test('an index whose documents name a missing page is refused', () => {
    const index: SerialisedIndex = { v: INDEX_FORMAT_VERSION, l: 'pt', p: [], d: [[0, 0, '', 'x', 1]], w: [], x: [] };
    assert.throws(() => loadIndex(index, PT), /document 0 names page 0 and type 0, which do not exist/);
  });
});

type IndexedFields = { id: number } & Partial<Record<HitType, string>>;

/** The documents indexed by elasticlunr's own `addDoc`, each under its type's field, with our analysed terms. */
function elasticlunrIndex(documents: readonly SearchDocument[]): elasticlunr.Index<IndexedFields> {
  const index = new elasticlunr.Index<IndexedFields>();
  index.setRef('id');
  for (const field of HIT_TYPES) index.addField(field);
  index.saveDocument(false);
  index.pipeline.reset(); // the terms come analysed: elasticlunr's tokenizer only splits them at the spaces
  for (const [id, document] of documents.entries()) index.addDoc({ id, [document.type]: PT.analyse(document.text).join(' ') });
  return index;
}

/** Every term of an elasticlunr index: the terms under each first letter of its fields' trees. */
function elasticlunrTerms(index: elasticlunr.Index<IndexedFields>): string[] {
  const terms = HIT_TYPES.flatMap((field) => {
    const tree = index.index[field]!;
    const letters = Object.keys(tree.toJSON().root).filter((key) => key !== 'docs' && key !== 'df');
    return letters.flatMap((letter) => tree.expandToken(letter));
  });
  return [...new Set(terms)].sort();
}
