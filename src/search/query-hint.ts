import { uiText } from '../model/ui-text.ts';
import type { QueryParseError } from './query-parser.ts';

/** A short Portuguese hint for a query the parser rejected, to show under the search box. */
export function queryErrorHint(error: QueryParseError, fields: readonly string[]): string {
  switch (error.kind) {
    case 'expected-term':
      return uiText.searchHintMissingTerm(error.subject);
    case 'expected-term-or-field':
      return uiText.searchHintMissingWord(error.subject);
    case 'expected-field-or-term':
      return uiText.searchHintWordBefore(error.subject);
    case 'unknown-field': {
      const list = new Intl.ListFormat('pt-BR', { type: 'disjunction' }).format(fields.map((field) => `“${field}:”`));
      return uiText.searchHintUnknownField(error.subject, list);
    }
    case 'edit-distance-not-numeric':
      return uiText.searchHintEditDistance;
    case 'boost-not-numeric':
      return uiText.searchHintBoost;
    case 'unknown-presence':
    case 'unexpected-lexeme':
      return uiText.searchHintUnreadable;
  }
}
