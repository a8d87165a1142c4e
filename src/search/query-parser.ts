import { lexQuery, type Lexeme } from './query-lexer.ts';

export type Presence = 'optional' | 'required' | 'prohibited';

/** One term of a query and how to match it, as lunr's Query clauses. */
export interface Clause {
  fields: string[];
  term: string;
  /** False when the term has a `*`: it is matched as typed, without stemming. */
  usePipeline: boolean;
  editDistance: number;
  boost: number;
  presence: Presence;
}

/** Which rule the query broke, for the interface's hint; the message says it as lunr does. */
export type QueryParseErrorKind =
  | 'expected-field-or-term'
  | 'unknown-presence'
  | 'expected-term-or-field'
  | 'unknown-field'
  | 'expected-term'
  | 'edit-distance-not-numeric'
  | 'boost-not-numeric'
  | 'unexpected-lexeme';

export class QueryParseError extends Error {
  override name = 'QueryParseError';
  constructor(
    message: string,
    readonly kind: QueryParseErrorKind,
    /** The text the error is about: the field before a missing term, the operator, the unknown field… */
    readonly subject: string,
    /** Offsets in the query of the lexeme at fault. */
    readonly start: number,
    readonly end: number,
  ) {
    super(message);
  }
}

/**
 * Parses lunr 2.3 query syntax into clauses: `field:term`, `term~N`, `term^N`, `+term`, `-term`,
 * `*` inside a term, `\` escapes. Terms are lower-cased; the clauses are OR-ed.
 * Throws a QueryParseError, worded as lunr words it, for a query it cannot read.
 */
export function parseQuery(query: string, fields: readonly string[]): Clause[] {
  return parseLexemes(lexQuery(query), fields);
}

type Step = (parser: Parser) => Step | undefined;

/** The parser half of `parseQuery`, on lexemes; exported so tests can feed it what the lexer never makes. */
export function parseLexemes(lexemes: readonly Lexeme[], fields: readonly string[]): Clause[] {
  const parser = new Parser(lexemes, fields);
  let step: Step | undefined = startClause;
  while (step) step = step(parser);
  return parser.clauses;
}

class Parser {
  readonly clauses: Clause[] = [];
  clause: Partial<Clause> = {};
  private position = 0;

  constructor(
    private readonly lexemes: readonly Lexeme[],
    readonly fields: readonly string[],
  ) {}

  peek(): Lexeme | undefined {
    return this.lexemes[this.position];
  }

  /** Only called after `peek` found a lexeme. */
  take(): Lexeme {
    const lexeme = this.lexemes[this.position];
    if (!lexeme) throw new Error('query parser read past the last lexeme');
    this.position += 1;
    return lexeme;
  }

  finishClause(): void {
    const { fields = [...this.fields], term = '', usePipeline = true, editDistance = 0, boost = 1, presence = 'optional' } = this.clause;
    this.clauses.push({ fields, term, usePipeline, editDistance, boost, presence });
    this.clause = {};
  }
}

function startClause(parser: Parser): Step | undefined {
  const lexeme = parser.peek();
  if (!lexeme) return undefined;
  switch (lexeme.type) {
    case 'PRESENCE':
      return readPresence;
    case 'FIELD':
      return readField;
    case 'TERM':
      return readTerm;
    default: {
      const value = lexeme.str.length >= 1 ? ` with value '${lexeme.str}'` : '';
      const operator = lexeme.type === 'EDIT_DISTANCE' ? '~' : lexeme.type === 'BOOST' ? '^' : lexeme.str;
      throw fail(`expected either a field or a term, found ${lexeme.type}${value}`, 'expected-field-or-term', operator, lexeme);
    }
  }
}

function readPresence(parser: Parser): Step {
  const lexeme = parser.take();
  if (lexeme.str === '-') parser.clause.presence = 'prohibited';
  else if (lexeme.str === '+') parser.clause.presence = 'required';
  else throw fail(`unrecognised presence operator'${lexeme.str}'`, 'unknown-presence', lexeme.str, lexeme);

  const next = parser.peek();
  if (!next) throw fail('expecting term or field, found nothing', 'expected-term-or-field', lexeme.str, lexeme);
  if (next.type === 'FIELD') return readField;
  if (next.type === 'TERM') return readTerm;
  throw fail(`expecting term or field, found '${next.type}'`, 'expected-term-or-field', lexeme.str, next);
}

function readField(parser: Parser): Step {
  const lexeme = parser.take();
  if (!parser.fields.includes(lexeme.str)) {
    const possible = parser.fields.map((field) => `'${field}'`).join(', ');
    throw fail(`unrecognised field '${lexeme.str}', possible fields: ${possible}`, 'unknown-field', lexeme.str, lexeme);
  }
  parser.clause.fields = [lexeme.str];

  const next = parser.peek();
  if (!next) throw fail('expecting term, found nothing', 'expected-term', lexeme.str, lexeme);
  if (next.type === 'TERM') return readTerm;
  throw fail(`expecting term, found '${next.type}'`, 'expected-term', lexeme.str, next);
}

function readTerm(parser: Parser): Step | undefined {
  const lexeme = parser.take();
  parser.clause.term = lexeme.str.toLowerCase();
  if (lexeme.str.includes('*')) parser.clause.usePipeline = false;
  return afterTerm(parser);
}

/** `term~N` and `term^N`: the number after the operator, which lunr requires to be numeric. */
function numericModifier(field: 'editDistance' | 'boost', message: string, kind: QueryParseErrorKind) {
  return (parser: Parser): Step | undefined => {
    const lexeme = parser.take();
    const value = Number.parseInt(lexeme.str, 10);
    if (Number.isNaN(value)) throw fail(message, kind, lexeme.str, lexeme);
    parser.clause[field] = value;
    return afterTerm(parser);
  };
}

const readEditDistance = numericModifier('editDistance', 'edit distance must be numeric', 'edit-distance-not-numeric');
const readBoost = numericModifier('boost', 'boost must be numeric', 'boost-not-numeric');

/** After a term or one of its modifiers: more modifiers, or the clause ends. */
function afterTerm(parser: Parser): Step | undefined {
  const next = parser.peek();
  if (!next) {
    parser.finishClause();
    return undefined;
  }
  switch (next.type) {
    case 'EDIT_DISTANCE':
      return readEditDistance;
    case 'BOOST':
      return readBoost;
    case 'TERM':
      parser.finishClause();
      return readTerm;
    case 'FIELD':
      parser.finishClause();
      return readField;
    case 'PRESENCE':
      parser.finishClause();
      return readPresence;
    default:
      throw fail(`Unexpected lexeme type '${next.type}'`, 'unexpected-lexeme', next.str, next);
  }
}

function fail(message: string, kind: QueryParseErrorKind, subject: string, at: Lexeme): QueryParseError {
  return new QueryParseError(message, kind, subject, at.start, at.end);
}
