import type { Translator } from '../model/i18n/translator.ts';
import type { QueryParseError } from './query-parser.ts';

/** A query the parser rejected, with the fields it knows: what the search box says instead of results. */
export interface QueryHint {
  error: QueryParseError;
  fields: readonly string[];
}

/** A short hint, in the page's locale, for a query the parser rejected, to show under the search box. */
export function queryHintText({ error, fields }: QueryHint, text: Translator): string {
  switch (error.kind) {
    case 'expected-term':
      return text.t('site.search.hint.missingTerm', { field: error.subject });
    case 'expected-term-or-field':
      return text.t('site.search.hint.missingWord', { operator: error.subject });
    case 'expected-field-or-term':
      return text.t('site.search.hint.wordBefore', { operator: error.subject });
    case 'unknown-field': {
      const list = new Intl.ListFormat(text.lang, { type: 'disjunction' }).format(fields.map((field) => `“${field}:”`));
      return text.t('site.search.hint.unknownField', { field: error.subject, fields: list });
    }
    case 'edit-distance-not-numeric':
      return text.t('site.search.hint.editDistance');
    case 'boost-not-numeric':
      return text.t('site.search.hint.boost');
    case 'unknown-presence':
    case 'unexpected-lexeme':
      return text.t('site.search.hint.unreadable');
  }
}
