import { useEffect, useState } from 'react';
import type { SearchContextSettings } from '../build/search-files.ts';
import { contextByPath, loadContextIndex } from '../client/search-data.ts';
import { readSiteSettings } from '../client/site-settings.ts';
import type { SearchIndex } from '../search/index-format.ts';
import { resultHref, runQuery } from '../search/run-query.ts';
import { uiText } from '../ui-text.ts';
import { Excerpt } from './Excerpt.tsx';

interface Props {
  action: string;
  /** The contexts to choose from (path '' is the rest of the site). */
  contexts: { path: string; label: string }[];
}

/**
 * `/search/?q=…&ctx=…&version=…`: every result of the query in the chosen context. The query and
 * the context stay in the address, so a results page can be shared or reached directly.
 */
export default function SearchResults({ action, contexts }: Props) {
  const [query, setQuery] = useState('');
  const [contextPath, setContextPath] = useState('');
  const [version, setVersion] = useState<string | null>(null);
  const [context, setContext] = useState<SearchContextSettings>();
  const [index, setIndex] = useState<SearchIndex>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    setQuery(params.get('q') ?? '');
    setContextPath(params.get('ctx') ?? '');
    setVersion(params.get('version'));
  }, []);

  // The index is fetched once there is something to look for, so an empty results page stays light.
  const hasQuery = query.trim() !== '';
  useEffect(() => {
    const search = readSiteSettings(document)?.search;
    if (!search || !hasQuery) return;
    const chosen = contextByPath(search, contextPath);
    setContext(chosen);
    setIndex(undefined);
    setFailed(false);
    loadContextIndex(chosen).then(setIndex, () => setFailed(true));
  }, [contextPath, hasQuery]);

  const update = (nextQuery: string, nextContext: string) => {
    setQuery(nextQuery);
    setContextPath(nextContext);
    const params = new URLSearchParams({ q: nextQuery, ctx: nextContext });
    if (version) params.set('version', version);
    history.replaceState(null, '', `${location.pathname}?${params}`);
  };

  const outcome = index ? runQuery(index, query) : undefined;
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
        {outcome && context ? (
          <ol className="search-results-list">
            {outcome.results.map((result) => (
              <li key={`${result.u}#${result.h}:${result.type}`}>
                <a href={resultHref(result, query)}>
                  <span className="search-hit-title">{result.t}</span>
                  {result.s !== result.t ? <span className="search-hit-section">{result.s}</span> : null}
                </a>
                {result.b.length > 0 ? <span className="search-hit-trail">{result.b.join(' › ')}</span> : null}
                <Excerpt context={context} result={result} />
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </div>
  );
}
