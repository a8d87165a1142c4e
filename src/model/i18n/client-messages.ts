import type { MessageId } from './messages-en.ts';

/**
 * The messages browser code shows (src/client, src/islands, the search hints): only these travel in
 * each page's settings, so a page's weight does not grow with the catalogue. A test checks that
 * browser code asks for no other.
 */
export const CLIENT_MESSAGE_IDS: readonly MessageId[] = [
  'theme.CodeBlock.copy',
  'theme.CodeBlock.copied',
  'site.CodeBlock.copyFailed',
  'site.copyButton.ariaLabel',
  'theme.colorToggle.ariaLabel',
  'theme.colorToggle.ariaLabel.mode.light',
  'theme.colorToggle.ariaLabel.mode.dark',
  'theme.colorToggle.ariaLabel.mode.system',
  'theme.ErrorPageContent.title',
  'site.ErrorPageContent.causes',
  'theme.ErrorPageContent.tryAgain',
  'site.island.chunkFailed',
  'site.island.retry',
  'site.mermaid.showSource',
  'site.mermaid.failed',
  'theme.SearchBar.label',
  'theme.SearchModal.placeholder',
  'site.search.sitePlaceholder',
  'site.search.formAriaLabel',
  'site.search.loading',
  'site.search.failed',
  'site.search.suggestionsAriaLabel',
  'site.search.didYouMean',
  'site.search.elsewhere',
  'site.search.elsewhereIn.plurals',
  'site.search.seeAllResults',
  'site.search.seeAllResultsIn',
  'site.search.seeAllResultsOutside',
  'site.search.clearHighlight',
  'site.search.hint.missingTerm',
  'site.search.hint.missingWord',
  'site.search.hint.wordBefore',
  'site.search.hint.unknownField',
  'site.search.hint.editDistance',
  'site.search.hint.boost',
  'site.search.hint.unreadable',
  'site.SearchPage.typeSomething',
  'theme.SearchPage.noResultsText',
  'theme.SearchPage.existingResultsTitle',
  'theme.SearchPage.documentsFound.plurals',
];
