/**
 * What every build asks of every content file's body, remembered with the loaded source: its digest
 * (part of the Markdown store's key) and its excerpt (a page's description when its front matter
 * gives none). A source that the snapshot vouches for (source-snapshot.ts) is given both, so that
 * neither reads its body; any other source, a copy with another body included, works them out.
 */
import { createHash } from 'node:crypto';
import { contentExcerpt } from './content-excerpt.ts';
import { withoutContentTitle } from './content-title.ts';
import type { SourceFile } from './source-file.ts';

interface BodyFacts {
  digest?: string;
  excerpt?: string;
}

const known = new WeakMap<SourceFile, BodyFacts>();

/** A digest of the source's body. */
export function bodyDigestOf(source: SourceFile): string {
  const facts = factsOf(source);
  return (facts.digest ??= digestOfBody(source.body));
}

/** The plain text Docusaurus describes a page by when its front matter gives no description: the first line of its body, its content title left out. */
export function excerptOf(source: SourceFile): string {
  const facts = factsOf(source);
  return (facts.excerpt ??= contentExcerpt(withoutContentTitle(source)));
}

/** What is known of the source's body so far, worked out or given. */
export function knownFacts(source: SourceFile): Readonly<BodyFacts> {
  return known.get(source) ?? {};
}

/** Tells what the source's body is known to give, without reading it. */
export function rememberFacts(source: SourceFile, facts: BodyFacts): void {
  known.set(source, { ...facts });
}

export function digestOfBody(body: string): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 22);
}

function factsOf(source: SourceFile): BodyFacts {
  let facts = known.get(source);
  if (!facts) known.set(source, (facts = {}));
  return facts;
}

/**
 * `source` with another front matter or other warnings, its body as it is: one a snapshot gave is not
 * read by the copy (a spread would read it), and the copy knows what the source knew of it (neither
 * field changes what the body gives: its excerpt leaves out the content title, which is not one of them).
 */
export function sourceWith(source: SourceFile, fields: Partial<Pick<SourceFile, 'frontMatter' | 'warnings'>>): SourceFile {
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(source)) as SourceFile;
  Object.assign(copy, fields);
  const facts = known.get(source);
  if (facts) known.set(copy, facts);
  return copy;
}
