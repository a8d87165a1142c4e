import type { SearchLanguageName } from '../model/search-settings.ts';
import { loadSearchLanguage } from '../search/languages/load-language.ts';
import { Pipeline, words } from '../search/pipeline.ts';
import type { Translator } from '../model/i18n/translator.ts';

const PARAM = '_highlight';

/**
 * Marks on this page the words a visitor searched for (the `_highlight` parameters a result link
 * carries) wherever a word of the page has the same index term, and offers a button that removes
 * the marks and the parameters.
 */
export async function highlightSearchedWords(doc: Document, text: Translator, { language, synonyms }: { language: SearchLanguageName; synonyms?: string[][] }): Promise<void> {
  const pipeline = new Pipeline(await loadSearchLanguage(language), synonyms);
  const url = new URL(doc.location.href);
  const terms = new Set(url.searchParams.getAll(PARAM).flatMap((word) => pipeline.analyseWord(word) ?? []));
  const root = doc.querySelector('main');
  if (terms.size === 0 || !root) return;
  const marks = markTerms(doc, root, terms, pipeline);
  if (marks.length === 0) return;

  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'clear-highlight';
  button.textContent = text.t('site.search.clearHighlight');
  button.addEventListener('click', () => {
    for (const mark of marks) mark.replaceWith(...mark.childNodes);
    root.normalize();
    url.searchParams.delete(PARAM);
    history.replaceState(history.state, '', url);
    button.remove();
  });
  doc.body.append(button);
}

function markTerms(doc: Document, root: Element, terms: ReadonlySet<string>, pipeline: Pipeline): HTMLElement[] {
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('script, style, button, .hash-link') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const textNodes: Text[] = [];
  while (walker.nextNode()) textNodes.push(walker.currentNode as Text);
  const marks: HTMLElement[] = [];
  for (const node of textNodes) {
    const text = node.data;
    const matches = words(text).filter((word) => terms.has(pipeline.analyseWord(word.text) ?? ''));
    if (matches.length === 0) continue;
    const pieces: (string | HTMLElement)[] = [];
    let position = 0;
    for (const match of matches) {
      pieces.push(text.slice(position, match.start));
      const mark = doc.createElement('mark');
      mark.className = 'search-highlight';
      mark.textContent = match.text;
      pieces.push(mark);
      marks.push(mark);
      position = match.end;
    }
    pieces.push(text.slice(position));
    node.replaceWith(...pieces.filter((piece) => piece !== ''));
  }
  return marks;
}
