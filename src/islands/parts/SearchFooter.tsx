import type { SearchContextSettings, SearchSettings } from '../../model/search-settings.ts';
import { restOfSite } from '../../client/search-data.ts';
import { resultsPageUrl } from '../../client/search-way-out.ts';
import { useText } from './text-context.ts';

/**
 * Real links to the results page, outside the listbox: Tab reaches them from the input. Outside
 * every wiki context, "all results" means the whole site: the results page without `ctx`.
 */
export function SearchFooter({ settings, context, query }: { settings: SearchSettings; context: SearchContextSettings; query: string }) {
  const link = (target: SearchContextSettings | undefined, label: string) => (
    <a href={resultsPageUrl(settings, query, target)} onMouseDown={(event) => event.preventDefault()}>
      {label}
    </a>
  );
  const text = useText();
  const rest = restOfSite(settings);
  return (
    <p className="search-footer">
      {context.path === '' ? (
        link(undefined, text.t('site.search.seeAllResults'))
      ) : (
        <>
          {link(context, text.t('site.search.seeAllResultsIn', { context: context.label }))}
          {link(rest, text.t('site.search.seeAllResultsOutside', { context: context.label }))}
        </>
      )}
    </p>
  );
}
