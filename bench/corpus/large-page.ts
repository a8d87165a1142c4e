/** One very long page body (no front matter): wiki articles one after the other, each closed by a `:::note`. */
import { composeArticle, MDX_IMPORTS, sentence, type Link, type Syntax } from './prose.ts';
import { seededRandom, type Random } from './random.ts';

/** The body of a page of at least `bytes` bytes of UTF-8; the MDX body holds the words of the Markdown one. */
export function largePageBody(bytes: number, syntax: Syntax): string {
  const parts = syntax === 'mdx' ? [MDX_IMPORTS] : [];
  let size = Buffer.byteLength(parts.join(''));
  for (let article = 1; size < bytes; article++) {
    const part = `${articleOf(seededRandom(`large-page-${article}`), article, syntax)}\n`;
    parts.push(part);
    size += Buffer.byteLength(part);
  }
  return parts.join('');
}

function articleOf(random: Random, article: number, syntax: Syntax): string {
  const links: Link[] = [1, 2, 3].map((i) => ({ text: `Artigo ${article + i}`, href: `/wiki/artigo-${article + i}/` }));
  const body = composeArticle(random, { words: random.int(260, 640), sections: random.int(3, 6) }, links, syntax);
  return `${body}\n:::note\n${sentence(random)} ${sentence(random)}\n:::\n`;
}
