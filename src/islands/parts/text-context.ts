import { createContext, useContext } from 'react';
import type { Translator } from '../../model/i18n/translator.ts';

/**
 * The interface's texts for islands: the site's translator on the server (`<Island>`), and in the
 * browser one made from the page's settings, which hold only the messages browser code uses.
 */
export const TextContext = createContext<Translator | undefined>(undefined);

export function useText(): Translator {
  const text = useContext(TextContext);
  if (!text) throw new Error('an island rendered outside TextContext: render it through <Island> or hydrateIsland');
  return text;
}
