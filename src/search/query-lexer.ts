/** The pieces of a query, as lunr 2.3 names them (the names show up in parse error messages). */
export type LexemeType = 'FIELD' | 'TERM' | 'EDIT_DISTANCE' | 'BOOST' | 'PRESENCE';

export interface Lexeme {
  type: LexemeType;
  /** The text, escape backslashes removed. */
  str: string;
  start: number;
  end: number;
}

/** What separates terms: whitespace and hyphens, as in lunr's tokenizer. */
const TERM_SEPARATOR = /[\s-]/;
const DIGIT = /[0-9]/;

/**
 * Splits a query the way lunr 2.3's QueryLexer does: `field:`, terms, `~N`, `^N`, and a `+` or `-`
 * that starts a term. A backslash makes the next character part of the term (`foo\:bar`).
 */
export function lexQuery(query: string): Lexeme[] {
  const lexemes: Lexeme[] = [];
  let start = 0;
  let pos = 0;
  /** Positions of the escape backslashes inside the lexeme being read. */
  let escapes: number[] = [];

  const emit = (type: LexemeType, end: number) => {
    let str = '';
    let from = start;
    for (const escape of escapes) {
      str += query.slice(from, escape);
      from = escape + 1;
    }
    str += query.slice(from, end);
    lexemes.push({ type, str, start, end: Math.min(end, query.length) });
    escapes = [];
  };
  /** `~2`, `^10`: the operator, then a run of digits, possibly empty (the parser rejects that). */
  const readNumber = (type: LexemeType) => {
    start = pos;
    while (pos < query.length && DIGIT.test(query.charAt(pos))) pos += 1;
    emit(type, pos);
    start = pos;
  };

  while (pos < query.length) {
    const char = query.charAt(pos);
    pos += 1;
    const width = pos - start;
    if (char === '\\') {
      escapes.push(pos - 1);
      pos += 1;
    } else if (char === ':') {
      emit('FIELD', pos - 1);
      start = pos;
    } else if (char === '~' || char === '^') {
      if (width > 1) emit('TERM', pos - 1);
      readNumber(char === '~' ? 'EDIT_DISTANCE' : 'BOOST');
    } else if ((char === '+' || char === '-') && width === 1) {
      emit('PRESENCE', pos);
      start = pos;
    } else if (TERM_SEPARATOR.test(char)) {
      if (width > 1) emit('TERM', pos - 1);
      start = pos;
    }
  }
  if (pos > start) emit('TERM', pos);
  return lexemes;
}
