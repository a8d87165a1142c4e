import { type Pipeline, words, type Word } from './pipeline.ts';

/** A piece of an excerpt: plain text, or a word of the query to mark. Never HTML. */
export interface ExcerptSegment {
  text: string;
  marked: boolean;
}

const ELLIPSIS = '…';
/** Context around the first match, in characters (the specification's excerpt length). */
const DEFAULT_CONTEXT = 50;

/**
 * Cuts an excerpt of a section's text around the first word whose index term is one of `terms`
 * (a result's `terms`), with at most `context` characters around it, cut between words, `…` where
 * the text goes on, and every matching word in it marked (`pipeline`: the index's). Without a match, the start of the text.
 */
export function makeExcerpt(text: string, terms: readonly string[], pipeline: Pipeline, context = DEFAULT_CONTEXT): ExcerptSegment[] {
  const wanted = new Set(terms);
  const all = words(text);
  const isMatch = (word: Word) => {
    const term = pipeline.analyseWord(word.text);
    return term !== undefined && wanted.has(term);
  };
  const first = all.find(isMatch);
  const [from, to] = first ? window(all, first, context) : [0, windowEnd(all, context)];
  const segments: ExcerptSegment[] = [];
  const pushText = (piece: string, marked: boolean) => {
    const last = segments[segments.length - 1];
    if (last && !last.marked && !marked) last.text += piece;
    else if (piece) segments.push({ text: piece, marked });
  };

  if (from > 0) pushText(ELLIPSIS, false);
  let position = from;
  for (const word of all) {
    if (word.start < from || word.end > to || !isMatch(word)) continue;
    pushText(text.slice(position, word.start), false);
    pushText(word.text, true);
    position = word.end;
  }
  pushText(text.slice(position, to), false);
  if (to < text.length) pushText(ELLIPSIS, false);
  return trimEdges(segments);
}

/**
 * [from, to) around a matched word: half the context before it (more when the text ends sooner
 * after it), the rest after it, both moved inwards to word boundaries so that no word is cut.
 */
function window(all: readonly Word[], match: Word, context: number): [number, number] {
  const roomAfter = (all[all.length - 1] ?? match).end - match.end;
  const before = Math.max(Math.floor(context / 2), context - roomAfter);
  const fromWord = all.find((word) => word.start >= match.start - before) ?? match;
  const from = fromWord === all[0] ? 0 : fromWord.start;
  const after = context - (match.start - from);
  return [from, windowEnd(all, match.end + after, match)];
}

/** End of the last word that ends by `limit` (at least `atLeast`), or Infinity when that is the text's last word. */
function windowEnd(all: readonly Word[], limit: number, atLeast?: Word): number {
  let lastWord = atLeast;
  for (const word of all) {
    if (word.end > limit) break;
    if (!atLeast || word.end > atLeast.end) lastWord = word;
  }
  return !lastWord || lastWord === all[all.length - 1] ? Infinity : lastWord.end;
}

function trimEdges(segments: ExcerptSegment[]): ExcerptSegment[] {
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (first && !first.marked) first.text = first.text.trimStart();
  if (last && !last.marked) last.text = last.text.trimEnd();
  return segments.filter((segment) => segment.text !== '');
}
