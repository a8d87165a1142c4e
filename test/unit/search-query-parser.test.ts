import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { queryHintText } from '../../src/search/query-hint.ts';
import { siteTranslator } from '../../src/model/i18n/catalogues.ts';
import { lexQuery, type Lexeme } from '../../src/search/query-lexer.ts';
import { parseLexemes, parseQuery, QueryParseError, type Clause } from '../../src/search/query-parser.ts';

// The cases of lunr 2.3's test/query_lexer_test.js and test/query_parser_test.js, for our API.
const FIELDS = ['title', 'body'];
const parse = (query: string) => parseQuery(query, FIELDS);
const clause = (overrides: Partial<Clause>): Clause => ({
  fields: FIELDS,
  term: '',
  usePipeline: true,
  editDistance: 0,
  boost: 1,
  presence: 'optional',
  ...overrides,
});
const lex = (query: string) => lexQuery(query).map(({ type, str, start, end }) => [type, str, start, end]);

function assertParseError(query: string, message: string, fields: readonly string[] = FIELDS): QueryParseError {
  let caught: unknown;
  assert.throws(
    () => parseQuery(query, fields),
    (error: unknown) => {
      caught = error;
      return error instanceof QueryParseError && error.message === message;
    },
    `${JSON.stringify(query)} should fail with "${message}"`,
  );
  return caught as QueryParseError;
}

describe('lexQuery (lunr QueryLexer cases)', () => {
  test('single term', () => assert.deepEqual(lex('foo'), [['TERM', 'foo', 0, 3]]));
  test('an embedded hyphen separates terms and is no presence operator', () =>
    assert.deepEqual(lex('foo-bar'), [
      ['TERM', 'foo', 0, 3],
      ['TERM', 'bar', 4, 7],
    ]));
  test('term escape char', () => assert.deepEqual(lex('foo\\:bar'), [['TERM', 'foo:bar', 0, 8]]));
  test('multiple terms', () =>
    assert.deepEqual(lex('foo bar'), [
      ['TERM', 'foo', 0, 3],
      ['TERM', 'bar', 4, 7],
    ]));
  test('multiple terms with presence', () =>
    assert.deepEqual(
      lexQuery('+foo +bar').map((lexeme) => [lexeme.type, lexeme.str]),
      [
        ['PRESENCE', '+'],
        ['TERM', 'foo'],
        ['PRESENCE', '+'],
        ['TERM', 'bar'],
      ],
    ));
  test('multiple terms with presence and fuzz', () =>
    assert.deepEqual(
      lexQuery('+foo~1 +bar').map((lexeme) => lexeme.type),
      ['PRESENCE', 'TERM', 'EDIT_DISTANCE', 'PRESENCE', 'TERM'],
    ));
  test('separator length > 1', () =>
    assert.deepEqual(lex('foo    bar'), [
      ['TERM', 'foo', 0, 3],
      ['TERM', 'bar', 7, 10],
    ]));
  test('term with field', () =>
    assert.deepEqual(lex('title:foo'), [
      ['FIELD', 'title', 0, 5],
      ['TERM', 'foo', 6, 9],
    ]));
  test('term with field with escape char', () =>
    assert.deepEqual(lex('ti\\:tle:foo'), [
      ['FIELD', 'ti:tle', 0, 7],
      ['TERM', 'foo', 8, 11],
    ]));
  test('term with presence required', () =>
    assert.deepEqual(lex('+foo'), [
      ['PRESENCE', '+', 0, 1],
      ['TERM', 'foo', 1, 4],
    ]));
  test('term with field with presence required', () =>
    assert.deepEqual(lex('+title:foo'), [
      ['PRESENCE', '+', 0, 1],
      ['FIELD', 'title', 1, 6],
      ['TERM', 'foo', 7, 10],
    ]));
  test('term with presence prohibited', () =>
    assert.deepEqual(lex('-foo'), [
      ['PRESENCE', '-', 0, 1],
      ['TERM', 'foo', 1, 4],
    ]));
  test('term with field with presence prohibited', () =>
    assert.deepEqual(lex('-title:foo'), [
      ['PRESENCE', '-', 0, 1],
      ['FIELD', 'title', 1, 6],
      ['TERM', 'foo', 7, 10],
    ]));
  test('term with edit distance', () =>
    assert.deepEqual(lex('foo~2'), [
      ['TERM', 'foo', 0, 3],
      ['EDIT_DISTANCE', '2', 4, 5],
    ]));
  test('term with boost', () =>
    assert.deepEqual(lex('foo^10'), [
      ['TERM', 'foo', 0, 3],
      ['BOOST', '10', 4, 6],
    ]));
  test('term with field, boost and edit distance', () =>
    assert.deepEqual(lex('title:foo^10~5'), [
      ['FIELD', 'title', 0, 5],
      ['TERM', 'foo', 6, 9],
      ['BOOST', '10', 10, 12],
      ['EDIT_DISTANCE', '5', 13, 14],
    ]));
  test('a plus or minus inside a term belongs to it', () => assert.deepEqual(lex('c++ a+b'), [['TERM', 'c++', 0, 3], ['TERM', 'a+b', 4, 7]]));
  test('an operator without digits gives an empty number, which the parser rejects', () =>
    assert.deepEqual(lex('foo~a'), [
      ['TERM', 'foo', 0, 3],
      ['EDIT_DISTANCE', '', 4, 4],
      ['TERM', 'a', 4, 5],
    ]));
  test('nothing but spaces gives nothing', () => assert.deepEqual(lex('   '), []));
});

describe('parseQuery (lunr QueryParser cases)', () => {
  test('single term', () => assert.deepEqual(parse('foo'), [clause({ term: 'foo' })]));
  test('single term, uppercase', () => assert.deepEqual(parse('FOO'), [clause({ term: 'foo' })]));
  test('single term with wildcard turns the pipeline off', () => assert.deepEqual(parse('fo*'), [clause({ term: 'fo*', usePipeline: false })]));
  test('a wildcard anywhere turns the pipeline off', () => {
    assert.deepEqual(parse('*oo'), [clause({ term: '*oo', usePipeline: false })]);
    assert.deepEqual(parse('f*o'), [clause({ term: 'f*o', usePipeline: false })]);
  });
  test('multiple terms', () => assert.deepEqual(parse('foo bar'), [clause({ term: 'foo' }), clause({ term: 'bar' })]));
  test('multiple terms with presence', () =>
    assert.deepEqual(parse('+foo +bar'), [clause({ term: 'foo', presence: 'required' }), clause({ term: 'bar', presence: 'required' })]));
  test('edit distance followed by presence', () =>
    assert.deepEqual(parse('foo~10 +bar'), [clause({ term: 'foo', editDistance: 10 }), clause({ term: 'bar', presence: 'required' })]));
  test('boost followed by presence', () =>
    assert.deepEqual(parse('foo^10 +bar'), [clause({ term: 'foo', boost: 10 }), clause({ term: 'bar', presence: 'required' })]));
  test('field without a term fails', () => assert.throws(() => parse('title:'), QueryParseError));
  test('unknown field fails', () => assert.throws(() => parse('unknown:foo'), QueryParseError));
  test('term with field', () => assert.deepEqual(parse('title:foo'), [clause({ term: 'foo', fields: ['title'] })]));
  test('uppercase field with uppercase term', () =>
    assert.deepEqual(parseQuery('TITLE:FOO', ['TITLE']), [clause({ term: 'foo', fields: ['TITLE'] })]));
  test('multiple terms scoped to different fields', () =>
    assert.deepEqual(parse('title:foo body:bar'), [clause({ term: 'foo', fields: ['title'] }), clause({ term: 'bar', fields: ['body'] })]));
  test('single term with edit distance', () => assert.deepEqual(parse('foo~2'), [clause({ term: 'foo', editDistance: 2 })]));
  test('multiple terms with edit distance', () =>
    assert.deepEqual(parse('foo~2 bar~3'), [clause({ term: 'foo', editDistance: 2 }), clause({ term: 'bar', editDistance: 3 })]));
  test('single term scoped to field with edit distance', () =>
    assert.deepEqual(parse('title:foo~2'), [clause({ term: 'foo', fields: ['title'], editDistance: 2 })]));
  test('non-numeric edit distance fails', () => assert.throws(() => parse('foo~a'), QueryParseError));
  test('edit distance without a term fails', () => assert.throws(() => parse('~2'), QueryParseError));
  test('single term with boost', () => assert.deepEqual(parse('foo^2'), [clause({ term: 'foo', boost: 2 })]));
  test('non-numeric boost fails', () => assert.throws(() => parse('foo^a'), QueryParseError));
  test('boost without a term fails', () => assert.throws(() => parse('^2'), QueryParseError));
  test('multiple terms with boost', () => assert.deepEqual(parse('foo^2 bar^3'), [clause({ term: 'foo', boost: 2 }), clause({ term: 'bar', boost: 3 })]));
  test('term scoped by field with boost', () => assert.deepEqual(parse('title:foo^2'), [clause({ term: 'foo', fields: ['title'], boost: 2 })]));
  test('term with presence required', () => assert.deepEqual(parse('+foo'), [clause({ term: 'foo', presence: 'required' })]));
  test('term with presence prohibited', () => assert.deepEqual(parse('-foo'), [clause({ term: 'foo', presence: 'prohibited' })]));
  test('term scoped by field with presence required', () =>
    assert.deepEqual(parse('+title:foo'), [clause({ term: 'foo', fields: ['title'], presence: 'required' })]));
  test('term scoped by field with presence prohibited', () =>
    assert.deepEqual(parse('-title:foo'), [clause({ term: 'foo', fields: ['title'], presence: 'prohibited' })]));
  test('term with boost and edit distance', () => assert.deepEqual(parse('foo^2~3'), [clause({ term: 'foo', boost: 2, editDistance: 3 })]));
});

describe('parseQuery beyond lunr’s own cases', () => {
  test('an empty query has no clauses', () => {
    assert.deepEqual(parse(''), []);
    assert.deepEqual(parse('  '), []);
  });
  test('escapes keep operators in the term', () => {
    assert.deepEqual(parse('foo\\~2'), [clause({ term: 'foo~2' })]);
    assert.deepEqual(parse('\\+foo'), [clause({ term: '+foo' })]);
    assert.deepEqual(parse('\\-foo'), [clause({ term: '-foo' })]);
  });
  test('a command stays one term', () => assert.deepEqual(parse('/warp'), [clause({ term: '/warp' })]));
  test('accents and case', () => assert.deepEqual(parse('MISSÕES Diárias'), [clause({ term: 'missões' }), clause({ term: 'diárias' })]));
  test('presence then field, edit distance and boost on one clause', () =>
    assert.deepEqual(parse('-body:Foo~1^4 bar'), [
      clause({ term: 'foo', fields: ['body'], presence: 'prohibited', editDistance: 1, boost: 4 }),
      clause({ term: 'bar' }),
    ]));
  test('a modifier after a space still modifies the term before it', () => assert.deepEqual(parse('foo ^3'), [clause({ term: 'foo', boost: 3 })]));
  test('a field after a modifier starts a new clause', () =>
    assert.deepEqual(parse('foo^2 title:bar'), [clause({ term: 'foo', boost: 2 }), clause({ term: 'bar', fields: ['title'] })]));
  test('each clause gets its own copy of the field list', () => {
    const [first, second] = parse('a b');
    assert.notEqual(first?.fields, second?.fields);
  });
});

describe('parse errors, worded as lunr words them', () => {
  test('a field with nothing after it', () => {
    const error = assertParseError('title:', 'expecting term, found nothing');
    assert.equal(error.kind, 'expected-term');
    assert.equal(error.subject, 'title');
    assert.deepEqual([error.start, error.end], [0, 5]);
  });
  test('a field followed by something other than a term', () => {
    assertParseError('title:body:foo', "expecting term, found 'FIELD'");
    assertParseError('title:~2', "expecting term, found 'EDIT_DISTANCE'");
    assertParseError('title:^2', "expecting term, found 'BOOST'");
    assertParseError('title:+foo', "expecting term, found 'PRESENCE'");
  });
  test('a presence operator with nothing after it', () => {
    const error = assertParseError('foo +', 'expecting term or field, found nothing');
    assert.equal(error.subject, '+');
    assertParseError('-', 'expecting term or field, found nothing');
  });
  test('a presence operator followed by neither term nor field', () => {
    assertParseError('+~2', "expecting term or field, found 'EDIT_DISTANCE'");
    assertParseError('-^2', "expecting term or field, found 'BOOST'");
    assertParseError('++foo', "expecting term or field, found 'PRESENCE'");
  });
  test('an unknown field lists the possible ones', () => {
    const error = assertParseError('unknown:foo', "unrecognised field 'unknown', possible fields: 'title', 'body'");
    assert.equal(error.subject, 'unknown');
    assertParseError(':foo', "unrecognised field '', possible fields: 'title', 'body'");
    assertParseError('title:foo', "unrecognised field 'title', possible fields: 'content'", ['content']);
  });
  test('a non-numeric edit distance', () => {
    assertParseError('foo~a', 'edit distance must be numeric');
    assertParseError('foo~', 'edit distance must be numeric');
  });
  test('a non-numeric boost', () => {
    assertParseError('foo^a', 'boost must be numeric');
    assertParseError('foo^', 'boost must be numeric');
  });
  test('a clause that starts with a modifier', () => {
    assert.equal(assertParseError('~2', "expected either a field or a term, found EDIT_DISTANCE with value '2'").subject, '~');
    assert.equal(assertParseError('^', 'expected either a field or a term, found BOOST').subject, '^');
  });
  test('lexemes the lexer never makes: an unknown presence operator and an unexpected type', () => {
    const at = { start: 0, end: 1 };
    const presence: Lexeme = { type: 'PRESENCE', str: '!', ...at };
    assert.throws(() => parseLexemes([presence], FIELDS), { name: 'QueryParseError', message: "unrecognised presence operator'!'" });
    const term: Lexeme = { type: 'TERM', str: 'foo', ...at };
    const unknown = { type: 'EOS', str: '', ...at } as unknown as Lexeme;
    assert.throws(() => parseLexemes([term, unknown], FIELDS), { name: 'QueryParseError', message: "Unexpected lexeme type 'EOS'" });
  });
  test('a QueryParseError is an Error', () => {
    const error = assertParseError('title:', 'expecting term, found nothing');
    assert.ok(error instanceof Error);
    assert.equal(error.name, 'QueryParseError');
  });
});

describe('queryHintText', () => {
  const hintFor = (query: string, fields: readonly string[] = ['title', 'content']) => {
    try {
      parseQuery(query, fields);
    } catch (error) {
      if (error instanceof QueryParseError) return queryHintText({ error, fields }, siteTranslator({ name: 'pt-BR', htmlLang: 'pt-BR' }));
    }
    throw new Error(`${query} parsed`);
  };
  test('says in Portuguese what is missing or wrong', () => {
    assert.equal(hintFor('title:'), 'Falta um termo depois de “title:”.');
    assert.equal(hintFor('missoes +'), 'Falta uma palavra depois de “+”.');
    assert.equal(hintFor('~1'), 'Escreva uma palavra antes de “~”.');
    assert.equal(hintFor('titulo:kits'), 'Não há campo “titulo:”; use “title:” ou “content:”.');
    assert.equal(hintFor('kits~x'), 'Depois de “~” vem um número, como em “missoes~1”.');
    assert.equal(hintFor('kits^x'), 'Depois de “^” vem um número, como em “missoes^10”.');
  });
  test('has a general hint for what only a hand-made lexeme can cause', () => {
    const error = new QueryParseError("Unexpected lexeme type 'EOS'", 'unexpected-lexeme', '', 0, 0);
    assert.equal(queryHintText({ error, fields: [] }, siteTranslator({ name: 'pt-BR', htmlLang: 'pt-BR' })), 'Não entendi a pesquisa; tente só com palavras.');
  });
});
