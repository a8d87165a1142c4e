/**
 * `remark-github-admonitions-to-directives`, which Docusaurus projects list to draw GitHub's alerts
 * (`> [!NOTE]` as the first line of a quote) as admonitions: done here when the project names it
 * but has not installed it (Electron's 75 docs). Its default mapping: NOTE → note, TIP → tip,
 * IMPORTANT → info, WARNING → warning, CAUTION → danger.
 */
import type { Blockquote, Parent, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';

const DIRECTIVE_OF: Readonly<Record<string, string>> = { NOTE: 'note', TIP: 'tip', IMPORTANT: 'info', WARNING: 'warning', CAUTION: 'danger' };
const MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\r?\n[ \t]*)?/i;

export function remarkGithubAlerts() {
  return (tree: Root): void => {
    visit(tree, 'blockquote', (quote: Blockquote, index, parent: Parent | undefined) => {
      const first = quote.children[0];
      const text = first?.type === 'paragraph' ? first.children[0] : undefined;
      const marker = text?.type === 'text' ? MARKER.exec(text.value) : null;
      if (!parent || index === undefined || !first || first.type !== 'paragraph' || text?.type !== 'text' || !marker) return;
      text.value = text.value.slice(marker[0].length);
      if (text.value === '') first.children.shift();
      // A line break right after the marker, written as a hard break, opens the text.
      if (first.children[0]?.type === 'break') first.children.shift();
      const alert: ContainerDirective = { type: 'containerDirective', name: DIRECTIVE_OF[marker[1]!.toUpperCase()]!, attributes: {}, children: first.children.length === 0 ? quote.children.slice(1) : quote.children };
      parent.children[index] = alert;
    });
  };
}
