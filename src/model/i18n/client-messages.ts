import type { MessageId } from './messages-en.ts';

/**
 * The messages browser code shows (src/client, src/islands, the search hints): only these travel in
 * each page's settings, so a page's weight does not grow with the catalogue. A test checks that
 * browser code asks for no other.
 */
export const CLIENT_MESSAGE_IDS: readonly MessageId[] = [
  'theme.CodeBlock.copy',
  'theme.CodeBlock.copied',
  'jabuticraft.CodeBlock.copyFailed',
  'jabuticraft.copyButton.ariaLabel',
  'theme.colorToggle.ariaLabel',
  'theme.colorToggle.ariaLabel.mode.light',
  'theme.colorToggle.ariaLabel.mode.dark',
  'theme.colorToggle.ariaLabel.mode.system',
  'theme.ErrorPageContent.title',
  'jabuticraft.ErrorPageContent.causes',
  'theme.ErrorPageContent.tryAgain',
  'jabuticraft.island.chunkFailed',
  'jabuticraft.island.retry',
  'jabuticraft.mermaid.showSource',
  'jabuticraft.mermaid.failed',
  'theme.SearchBar.label',
  'theme.SearchModal.placeholder',
  'jabuticraft.search.sitePlaceholder',
  'jabuticraft.search.formAriaLabel',
  'jabuticraft.search.loading',
  'jabuticraft.search.failed',
  'jabuticraft.search.suggestionsAriaLabel',
  'jabuticraft.search.seeAllResults',
  'jabuticraft.search.seeAllResultsIn',
  'jabuticraft.search.seeAllResultsOutside',
  'jabuticraft.search.clearHighlight',
  'jabuticraft.search.hint.missingTerm',
  'jabuticraft.search.hint.missingWord',
  'jabuticraft.search.hint.wordBefore',
  'jabuticraft.search.hint.unknownField',
  'jabuticraft.search.hint.editDistance',
  'jabuticraft.search.hint.boost',
  'jabuticraft.search.hint.unreadable',
  'jabuticraft.SearchPage.typeSomething',
  'theme.SearchPage.noResultsText',
  'theme.SearchPage.existingResultsTitle',
  'theme.SearchPage.documentsFound.plurals',
];
