/**
 * `/search/?q=…&ctx=…&version=…`: every result of the query in the chosen context, or, without
 * `ctx`, in every context, best first. Plain DOM code on the form the server rendered, so the
 * results show as soon as the files its words need arrive, without React. The query and the context stay in the
 * address, so a results page can be shared or reached directly.
 */
import { SEARCH_EVERYWHERE as EVERYWHERE, type SearchContextSettings, type SearchSettings } from '../model/search-settings.ts';
import type { DocsVersionSetting } from './site-settings.ts';
import type { SearchResult } from '../search/execute.ts';
import { resultHref } from '../search/run-query.ts';
import { contextByPath, contextIndex, prefetchSearchLanguage } from './search-data.ts';
import type { Translator } from '../model/i18n/translator.ts';
import { queryHintText, type QueryHint } from '../search/query-hint.ts';
import { aroundCorrection, resultsPageUrl, type WayOut, wayOutOf } from './search-way-out.ts';

/** A result with the context it was found in: its excerpt comes from that context's texts. */
type ContextResult = SearchResult & { context: SearchContextSettings };
type Outcome = { results: ContextResult[]; hint?: QueryHint };

/** Results whose excerpts are fetched before the list shows: more than a screen holds. */
const FIRST_EXCERPTS = 10;
/** Results put in the list in one task; the others follow in tasks of as many. */
const RESULTS_PER_TASK = 20;
/** How near the screen a later result comes before its excerpt is fetched: a fast scroll still finds it there. */
const EXCERPT_MARGIN = '600px';

export function setUpSearchResults(doc: Document, settings: SearchSettings, text: Translator, versions: readonly DocsVersionSetting[] = []): void {
  const form = doc.querySelector<HTMLFormElement>('.search-page-form');
  const input = doc.querySelector<HTMLInputElement>('#search-page-input');
  const select = doc.querySelector<HTMLSelectElement>('#search-page-context');
  const output = doc.querySelector<HTMLElement>('.search-results [aria-live]');
  if (!form || !input || !select || !output) return;
  prefetchSearchLanguage(settings);
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
      output.replaceChildren(message(doc, text.t('site.SearchPage.typeSomething')));
      return;
    }
    const chosen = select.value === EVERYWHERE ? contextsOfVersion(settings, versions, version) : [contextByPath(settings, select.value)];
    const show = (...nodes: Node[]) => asked === latest && output.replaceChildren(...nodes);
    rankAll(chosen, query)
      .then(async (outcome) => {
        if (asked !== latest) return;
        if (outcome.hint) return show(message(doc, queryHintText(outcome.hint, text)));
        const title = element(doc, 'h2', 'search-results-title', `${text.t('theme.SearchPage.existingResultsTitle', { query })} · ${text.plural('theme.SearchPage.documentsFound.plurals', outcome.results.length)}`);
        // Nothing listed yet (the page just opened): the title shows as soon as the results are
        // ranked, and the list follows, named and with its first excerpts, in the room kept for it.
        if (!output.querySelector('.search-results-list')) show(title);
        if (outcome.results.length === 0) {
          const wayOut = await wayOutOf(settings, chosen, query);
          const contextParam = select.value === EVERYWHERE ? undefined : contextByPath(settings, select.value);
          return show(title, message(doc, text.t('theme.SearchPage.noResultsText')), ...wayOutNodes(doc, text, wayOut, (target, q) => resultsPageUrl(settings, q, target ?? contextParam), query));
        }
        const nodes = await resultNodes(doc, query, outcome.results, text);
        if (asked === latest) show(title, ...nodes);
      })
      .catch(() => show(message(doc, text.t('site.search.failed'))));
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
  // Every context's entry file (preloaded by the page), ready for the first word typed.
  for (const context of settings.contexts) contextIndex(context).ready().catch(() => undefined);
  search();
}

/** The correction and the other contexts' results, as links to their results pages. */
function wayOutNodes(doc: Document, text: Translator, wayOut: WayOut, urlOf: (context: SearchContextSettings | undefined, query: string) => string, query: string): Node[] {
  const nodes: Node[] = [];
  if (wayOut.correction) {
    const [before, after] = aroundCorrection(text);
    const link = element(doc, 'a', 'search-correction', wayOut.correction);
    link.href = urlOf(undefined, wayOut.correction);
    const paragraph = element(doc, 'p', 'search-message');
    paragraph.append(before, link, after);
    nodes.push(paragraph);
  }
  if (wayOut.elsewhere.length > 0) {
    const paragraph = element(doc, 'p', 'search-message search-elsewhere', `${text.t('site.search.elsewhere')} `);
    for (const { context, count } of wayOut.elsewhere) {
      const link = element(doc, 'a', '', text.plural('site.search.elsewhereIn.plurals', count, { context: context.label }));
      link.href = urlOf(context, query);
      paragraph.append(link);
    }
    nodes.push(paragraph);
  }
  return nodes;
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

/**
 * The list of results under the title, once the excerpts of the first ones are in: they then show
 * with the list instead of pushing it down. The others' excerpts are fetched when their result
 * nears the screen, so a common word does not fetch the texts of a hundred results nobody scrolls to.
 */
async function resultNodes(doc: Document, query: string, results: readonly ContextResult[], text: Translator): Promise<Node[]> {
  if (results.length === 0) return [message(doc, text.t('theme.SearchPage.noResultsText'))];
  const list = element(doc, 'ol', 'search-results-list');
  const excerptFor = new Map<Element, () => Promise<void>>();
  const later = new IntersectionObserver(
    (entries) => {
      for (const entry of entries.filter((seen) => seen.isIntersecting)) {
        later.unobserve(entry.target);
        void excerptFor.get(entry.target)?.();
      }
    },
    { rootMargin: EXCERPT_MARGIN },
  );
  const first: Promise<void>[] = [];
  const add = (result: ContextResult, position: number) => {
    const item = resultItem(doc, result, query);
    const addExcerpt = () => appendExcerpt(doc, item, result);
    if (position < FIRST_EXCERPTS) first.push(addExcerpt());
    else {
      excerptFor.set(item, addExcerpt);
      later.observe(item);
    }
    list.append(item);
  };
  const firstRun = results.slice(0, RESULTS_PER_TASK);
  await named(firstRun);
  firstRun.forEach(add);
  await Promise.all(first);
  // The others in later tasks, a few at a time, each named as it comes: a common word's hundreds
  // of results never hold the page up, nor fetch every page file before the first are shown.
  void (async () => {
    for (let start = RESULTS_PER_TASK; start < results.length; start += RESULTS_PER_TASK) {
      const run = results.slice(start, start + RESULTS_PER_TASK);
      await Promise.all([named(run), new Promise((resolve) => setTimeout(resolve))]);
      if (!list.isConnected) return;
      run.forEach((result, offset) => add(result, start + offset));
    }
  })().catch(() => undefined);
  return [list];
}

/** Gives results their page's title, address, trail and section, from their contexts' page files. */
function named(results: readonly ContextResult[]): Promise<unknown> {
  const contexts = [...new Set(results.map((result) => result.context))];
  return Promise.all(contexts.map((context) => contextIndex(context).name(results.filter((result) => result.context === context))));
}

function resultItem(doc: Document, result: ContextResult, query: string): HTMLLIElement {
  const item = doc.createElement('li');
  const link = element(doc, 'a', '');
  link.href = resultHref(result, query);
  link.append(element(doc, 'span', 'search-hit-title', result.t));
  if (result.s !== result.t) link.append(element(doc, 'span', 'search-hit-section', result.s));
  item.append(link);
  if (result.b.length > 0) item.append(element(doc, 'span', 'search-hit-trail', result.b.join(' › ')));
  return item;
}

/** The result's excerpt, from the context's small text files; nothing when they cannot be fetched. */
async function appendExcerpt(doc: Document, item: HTMLLIElement, result: ContextResult): Promise<void> {
  const segments = await contextIndex(result.context)
    .excerpt(result)
    .catch(() => []);
  if (segments.length === 0) return;
  const excerpt = element(doc, 'span', 'search-hit-excerpt');
  excerpt.append(...segments.map((segment) => element(doc, segment.marked ? 'mark' : 'span', '', segment.text)));
  item.append(excerpt);
}

/** The query ranked in each context, merged best first (not named yet); a syntax hint is the same for all of them. */
/** Every context, or with `?version=` (and no context chosen) those of the docs of that version. */
function contextsOfVersion(settings: SearchSettings, versions: readonly DocsVersionSetting[], version: string | null): readonly SearchContextSettings[] {
  const paths = new Set(versions.filter((candidate) => candidate.name === version).map((candidate) => candidate.path));
  const ofVersion = settings.contexts.filter((context) => paths.has(context.path));
  return ofVersion.length > 0 ? ofVersion : settings.contexts;
}

/** The results of every context, best first; a context whose index cannot be read has none, unless none can be read. */
async function rankAll(contexts: readonly SearchContextSettings[], query: string): Promise<Outcome> {
  const settled = await Promise.allSettled(contexts.map(async (context) => ({ context, ...(await contextIndex(context).rank(query)) })));
  const outcomes = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  if (outcomes.length === 0 && settled[0]?.status === 'rejected') throw settled[0].reason;
  const hint = outcomes.find((outcome) => outcome.hint)?.hint;
  if (hint) return { results: [], hint };
  return { results: outcomes.flatMap(({ context, results }) => results.map((result) => ({ ...result, context }))).sort((a, b) => b.score - a.score) };
}
