/**
 * The index cut into shards (write-shards.ts) and read back as the browser reads it
 * (sharded-index.ts) answers as the whole index does, fetching only what a query's words need.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildIndex } from '../../src/search/build-index.ts';
import { loadIndex, type BuiltIndex } from '../../src/search/index-format.ts';
import { runQuery } from '../../src/search/run-query.ts';
import { PAGES_PER_FILE, SHARDED_FORMAT_VERSION } from '../../src/search/shard-format.ts';
import { fuzzyMatches } from '../../src/search/vocabulary.ts';
import { suggestQuery } from '../../src/search/suggest.ts';
import { ShardedIndex } from '../../src/search/sharded-index.ts';
import { inStretch, lookedIn, wantedRanges } from '../../src/search/wanted-terms.ts';
import { parseQuery } from '../../src/search/query-parser.ts';
import type { SearchDocument } from '../../src/search/types.ts';
import { HIT_TYPES } from '../../src/search/types.ts';
import { INLINE_POSTINGS, MAX_POSTINGS } from '../../src/search/write-shards.ts';
import { shardedInMemory } from '../helpers/sharded-files.ts';
import { PT } from '../helpers/portuguese-search.ts';
import { throughJson } from '../helpers/index-json.ts';

const WORDS = (
  'abelha acácia alquimia amarelo âncora arco areia armadura bacalhau bambu baú bigorna bloco bússola cacto caixa calabouço ' +
  'caldeirão cama caminho canal carvão castelo cavalo cenoura clã cobre colheita comando concha corda corrida cristal diamante ' +
  'dragão elytra encantamento enderman escada espada esmeralda estrela evento fábrica farinha fazenda ferro flecha fogueira ' +
  'fornalha funil gasolina golem grama hidrogênio ilha jabuti jacarandá jogador kit lã lanterna leilão livro loja machado ' +
  'maçã mapa mesa minério missão moeda montaria mundo netherita ouro ovelha pá painel pão pedra picareta pirata poção portal ' +
  'proteção quartzo rede redstone regra sela semente servidor sino slime tesoura tijolo torneio tridente trigo urânio vidro vip warp'
).split(' ');

/** A seeded generator, so the corpus is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Pages of random words, a few sections each, with trails naming their folder. */
function corpus(pages: number, seed = 7): SearchDocument[] {
  const next = random(seed);
  const pick = () => WORDS[Math.floor(next() * next() * WORDS.length)]!;
  const sentence = (length: number) => Array.from({ length }, pick).join(' ');
  const documents: SearchDocument[] = [];
  for (let number = 0; number < pages; number++) {
    const folder = WORDS[number % 12]!;
    const title = `${sentence(2)} ${number}`;
    const hit = { t: title, u: `/wiki/${folder}/pagina-${number}/`, b: ['Survival', folder] };
    documents.push({ ...hit, h: '', s: title, type: 'title', text: title });
    if (number % 3 === 0) documents.push({ ...hit, h: '', s: title, type: 'keywords', text: sentence(3) });
    documents.push({ ...hit, h: '', s: title, type: 'content', text: sentence(30 + Math.floor(next() * 200)) });
    for (let section = 0; section < 1 + (number % 4); section++) {
      const heading = sentence(2);
      documents.push({ ...hit, h: `secao-${section}`, s: heading, type: 'heading', text: heading });
      documents.push({ ...hit, h: `secao-${section}`, s: heading, type: 'content', text: sentence(20 + Math.floor(next() * 300)) });
    }
  }
  return documents;
}

/** Words of a pseudo-random text, the same on every run: thousands of them, each in a few documents. */
const SYLLABLES = ['ba', 'ce', 'di', 'fo', 'gu', 'la', 'me', 'ni', 'po', 'ru', 'sa', 'te', 'vi', 'xo', 'zu', 'ção', 'lhe', 'nhá', 'tra', 'pin'];
const RARE_WORDS = (() => {
  let state = 3;
  // 32-bit xorshift: the generator above loses its low bits past 2^53 and soon repeats.
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
  const found = new Set<string>();
  while (found.size < 3000) found.add(Array.from({ length: 2 + Math.floor(next() * 3) }, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join(''));
  return [...found];
})();

function rareWordCorpus(): SearchDocument[] {
  const next = random(5);
  const pick = () => RARE_WORDS[Math.floor(next() * RARE_WORDS.length)]!;
  const documents: SearchDocument[] = [];
  for (let number = 0; number < 600; number++) {
    const title = `${pick()} ${pick()}`;
    const hit = { t: title, u: `/wiki/raras/pagina-${number}/`, b: ['Raras'] };
    documents.push({ ...hit, h: '', s: title, type: 'title', text: title });
    documents.push({ ...hit, h: '', s: title, type: 'content', text: Array.from({ length: 25 }, pick).join(' ') });
  }
  return documents;
}

const whole = (built: BuiltIndex) => loadIndex(throughJson(built.index), PT);
const described = (results: readonly { u: string; h: string; s: string; t: string; type: string; score: number }[]) =>
  results.map(({ u, h, s, t, type, score }) => `${u}#${h} ${type} "${t}" / "${s}" ${score.toFixed(9)}`);

describe('sharded search index', () => {
  const built = buildIndex(corpus(70), PT);
  const reference = whole(built);
  const largestPostings = Math.max(...reference.postings.map((postings) => postings.documents.length));

  test('answers every kind of query as the whole index does, unless a prefix or a typo reaches a common term or one outside its shards', async () => {
    const { index, manifest } = shardedInMemory(built);
    assert.ok(manifest.s.length >= 3, `the corpus makes several shards (${manifest.s.length})`);
    assert.ok(largestPostings <= MAX_POSTINGS, `no word is cut (${largestPostings} documents at most)`);
    const queries = [
      ...WORDS,
      ...WORDS.map((word, position) => `${word} ${WORDS[(position * 7) % WORDS.length]}`),
      ...WORDS.map((word) => word.slice(0, Math.max(2, word.length - 3))),
      // A typo past the first letters: two letters swapped, one dropped.
      ...WORDS.filter((word) => word.length >= 6).map((word) => `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)}`),
      ...WORDS.filter((word) => word.length >= 6).map((word) => `${word.slice(0, 4)}${word.slice(5)}`),
      'title:espada', '+vip -loja', 'enca*', 'drag~1', 'ouro^3 ferro', 'pagina 12',
    ];
    const differing: string[] = [];
    let exact = 0;
    for (const query of queries) {
      const { terms, ranges, typos } = wantedRanges(parseQuery(query, HIT_TYPES), PT);
      const all = runQuery(reference, query).results;
      // A term the query names gets all its postings; one reached by a prefix or a typo, its best INLINE_POSTINGS.
      const named = new Set(parseQuery(query, HIT_TYPES).flatMap((clause) => (clause.usePipeline ? clause.term.split(/[^\p{L}\p{N}]+/u).map((word) => PT.analyseWord(word)) : [])));
      const whole = (term: string) => named.has(term) || reference.postings[reference.terms.indexOf(term)]!.documents.length <= INLINE_POSTINGS;
      const wanted = (term: string) => terms.includes(term) || ranges.some(([from, to]) => from <= term && term <= to) || typos.some((typo) => lookedIn(typo, reference.terms.includes(typo.term)).some((stretch) => inStretch(stretch, term)) && fuzzyMatches([term], typo.term, typo.distance).length > 0);
      const reachable = all.every((result) => result.terms.every((term) => whole(term) && wanted(term)));
      const sharded = (await index.run(query)).results;
      if (reachable) {
        exact += 1;
        for (const limit of [8, undefined]) {
          if (JSON.stringify(described((await index.run(query, limit)).results)) !== JSON.stringify(described(runQuery(reference, query, limit).results))) differing.push(`"${query}" (limit ${limit ?? 'none'})`);
        }
      } else {
        // Fewer expansions: never a page the whole index does not give.
        const wholePages = new Set(all.map((result) => result.u));
        if (!sharded.every((result) => wholePages.has(result.u))) differing.push(`"${query}" (a page the whole index does not give)`);
      }
    }
    assert.deepEqual(differing, []);
    // The corpus's 105 words are each in many of its documents, so prefixes and typos often reach a common term.
    assert.ok(exact / queries.length > 0.4, `${exact} of ${queries.length} queries reach only whole terms of their shards`);
    assert.ok(runQuery(reference, 'armadura', 8).results.length === 8, 'the queries find something');
  });

  test('a query fetches the entry file, the shards of its words and the page files of its results, nothing else', async () => {
    const { index, fetched, manifest } = shardedInMemory(built);
    const { results } = await index.run('bigorna', 8);
    const shards = fetched.filter((url) => /\/s\d+\.json$/.test(url));
    assert.equal(fetched[0], '/search/c.json');
    assert.ok(shards.length >= 1 && shards.length < manifest.s.length, `shards fetched: ${shards.join(', ')}`);
    const pageFiles = new Set(results.map((result) => `/search/c/p${Math.floor(Number(/pagina-(\d+)/.exec(result.u)![1]) / PAGES_PER_FILE)}.json`));
    assert.deepEqual(new Set(fetched.filter((url) => /\/p\d+\.json$/.test(url))), pageFiles);
    const before = fetched.length;
    await index.run('bigorna', 8);
    assert.equal(fetched.length, before, 'the same query again fetches nothing');
  });

  test('a result\'s text comes from a small text file, and is the text it was indexed with', async () => {
    const { index, fetched } = shardedInMemory(built);
    const { results } = await index.run('castelo', 8);
    for (const result of results) assert.equal(await index.text(result), built.texts.textOf(result.document));
    const textFiles = fetched.filter((url) => /\/x\d+\.json$/.test(url));
    assert.ok(textFiles.length >= 1 && textFiles.length <= results.length, textFiles.join(', '));
  });

  test(`a word found in more than ${MAX_POSTINGS} documents keeps its best ones: alone, it ranks them as the whole index does`, async () => {
    const common = buildIndex(corpus(400, 11), PT);
    const counts = whole(common).postings.map((postings) => postings.documents.length);
    const position = counts.indexOf(Math.max(...counts));
    const word = WORDS.find((each) => runQuery(whole(common), each).results.length > 0 && whole(common).terms[position] === runQuery(whole(common), each).results[0]!.terms[0]);
    assert.ok(counts[position]! > MAX_POSTINGS, `the largest posting list has ${counts[position]} documents`);
    assert.ok(word, 'a word of the corpus reaches the most common term');
    const { index } = shardedInMemory(common);
    assert.deepEqual(described((await index.run(word, 8)).results), described(runQuery(whole(common), word, 8).results));
  });

  test('a word with a posting file finds every section that holds it, not only those its shard knew', async () => {
    const documents: SearchDocument[] = [];
    for (let number = 0; number < 60; number++) {
      const hit = { t: `Página ${number}`, u: `/wiki/p${number}/`, b: [] };
      documents.push({ ...hit, h: '', s: hit.t, type: 'title', text: hit.t });
      documents.push({ ...hit, h: `parte-${number}`, s: `Parte ${number}`, type: 'content', text: `vip palavra${number}` });
    }
    const alone = buildIndex(documents, PT);
    const { index } = shardedInMemory(alone);
    const expected = runQuery(whole(alone), 'vip').results;
    assert.equal(expected.length, 60);
    assert.deepEqual(described((await index.run('vip')).results), described(expected));
  });

  test('a shard fetched for a word holds its stem, its continuations and its swapped forms', () => {
    const { terms, ranges } = wantedRanges(parseQuery('encantamnetos', HIT_TYPES), PT);
    const holds = (term: string) => terms.includes(term) || ranges.some(([from, to]) => from <= term && term <= to);
    assert.ok(holds('encantamnet'), `its stem: ${JSON.stringify(ranges)}`);
    assert.ok(holds('encantamnetosa'), 'what it may grow into');
    assert.ok(holds('encantamn'), 'a stem it runs past');
    assert.ok(holds('encant'), 'its stem with "mn" swapped back');
  });

  test('a typo at the start, in the middle or at the end of a word finds the pages the whole index finds', async () => {
    const rare = buildIndex(rareWordCorpus(), PT);
    const reference = whole(rare);
    const { index, manifest, fetched } = shardedInMemory(rare);
    assert.ok(manifest.s.length > 40 && (manifest.e?.length ?? 0) > 3 && (manifest.m?.length ?? 0) > 3, `shards ${manifest.s.length}, ending files ${manifest.e?.length}, middle files ${manifest.m?.length}`);
    const differing: string[] = [];
    const compared = { start: 0, middle: 0, end: 0 };
    const typed = RARE_WORDS.filter((word) => word.length >= 5 && (PT.analyseWord(word)?.length ?? 0) >= 4).slice(0, 120);
    for (const word of typed) {
      const middle = Math.floor(word.length / 2);
      const typos = {
        start: [word.slice(1), `${word[0]}${word[1] === 'x' ? 'z' : 'x'}${word.slice(2)}`],
        middle: [`${word.slice(0, middle)}${word.slice(middle + 1)}`, `${word.slice(0, middle)}${word[middle] === 'k' ? 'w' : 'k'}${word.slice(middle + 1)}`],
        end: [`${word.slice(0, -2)}${word.at(-1)}`, `${word.slice(0, -2)}${word.at(-2) === 'q' ? 'y' : 'q'}${word.at(-1)}`],
      };
      for (const [where, queries] of Object.entries(typos) as [keyof typeof typos, string[]][]) {
        for (const query of queries) {
          const expected = runQuery(reference, query).results;
          // A typo that makes another word of the index looks among that word's first letters only (lookedIn).
          if (reference.terms.includes(PT.analyseWord(query)!)) continue;
          if (expected.some((result) => result.terms.some((term) => reference.postings[reference.terms.indexOf(term)]!.documents.length > INLINE_POSTINGS))) continue;
          compared[where] += 1;
          if (JSON.stringify(described((await index.run(query)).results)) !== JSON.stringify(described(expected))) differing.push(`${where}: "${query}" (${word})`);
        }
      }
    }
    assert.deepEqual(differing, []);
    for (const count of Object.values(compared)) assert.ok(count > 150, JSON.stringify(compared));
    assert.ok(runQuery(reference, `x${typed[0]!.slice(1)}`).results.length > 0, 'a typo among the first letters finds something');
    assert.ok(fetched.some((url) => /\/e\d+\.json$/.test(url)) && fetched.some((url) => /\/m\d+\.json$/.test(url)), 'through the ending and middle files');
  });

  test('a suggestion one edit from a word with a typo at its start, middle or end is the whole index\'s', async () => {
    const rare = buildIndex(rareWordCorpus(), PT);
    const reference = whole(rare);
    const { index } = shardedInMemory(rare);
    const differing: string[] = [];
    let suggested = 0;
    for (const word of RARE_WORDS.filter((each) => each.length >= 5).slice(0, 60)) {
      const middle = Math.floor(word.length / 2);
      for (const query of [`x${word.slice(1)}`, `${word.slice(0, middle)}k${word.slice(middle + 1)}`, `${word.slice(0, -1)}q`]) {
        const expected = suggestQuery(reference, query, rare.displays);
        const actual = await index.suggest(query);
        // Two edits away, the files list only the terms that keep the word's first 3 or last 3 letters (or, short, its first and last).
        const nearest = Math.min(...fuzzyMatches(reference.terms, PT.analyseWord(query)!, 2).map(({ distance }) => distance));
        if (nearest !== 1) continue;
        suggested += 1;
        if (actual !== expected) differing.push(`"${query}": ${actual} (whole index: ${expected})`);
      }
    }
    assert.deepEqual(differing, []);
    assert.ok(suggested > 60, `${suggested} suggestions one edit away`);
  });

  test('an index of another format version is refused with a message', async () => {
    const index = new ShardedIndex('/search/c.json', async () => ({ v: 1, l: 'pt', n: 0, s: [] }));
    await assert.rejects(index.run('kit'), new RegExp(`search index format 1 is not supported; this code reads format ${SHARDED_FORMAT_VERSION}$`));
  });
});
