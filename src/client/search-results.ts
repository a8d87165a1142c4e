/**
 * `/search/?q=…&ctx=…&version=…`: every result of the query in the chosen context, or, without
 * `ctx`, in every context, best first. Plain DOM code on the form the server rendered, so the
 * results show as soon as the files its words need arrive, without React. The query and the context stay in the
 * address, so a results page can be shared or reached directly.
 */
import { SEARCH_EVERYWHERE as EVERYWHERE, type SearchContextSettings, type SearchSettings } from '../model/search-settings.ts';
import { uiText } from '../model/ui-text.ts';
import type { SearchResult } from '../search/execute.ts';
import { makeExcerpt } from '../search/excerpt.ts';
import { resultHref } from '../search/run-query.ts';
import { contextByPath, contextIndex } from './search-data.ts';

/** A result with the context it was found in: its excerpt comes from that context's texts. */
type ContextResult = SearchResult & { context: SearchContextSettings };
type Outcome = { results: ContextResult[]; hint?: string };

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

  /** Each search gets a number: the answer to an older one is dropped. */
  let latest = 0;
  const search = () => {
    const query = input.value;
    const asked = ++latest;
    if (query.trim() === '') {
      output.replaceChildren(message(doc, uiText.searchTypeSomething));
      return;
    }
    const chosen = select.value === EVERYWHERE ? settings.contexts : [contextByPath(settings, select.value)];
    searchWithExcerpts(chosen, query).then(
      (outcome) => asked === latest && output.replaceChildren(...resultNodes(doc, query, outcome)),
      () => asked === latest && output.replaceChildren(message(doc, uiText.searchFailed)),
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
    search();
  });
  select.addEventListener('change', () => {
    remember();
    search();
  });
  form.addEventListener('submit', (event) => event.preventDefault());
  search();
}

/** Every result of `query` in the contexts, with the texts of the first ones: their excerpts then show with the list instead of pushing it down. */
async function searchWithExcerpts(contexts: readonly SearchContextSettings[], query: string): Promise<Outcome> {
  const outcome = await queryAll(contexts, query);
  await Promise.all(outcome.results.slice(0, FIRST_EXCERPTS).map((result) => contextIndex(result.context).text(result).catch(() => '')));
  return outcome;
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

/** What the live region shows for `query`: a syntax hint, or the title and the results. */
function resultNodes(doc: Document, query: string, outcome: Outcome): Node[] {
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
  contextIndex(result.context).text(result).then(
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

/** The query over each context, merged best first; a syntax hint is the same for all of them. */
async function queryAll(contexts: readonly SearchContextSettings[], query: string): Promise<Outcome> {
  const outcomes = await Promise.all(contexts.map(async (context) => ({ context, ...(await contextIndex(context).run(query)) })));
  const hint = outcomes.find((outcome) => outcome.hint)?.hint;
  if (hint) return { results: [], hint };
  return { results: outcomes.flatMap(({ context, results }) => results.map((result) => ({ ...result, context }))).sort((a, b) => b.score - a.score) };
}
