import { grown } from '../tools/grown.ts';

/**
 * The words of texts → numbers given once per distinct word, read without making a string of each
 * word: the index build meets millions of words but only tens of thousands of distinct ones, and a
 * regular expression's match, plus hashing it for a `Map`, cost more than the rest of the indexing
 * together. A word is what `WORD` of pipeline.ts matches: a run of letters, combining marks and digits,
 * a Han character or a hiragana alone, or a run of katakana.
 */
export class WordNumbers {
  /** Open addressing: each slot's hash, word (undefined when empty) and number. */
  private hashes: Int32Array;
  private words: (string | undefined)[];
  private numbers: Int32Array;
  private size = 0;
  /** The numbers of the words of the last text read, in order: the first `numbersOf` of them. */
  found = new Int32Array(1024);

  /** `expected`: the words it will hold at least (a builder seeded with 136,000 known words doubled its table seven times). */
  constructor(expected = 0) {
    let slots = INITIAL_SLOTS;
    while (slots < expected * 2 + 2) slots *= 2;
    this.hashes = new Int32Array(slots);
    this.words = new Array<string | undefined>(slots);
    this.numbers = new Int32Array(slots);
  }

  /**
   * Reads the words of `text` into `found` and returns how many there are. A word not seen before
   * gets the number `numberOfNewWord` gives it, once.
   */
  numbersOf(text: string, numberOfNewWord: (word: string) => number): number {
    let count = 0;
    let position = 0;
    const length = text.length;
    while (position < length) {
      const start = position;
      let hash = FNV_OFFSET;
      // The kind of the word's first character: the others must be of the same kind (a Han character or a hiragana has none after it).
      let wordKind = KIND_UNKNOWN;
      // Letters outside the surrogates, by far the most, are read here; a surrogate pair goes the long way.
      for (; position < length && wordKind !== KIND_SINGLE; position++) {
        const unit = text.charCodeAt(position);
        let kind = codeUnitKinds[unit]!;
        if (kind === KIND_UNKNOWN) kind = classify(unit);
        if (kind === KIND_SURROGATE) kind = pairKind(text, position);
        if (kind === KIND_NOT_WORD || (wordKind !== KIND_UNKNOWN && kind !== wordKind)) break;
        wordKind = kind;
        hash = Math.imul(hash ^ unit, FNV_PRIME);
        if (unit >= 0xd800 && unit <= 0xdbff) hash = Math.imul(hash ^ text.charCodeAt(++position), FNV_PRIME);
      }
      if (position === start) {
        position += nonWordWidth(text, position);
        continue;
      }
      if (count === this.found.length) this.found = grown(this.found);
      this.found[count++] = this.numberOf(text, start, position, hash, numberOfNewWord);
    }
    return count;
  }

  private numberOf(text: string, start: number, end: number, hash: number, numberOfNewWord: (word: string) => number): number {
    const mask = this.hashes.length - 1;
    const length = end - start;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const word = this.words[slot];
      if (word === undefined) return this.insert(slot, hash, text.slice(start, end), numberOfNewWord);
      if (this.hashes[slot] === hash && word.length === length && text.startsWith(word, start)) return this.numbers[slot]!;
    }
  }

  /** Gives `word` the number `number`, as if `numberOfNewWord` had given it: words known from a previous index. */
  add(word: string, number: number): void {
    let hash = FNV_OFFSET;
    for (let position = 0; position < word.length; position++) hash = Math.imul(hash ^ word.charCodeAt(position), FNV_PRIME);
    this.numberOf(word, 0, word.length, hash, () => number);
  }

  private insert(slot: number, hash: number, word: string, numberOfNewWord: (word: string) => number): number {
    const number = numberOfNewWord(word);
    this.hashes[slot] = hash;
    this.words[slot] = word;
    this.numbers[slot] = number;
    if (++this.size * 2 > this.hashes.length) this.rehash();
    return number;
  }

  /** Doubles the table, so that it is never more than half full and a search ends quickly. */
  private rehash(): void {
    const { hashes, words, numbers } = this;
    this.hashes = new Int32Array(hashes.length * 2);
    this.words = new Array<string | undefined>(hashes.length * 2);
    this.numbers = new Int32Array(hashes.length * 2);
    const mask = this.hashes.length - 1;
    for (const [oldSlot, word] of words.entries()) {
      if (word === undefined) continue;
      let slot = hashes[oldSlot]! & mask;
      while (this.words[slot] !== undefined) slot = (slot + 1) & mask;
      this.hashes[slot] = hashes[oldSlot]!;
      this.words[slot] = word;
      this.numbers[slot] = numbers[oldSlot]!;
    }
  }
}

const INITIAL_SLOTS = 1 << 12;
/** 32-bit FNV-1a, over UTF-16 code units. */
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 16777619;


/**
 * What each UTF-16 code unit is: 0 not known yet, 1 a word character, 2 not one, 3 a surrogate (its
 * pair decides), 4 a word alone (Han, hiragana), 5 katakana (a word with the katakana next to it).
 */
const KIND_UNKNOWN = 0;
const KIND_WORD = 1;
const KIND_NOT_WORD = 2;
const KIND_SURROGATE = 3;
const KIND_SINGLE = 4;
const KIND_KATAKANA = 5;
const codeUnitKinds = new Uint8Array(0x10000);
const WORD_CHARACTER = /^[\p{L}\p{M}\p{N}]$/u;
const SINGLE_CHARACTER = /^[\p{Script=Han}\p{Script=Hiragana}]$/u;
const KATAKANA_CHARACTER = /^[\p{Script=Katakana}\u30fc]$/u;

function kindOf(character: string): number {
  return SINGLE_CHARACTER.test(character) ? KIND_SINGLE : KATAKANA_CHARACTER.test(character) ? KIND_KATAKANA : WORD_CHARACTER.test(character) ? KIND_WORD : KIND_NOT_WORD;
}

function classify(unit: number): number {
  const kind = unit >= 0xd800 && unit <= 0xdfff ? KIND_SURROGATE : kindOf(String.fromCharCode(unit));
  codeUnitKinds[unit] = kind;
  return kind;
}

/** The kind of the character a surrogate pair at `position` makes (a letter outside the basic plane, a rare Han character); a lone surrogate is no word character. */
function pairKind(text: string, position: number): number {
  const codePoint = text.codePointAt(position)!;
  return codePoint > 0xffff ? kindOf(String.fromCodePoint(codePoint)) : KIND_NOT_WORD;
}

/** The code units of the character at `position` that is no word character: a surrogate pair is skipped whole. */
function nonWordWidth(text: string, position: number): number {
  return text.codePointAt(position)! > 0xffff ? 2 : 1;
}
