import type { SearchSettings } from '../../model/search-settings.ts';
import { aroundCorrection, resultsPageUrl, type WayOut } from '../../client/search-way-out.ts';
import { useText } from './text-context.ts';

/**
 * What the box says when the query finds nothing here: the correction, as a button that searches
 * it, and the other contexts that have results, as links to their results page.
 */
export function NoResults({ settings, query, wayOut, correct }: { settings: SearchSettings; query: string; wayOut: WayOut | undefined; correct: (query: string) => void }) {
  const text = useText();
  const [before, after] = aroundCorrection(text);
  return (
    <>
      <p className="search-message">{text.t('theme.SearchPage.noResultsText')}</p>
      {wayOut?.correction ? (
        <p className="search-message">
          {before}
          <button type="button" className="search-correction" onMouseDown={(event) => event.preventDefault()} onClick={() => correct(wayOut.correction!)}>
            {wayOut.correction}
          </button>
          {after}
        </p>
      ) : null}
      {wayOut && wayOut.elsewhere.length > 0 ? (
        <p className="search-message search-elsewhere">
          {text.t('site.search.elsewhere')}{' '}
          {wayOut.elsewhere.map(({ context, count }) => (
            <a key={context.path} href={resultsPageUrl(settings, query, context)} onMouseDown={(event) => event.preventDefault()}>
              {text.plural('site.search.elsewhereIn.plurals', count, { context: context.label })}
            </a>
          ))}
        </p>
      ) : null}
    </>
  );
}
