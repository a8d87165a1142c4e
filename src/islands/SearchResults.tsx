import { useEffect, useState } from 'react';
import type { SearchContextSettings } from '../model/search-settings.ts';
import { contextByPath, loadContextIndex } from '../client/search-data.ts';
import { readSiteSettings } from '../client/site-settings.ts';
import type { SearchIndex } from '../search/index-format.ts';
import type { SearchResult } from '../search/execute.ts';
import { resultHref, runQuery } from '../search/run-query.ts';
import { uiText } from '../model/ui-text.ts';
import { Excerpt } from './Excerpt.tsx';

interface Props {
  action: string;
  /** The contexts to choose from (path '' is the rest of the site). */
  contexts: { path: string; label: string }[];
}

/** The select's value for every context at once: the page without a `ctx` parameter. */
const EVERYWHERE = '*';

/** A result with the context it was found in: its excerpt comes from that context's texts. */
type ContextResult = SearchResult & { context: SearchContextSettings };

/**
 * `/search/?q=…&ctx=…&version=…`: every result of the query in the chosen context, or, without
 * `ctx`, in every context, best first. The query and the context stay in the address, so a
 * results page can be shared or reached directly.
 */
export default function SearchResults({ action, contexts }: Props) {
  const [query, setQuery] = useState('');
  const [contextPath, setContextPath] = useState(EVERYWHERE);
  const [version, setVersion] = useState<string | null>(null);
  const [indexes, setIndexes] = useState<{ context: SearchContextSettings; index: SearchIndex }[]>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    setQuery(params.get('q') ?? '');
    setContextPath(params.get('ctx') ?? EVERYWHERE);
    setVersion(params.get('version'));
  }, []);

  // The indexes are fetched once there is something to look for, so an empty results page stays light.
  const hasQuery = query.trim() !== '';
  useEffect(() => {
    const search = readSiteSettings(document)?.search;
    if (!search || !hasQuery) return;
    const chosen = contextPath === EVERYWHERE ? search.contexts : [contextByPath(search, contextPath)];
    setIndexes(undefined);
    setFailed(false);
    Promise.all(chosen.map(async (context) => ({ context, index: await loadContextIndex(context) }))).then(setIndexes, () => setFailed(true));
  }, [contextPath, hasQuery]);

  const update = (nextQuery: string, nextContext: string) => {
    setQuery(nextQuery);
    setContextPath(nextContext);
    const params = new URLSearchParams({ q: nextQuery });
    if (nextContext !== EVERYWHERE) params.set('ctx', nextContext);
    if (version) params.set('version', version);
    history.replaceState(null, '', `${location.pathname}?${params}`);
  };

  const outcome = indexes ? queryAll(indexes, query) : undefined;
  return (
    <div className="search-results">
      <form className="search-page-form" role="search" aria-label={uiText.search} action={action} method="get" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-page-input" className="sr-only">
          {uiText.search}
        </label>
        <input id="search-page-input" type="search" name="q" value={query} placeholder={uiText.searchPlaceholder} autoComplete="off" onChange={(event) => update(event.currentTarget.value, contextPath)} />
        <label htmlFor="search-page-context" className="sr-only">
          {uiText.searchContext}
        </label>
        <select id="search-page-context" name="ctx" value={contextPath} onChange={(event) => update(query, event.currentTarget.value)}>
          <option value={EVERYWHERE}>{uiText.searchEverywhere}</option>
          {contexts.map((option) => (
            <option key={option.path} value={option.path}>
              {option.label}
            </option>
          ))}
        </select>
        <button type="submit" className="button button-primary">
          {uiText.searchButton}
        </button>
      </form>
      <div aria-live="polite">
        {failed ? <p className="search-message">{uiText.searchFailed}</p> : null}
        {query.trim() === '' ? <p className="search-message">{uiText.searchTypeSomething}</p> : null}
        {outcome?.hint ? <p className="search-message">{outcome.hint}</p> : null}
        {outcome && query.trim() && !outcome.hint ? (
          <>
            <h2 className="search-results-title">
              {uiText.searchResultsTitle(query)} · {uiText.searchResultCount(outcome.results.length)}
            </h2>
            {outcome.results.length === 0 ? <p className="search-message">{uiText.noResults}</p> : null}
          </>
        ) : null}
        {outcome ? (
          <ol className="search-results-list">
            {outcome.results.map((result) => (
              <li key={`${result.context.path}:${result.u}#${result.h}:${result.type}`}>
                <a href={resultHref(result, query)}>
                  <span className="search-hit-title">{result.t}</span>
                  {result.s !== result.t ? <span className="search-hit-section">{result.s}</span> : null}
                </a>
                {result.b.length > 0 ? <span className="search-hit-trail">{result.b.join(' › ')}</span> : null}
                <Excerpt context={result.context} result={result} />
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </div>
  );
}

/** The query over each index, merged best first; a syntax hint is the same for all of them. */
function queryAll(indexes: readonly { context: SearchContextSettings; index: SearchIndex }[], query: string): { results: ContextResult[]; hint?: string } {
  const results: ContextResult[] = [];
  for (const { context, index } of indexes) {
    const outcome = runQuery(index, query);
    if (outcome.hint) return { results: [], hint: outcome.hint };
    for (const result of outcome.results) results.push({ ...result, context });
  }
  return { results: results.sort((a, b) => b.score - a.score) };
}
