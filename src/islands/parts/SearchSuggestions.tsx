import type { MouseEvent } from 'react';
import type { SearchContextSettings } from '../../model/search-settings.ts';
import type { SearchResult } from '../../search/execute.ts';
import { Excerpt } from '../Excerpt.tsx';
import { openSuggestion } from './active-option.ts';
import { useText } from './text-context.ts';

export type Suggestion = SearchResult & { context: SearchContextSettings; href: string };

/**
 * The listbox's id and its options': fixed, not `useId`, so the server's HTML and the hydrated
 * island agree. React leaves a hydrated attribute as the server wrote it, and the server's ids
 * count the whole page's tree where the island's root starts anew: the input's `aria-controls`
 * named a list that did not exist. The navbar holds one search box.
 */
export const SUGGESTIONS_ID = 'navbar-search-suggestions';
export const suggestionId = (position: number): string => `${SUGGESTIONS_ID}-${position}`;

/**
 * The suggestions, a listbox whose options hold text only (a link inside an option is a control in
 * a control, which assistive technologies cannot reach): a click or Enter on the input opens the
 * option's page. A press keeps the focus in the input, so the list stays open until the click lands.
 */
export function SearchSuggestions({ suggestions, active }: { suggestions: readonly Suggestion[]; active: number }) {
  const text = useText();
  const open = (suggestion: Suggestion) => (event: MouseEvent) => openSuggestion(suggestion.href, event);
  return (
    <ul id={SUGGESTIONS_ID} role="listbox" aria-label={text.t('site.search.suggestionsAriaLabel')}>
      {suggestions.map((suggestion, position) => (
        <li
          key={`${suggestion.u}#${suggestion.h}:${suggestion.type}`}
          id={suggestionId(position)}
          role="option"
          aria-selected={position === active}
          data-href={suggestion.href}
          onMouseDown={(event) => event.preventDefault()}
          onClick={open(suggestion)}
          onAuxClick={(event) => {
            if (event.button === 1) open(suggestion)(event);
          }}
        >
          <span className="search-hit-title">{suggestion.t}</span>
          {suggestion.s !== suggestion.t ? <span className="search-hit-section">{suggestion.s}</span> : null}
          <Excerpt context={suggestion.context} result={suggestion} />
        </li>
      ))}
    </ul>
  );
}
