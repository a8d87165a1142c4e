import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchContextSettings, SearchSettings } from '../model/search-settings.ts';
import { contextIndex, contextOf, prefetchSearchLanguage } from '../client/search-data.ts';
import { readSiteSettings } from '../client/site-settings.ts';
import type { SearchResult } from '../search/execute.ts';
import { resultHref } from '../search/run-query.ts';
import type { ShardedIndex } from '../search/sharded-index.ts';
import { queryHintText, type QueryHint } from '../search/query-hint.ts';
import { activeOptionAfter, openSuggestion } from './parts/active-option.ts';
import { wayOutOf, type WayOut } from '../client/search-way-out.ts';
import { NoResults } from './parts/NoResults.tsx';
import { SearchFooter } from './parts/SearchFooter.tsx';
import { SearchSuggestions, SUGGESTIONS_ID, suggestionId, type Suggestion } from './parts/SearchSuggestions.tsx';
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
 * suggestions, each with its page, section and an excerpt around the match, in an editable
 * combobox (WAI-ARIA 1.2): the focus stays in the input, `aria-activedescendant` names the option
 * the arrows reach, and Enter opens it (without one, Enter sends the form to the results page).
 */
export default function SearchBar({ action, scope = 'wiki' }: Props) {
  const text = useText();
  const input = useRef<HTMLInputElement>(null);
  const [settings, setSettings] = useState<SearchSettings>();
  const [context, setContext] = useState<SearchContextSettings>();
  const [state, setState] = useState<IndexState>({ status: 'idle' });
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [outcome, setOutcome] = useState<Outcome>();
  /** For a query that finds nothing: a correction and the other contexts' results. */
  const [wayOut, setWayOut] = useState<{ query: string; found: WayOut }>();

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
  const nothingFound = answered && !outcome.hint && outcome.results.length === 0;

  useEffect(() => {
    if (!nothingFound || state.status !== 'ready' || !settings) return;
    let current = true;
    const searched = state.indexes.map((index) => index.context);
    wayOutOf(settings, searched, query).then((found) => current && setWayOut({ query, found }), () => undefined);
    return () => {
      current = false;
    };
  }, [nothingFound, state, settings, query]);

  const correct = (corrected: string) => {
    if (input.current) input.current.value = corrected;
    setQuery(corrected);
    setActive(-1);
  };
  const suggestions: Suggestion[] = query.trim() ? (outcome?.results ?? []).map((result) => ({ ...result, href: resultHref(result, query) })) : [];
  const showPanel = open && query.trim() !== '' && context !== undefined && settings !== undefined;
  // Expanded means the listbox is shown: a panel with only a message or the footer's links is no list.
  const expanded = showPanel && suggestions.length > 0;
  const activeOption = expanded && active < suggestions.length ? active : -1;

  useEffect(() => {
    if (activeOption >= 0) document.getElementById(suggestionId(activeOption))?.scrollIntoView({ block: 'nearest' });
  }, [activeOption]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = activeOptionAfter(event.key, activeOption, suggestions.length);
    const arrow = event.key === 'ArrowDown' || event.key === 'ArrowUp';
    if (arrow) {
      event.preventDefault();
      setOpen(true);
      // Alt+↓ opens the list without choosing an option.
      if (!event.altKey) setActive(next ?? -1);
    } else if (next !== undefined) {
      setActive(next);
    } else if (event.key === 'Enter' && suggestions[activeOption]) {
      event.preventDefault();
      openSuggestion(suggestions[activeOption].href, event);
    } else if (event.key === 'Escape' && showPanel) {
      // Only closes: a search input would also clear its text, which a second Escape still does.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

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
        aria-expanded={expanded}
        aria-controls={SUGGESTIONS_ID}
        aria-autocomplete="list"
        aria-activedescendant={activeOption >= 0 ? suggestionId(activeOption) : undefined}
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
          if (!event.currentTarget.form?.contains(event.relatedTarget as Node | null)) {
            setOpen(false);
            setActive(-1);
          }
        }}
        onKeyDown={onKeyDown}
      />
      {state.status === 'loading' || (state.status === 'ready' && query.trim() && !answered) ? <span className="search-spinner" role="status" aria-label={text.t('site.search.loading')} /> : null}
      {showPanel ? (
        <div className="search-panel">
          {state.status === 'failed' ? <p className="search-message">{text.t('site.search.failed')}</p> : null}
          {answered && outcome.hint ? <p className="search-message">{queryHintText(outcome.hint, text)}</p> : null}
          {nothingFound ? <NoResults settings={settings} query={query} wayOut={wayOut?.query === query ? wayOut.found : undefined} correct={correct} /> : null}
          {expanded ? <SearchSuggestions suggestions={suggestions} active={activeOption} /> : null}
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
