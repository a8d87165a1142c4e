import { readFileSync } from 'node:fs';
import { Pipeline, type Synonyms } from '../search/pipeline.ts';
import type { SearchLanguage } from '../search/search-language.ts';
import { writeJsonAtomically } from '../tools/write-json-atomically.ts';

/** What a build keeps of its analysis: the terms of the words it met ('' for a stop word), and what they were analysed with. */
interface TermsFile {
  language: string;
  synonyms: Synonyms;
  terms: Record<string, string>;
}

/**
 * The site's analysis of words into terms, given the terms the previous build found for the words
 * it met (stemming each distinct word is a quarter of indexing a large context anew). When this
 * build met every word of the site (it indexed every context), only those are kept for the next, so
 * the file follows the site's vocabulary; else those it recalled are kept too.
 */
export class RememberedTerms extends Pipeline {
  private known = new Map<string, string>();
  private readonly met = new Map<string, string>();

  constructor(language: SearchLanguage, synonyms: Synonyms = []) {
    super(language, synonyms);
  }

  /** Takes the terms kept in `file` when they were found with this language and these synonyms; nothing otherwise. */
  recall(file: string): void {
    try {
      const kept = JSON.parse(readFileSync(file, 'utf8')) as TermsFile;
      if (kept.language === this.language.name && JSON.stringify(kept.synonyms) === JSON.stringify(this.synonyms)) this.known = new Map(Object.entries(kept.terms));
    } catch {
      // No file, or not one of these: every word is analysed.
    }
  }

  override analyseWord(word: string): string | undefined {
    let term = this.met.get(word);
    if (term === undefined) {
      term = this.known.get(word) ?? super.analyseWord(word) ?? '';
      this.met.set(word, term);
    }
    return term === '' ? undefined : term;
  }

  /** Keeps the terms of the words met in `file`, with those recalled unless `metEveryWord`, for the next build's `recall`. */
  keep(file: string, metEveryWord: boolean): void {
    const terms = metEveryWord ? this.met : new Map([...this.known, ...this.met]);
    const kept: TermsFile = { language: this.language.name, synonyms: this.synonyms, terms: Object.fromEntries(terms) };
    writeJsonAtomically(file, kept);
  }
}
