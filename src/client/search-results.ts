/**
 * `/search/?q=…&ctx=…&version=…`: every result of the query in the chosen context, or, without
 * `ctx`, in every context, best first. Plain DOM code on the form the server rendered, so the
 * results show as soon as the index arrives, without React. The query and the context stay in the
 * address, so a results page can be shared or reached directly.
 */
import { SEARCH_EVERYWHERE as EVERYWHERE, type SearchContextSettings, type SearchSettings } from '../model/search-settings.ts';
import { uiText } from '../model/ui-text.ts';
import type { SearchResult } from '../search/execute.ts';
import { makeExcerpt } from '../search/excerpt.ts';
import type { SearchIndex } from '../search/index-format.ts';
import { resultHref, runQuery } from '../search/run-query.ts';
import { contextByPath, loadContextIndex, sectionText } from './search-data.ts';

/** A result with the context it was found in: its excerpt comes from that context's texts. */
type ContextResult = SearchResult & { context: SearchContextSettings };
type LoadedContext = { context: SearchContextSettings; index: SearchIndex };

/** Results whose excerpts are fetched before the list shows: more than a screen holds. */
const FIRST_EXCERPTS = 10;

export function setUpSearchResults(doc: Document, settings: SearchSettings): void {
  const form = doc.querySelector<HTMLFormElement>('.search-page-form');
  const input = doc.querySelector<HTMLInputElement>('#search-page-input');
  const select = doc.querySelector<HTMLSelectElement>('#search-page-context');
  const output = doc.querySelector<HTMLElement>('.search-results [aria-live]');
  if (!form || !input || !select || !output) return;
  const params = new URLSearchParams(location.search);
  const version = params.get('version');
  const contextParam = params.get('ctx');
  input.value = params.get('q') ?? '';
  select.value = contextParam !== null && [...select.options].some((option) => option.value === contextParam) ? contextParam : EVERYWHERE;

  /** The contexts of the last request: an answer for an older choice is dropped. */
  let wanted = '';
  let loaded: LoadedContext[] | undefined;
  const show = () => output.replaceChildren(...resultNodes(doc, input.value, loaded));
  const load = () => {
    if (input.value.trim() === '') {
      show();
      return;
    }
    const choice = select.value;
    if (choice === wanted && loaded) {
      show();
      return;
    }
    wanted = choice;
    loaded = undefined;
    show();
    const chosen = choice === EVERYWHERE ? settings.contexts : [contextByPath(settings, choice)];
    loadContexts(chosen, input.value).then(
      (indexes) => {
        if (wanted !== choice) return;
        loaded = indexes;
        show();
      },
      () => {
        if (wanted === choice) output.replaceChildren(message(doc, uiText.searchFailed));
        wanted = '';
      },
    );
  };
  const remember = () => {
    const next = new URLSearchParams({ q: input.value });
    if (select.value !== EVERYWHERE) next.set('ctx', select.value);
    if (version) next.set('version', version);
    history.replaceState(null, '', `${location.pathname}?${next}`);
  };
  input.addEventListener('input', () => {
    remember();
    load();
  });
  select.addEventListener('change', () => {
    remember();
    load();
  });
  form.addEventListener('submit', (event) => event.preventDefault());
  load();
}

/** The contexts' indexes, and the texts of the first results of `query`: their excerpts then show with the list instead of pushing it down. */
async function loadContexts(contexts: readonly SearchContextSettings[], query: string): Promise<LoadedContext[]> {
  const indexes = await Promise.all(contexts.map(async (context) => ({ context, index: await loadContextIndex(context) })));
  const first = queryAll(indexes, query).results.slice(0, FIRST_EXCERPTS);
  await Promise.all(first.map((result) => sectionText(result.context, result.document).catch(() => '')));
  return indexes;
}

function message(doc: Document, text: string): HTMLElement {
  const paragraph = doc.createElement('p');
  paragraph.className = 'search-message';
  paragraph.textContent = text;
  return paragraph;
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const created = doc.createElement(tag);
  if (className) created.className = className;
  if (text !== undefined) created.textContent = text;
  return created;
}

/** What the live region shows for `query`: a prompt, a syntax hint, or the title and the results once `loaded`. */
function resultNodes(doc: Document, query: string, loaded: readonly LoadedContext[] | undefined): Node[] {
  if (query.trim() === '') return [message(doc, uiText.searchTypeSomething)];
  if (!loaded) return [];
  const outcome = queryAll(loaded, query);
  if (outcome.hint) return [message(doc, outcome.hint)];
  const nodes: Node[] = [element(doc, 'h2', 'search-results-title', `${uiText.searchResultsTitle(query)} · ${uiText.searchResultCount(outcome.results.length)}`)];
  if (outcome.results.length === 0) nodes.push(message(doc, uiText.noResults));
  const list = element(doc, 'ol', 'search-results-list');
  list.append(...outcome.results.map((result) => resultItem(doc, result, query)));
  nodes.push(list);
  return nodes;
}

function resultItem(doc: Document, result: ContextResult, query: string): HTMLLIElement {
  const item = doc.createElement('li');
  const link = element(doc, 'a', '');
  link.href = resultHref(result, query);
  link.append(element(doc, 'span', 'search-hit-title', result.t));
  if (result.s !== result.t) link.append(element(doc, 'span', 'search-hit-section', result.s));
  item.append(link);
  if (result.b.length > 0) item.append(element(doc, 'span', 'search-hit-trail', result.b.join(' › ')));
  // The excerpt's text arrives after the result, from the context's small text files.
  sectionText(result.context, result.document).then(
    (text) => {
      const segments = makeExcerpt(text, result.terms);
      if (segments.length === 0) return;
      const excerpt = element(doc, 'span', 'search-hit-excerpt');
      excerpt.append(...segments.map((segment) => element(doc, segment.marked ? 'mark' : 'span', '', segment.text)));
      item.append(excerpt);
    },
    () => undefined,
  );
  return item;
}

/** The query over each index, merged best first; a syntax hint is the same for all of them. */
function queryAll(indexes: readonly LoadedContext[], query: string): { results: ContextResult[]; hint?: string } {
  const results: ContextResult[] = [];
  for (const { context, index } of indexes) {
    const outcome = runQuery(index, query);
    if (outcome.hint) return { results: [], hint: outcome.hint };
    for (const result of outcome.results) results.push({ ...result, context });
  }
  return { results: results.sort((a, b) => b.score - a.score) };
}
