import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchContextSettings, SearchSettings } from '../model/search-settings.ts';
import { contextIndex, contextOf, prefetchSearchLanguage } from '../client/search-data.ts';
import { readSiteSettings } from '../client/site-settings.ts';
import type { SearchResult } from '../search/execute.ts';
import { resultHref } from '../search/run-query.ts';
import type { ShardedIndex } from '../search/sharded-index.ts';
import { Excerpt } from './Excerpt.tsx';
import { queryHintText, type QueryHint } from '../search/query-hint.ts';
import { SearchFooter } from './parts/SearchFooter.tsx';
import { useText } from './parts/text-context.ts';

const SUGGESTIONS = 8;

interface Props {
  /** The results page, with base URL: where the form goes without JavaScript. */
  action: string;
  /** What the box searches: the page's wiki, or (outside every wiki context) the whole site. */
  scope?: 'wiki' | 'site';
}

interface ContextIndex {
  context: SearchContextSettings;
  index: ShardedIndex;
}

type IndexState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; indexes: ContextIndex[] };
type ContextResult = SearchResult & { context: SearchContextSettings };
/** The answer to one query: shown until the answer to a newer one comes, so the list does not flicker while its files arrive. */
type Outcome = { query: string; results: ContextResult[]; hint?: QueryHint };

/**
 * The navbar's search box. It hydrates on the first hover or focus, which also fetches the entry
 * file of the page's context index; each query then fetches the few files its words need.
 * Whatever was typed meanwhile is read from the input, so no keystroke is lost. Up to 8
 * suggestions, each with its page, section and an excerpt around the match.
 */
export default function SearchBar({ action, scope = 'wiki' }: Props) {
  const text = useText();
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [settings, setSettings] = useState<SearchSettings>();
  const [context, setContext] = useState<SearchContextSettings>();
  const [state, setState] = useState<IndexState>({ status: 'idle' });
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [outcome, setOutcome] = useState<Outcome>();

  /** The page's context; outside every wiki context, every context, the page's own first. */
  const load = (search: SearchSettings, current: SearchContextSettings) => {
    const searched = current.path === '' ? [current, ...search.contexts.filter((other) => other !== current)] : [current];
    setState({ status: 'loading' });
    prefetchSearchLanguage(search);
    Promise.allSettled(
      searched.map(async (context) => {
        const index = contextIndex(context);
        await index.ready();
        return { context, index };
      }),
    ).then((settled) => {
      // A context whose index cannot be read (empty, broken, not deployed) leaves the others searchable.
      const indexes = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
      setState(indexes.length > 0 ? { status: 'ready', indexes } : { status: 'failed' });
    });
  };

  useEffect(() => {
    const search = readSiteSettings(document)?.search;
    if (!search) return;
    const current = contextOf(search, location.pathname);
    setSettings(search);
    setContext(current);
    setQuery(input.current?.value ?? '');
    setOpen(document.activeElement === input.current);
    load(search, current);
  }, []);

  useEffect(() => {
    if (state.status !== 'ready' || !query.trim()) return;
    let current = true;
    queryContexts(state.indexes, query).then(
      (answer) => current && setOutcome({ query, ...answer }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [state, query]);

  const answered = outcome?.query === query;
  const results = query.trim() ? (outcome?.results ?? []) : [];
  const go = (result: ContextResult) => location.assign(resultHref(result, query));

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
    <form className="navbar-search" role="search" aria-label={text.t('site.search.formAriaLabel')} action={action} method="get" onSubmit={() => setOpen(false)}>
      <input
        ref={input}
        type="search"
        name="q"
        placeholder={text.t(scope === 'site' ? 'site.search.sitePlaceholder' : 'theme.SearchModal.placeholder')}
        aria-label={text.t('theme.SearchBar.label')}
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
          if (state.status === 'failed' && context && settings) load(settings, context);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.form?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
        onKeyDown={onKeyDown}
      />
      {state.status === 'loading' || (state.status === 'ready' && query.trim() && !answered) ? <span className="search-spinner" role="status" aria-label={text.t('site.search.loading')} /> : null}
      {showPanel ? (
        <div className="search-panel">
          {state.status === 'failed' ? <p className="search-message">{text.t('site.search.failed')}</p> : null}
          {answered && outcome.hint ? <p className="search-message">{queryHintText(outcome.hint, text)}</p> : null}
          {answered && !outcome.hint && results.length === 0 ? <p className="search-message">{text.t('theme.SearchPage.noResultsText')}</p> : null}
          <ul id={listId} role="listbox" aria-label={text.t('site.search.suggestionsAriaLabel')}>
            {results.map((result, position) => (
              <li key={`${result.u}#${result.h}:${result.type}`} id={`${listId}-${position}`} role="option" aria-selected={position === active}>
                <a href={resultHref(result, query)} tabIndex={-1} onMouseDown={(event) => event.preventDefault()}>
                  <span className="search-hit-title">{result.t}</span>
                  {result.s !== result.t ? <span className="search-hit-section">{result.s}</span> : null}
                  <Excerpt context={result.context} result={result} />
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

/** The first suggestions: the page's own context's results first, then the others' by score. */
async function queryContexts(indexes: readonly ContextIndex[], query: string): Promise<{ results: ContextResult[]; hint?: QueryHint }> {
  const [first, ...others] = await Promise.all(indexes.map(async ({ context, index }) => ({ context, ...(await index.run(query, SUGGESTIONS)) })));
  if (!first) return { results: [] };
  if (first.hint) return { results: [], hint: first.hint };
  const rest = others.flatMap(({ context, results }) => results.map((result) => ({ ...result, context })));
  rest.sort((a, b) => b.score - a.score);
  return { results: [...first.results.map((result) => ({ ...result, context: first.context })), ...rest].slice(0, SUGGESTIONS) };
}
