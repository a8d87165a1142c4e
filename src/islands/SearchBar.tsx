import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchContextSettings, SearchSettings } from '../build/search-files.ts';
import { contextOf, loadContextIndex, restOfSite } from '../client/search-data.ts';
import { readSiteSettings } from '../client/site-settings.ts';
import type { SearchResult } from '../search/execute.ts';
import type { SearchIndex } from '../search/index-format.ts';
import { resultHref, runQuery } from '../search/run-query.ts';
import { uiText } from '../ui-text.ts';
import { Excerpt } from './Excerpt.tsx';

const SUGGESTIONS = 8;

interface Props {
  /** The results page, with base URL: where the form goes without JavaScript. */
  action: string;
}

type IndexState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; index: SearchIndex };

/**
 * The navbar's search box. It hydrates on the first hover or focus, which also starts fetching the
 * index of the page's context; whatever was typed meanwhile is read from the input, so no keystroke
 * is lost. Up to 8 suggestions, each with its page, section and an excerpt around the match.
 */
export default function SearchBar({ action }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [settings, setSettings] = useState<SearchSettings>();
  const [context, setContext] = useState<SearchContextSettings>();
  const [state, setState] = useState<IndexState>({ status: 'idle' });
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const load = (current: SearchContextSettings) => {
    setState({ status: 'loading' });
    loadContextIndex(current).then(
      (index) => setState({ status: 'ready', index }),
      () => setState({ status: 'failed' }),
    );
  };

  useEffect(() => {
    const search = readSiteSettings(document)?.search;
    if (!search) return;
    const current = contextOf(search, location.pathname);
    setSettings(search);
    setContext(current);
    setQuery(input.current?.value ?? '');
    setOpen(document.activeElement === input.current);
    load(current);
  }, []);

  const outcome = state.status === 'ready' && query.trim() ? runQuery(state.index, query, SUGGESTIONS) : undefined;
  const results = outcome?.results ?? [];
  const go = (result: SearchResult) => location.assign(resultHref(result, query));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (results.length === 0 ? -1 : (current + step + results.length) % results.length));
    } else if (event.key === 'Enter' && open && results[active]) {
      event.preventDefault();
      go(results[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const showPanel = open && query.trim() !== '' && context !== undefined && settings !== undefined;
  return (
    <form className="navbar-search" role="search" aria-label={uiText.siteSearch} action={action} method="get" onSubmit={() => setOpen(false)}>
      <input
        ref={input}
        type="search"
        name="q"
        placeholder={uiText.searchPlaceholder}
        aria-label={uiText.search}
        autoComplete="off"
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showPanel && active >= 0 ? `${listId}-${active}` : undefined}
        onInput={(event) => {
          setQuery(event.currentTarget.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          setOpen(true);
          if (state.status === 'failed' && context) load(context);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.form?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
        onKeyDown={onKeyDown}
      />
      {state.status === 'loading' ? <span className="search-spinner" role="status" aria-label={uiText.searchLoading} /> : null}
      {showPanel ? (
        <div className="search-panel">
          {state.status === 'failed' ? <p className="search-message">{uiText.searchFailed}</p> : null}
          {outcome?.hint ? <p className="search-message">{outcome.hint}</p> : null}
          {state.status === 'ready' && !outcome?.hint && results.length === 0 ? <p className="search-message">{uiText.noResults}</p> : null}
          <ul id={listId} role="listbox" aria-label={uiText.searchSuggestions}>
            {results.map((result, position) => (
              <li key={`${result.u}#${result.h}:${result.type}`} id={`${listId}-${position}`} role="option" aria-selected={position === active}>
                <a href={resultHref(result, query)} tabIndex={-1} onMouseDown={(event) => event.preventDefault()}>
                  <span className="search-hit-title">{result.t}</span>
                  {result.s !== result.t ? <span className="search-hit-section">{result.s}</span> : null}
                  <Excerpt context={context} result={result} />
                </a>
              </li>
            ))}
          </ul>
          <SearchFooter settings={settings} context={context} query={query} />
        </div>
      ) : null}
    </form>
  );
}

/** Outside every wiki context, "all results" means the whole site: the results page without `ctx`. */
function SearchFooter({ settings, context, query }: { settings: SearchSettings; context: SearchContextSettings; query: string }) {
  const link = (target: SearchContextSettings | undefined, label: string) => (
    <a href={`${settings.resultsPage}?${new URLSearchParams(target ? { q: query, ctx: target.path } : { q: query })}`} onMouseDown={(event) => event.preventDefault()}>
      {label}
    </a>
  );
  const rest = restOfSite(settings);
  return (
    <p className="search-footer">
      {context.path === '' ? (
        link(undefined, uiText.seeAllResults)
      ) : (
        <>
          {link(context, uiText.seeAllResultsIn(context.label))}
          {link(rest, uiText.seeAllResultsOutside(context.label))}
        </>
      )}
    </p>
  );
}
