/**
 * An index of entries by name that a build cache keeps between builds (the Markdown store's): a JSON
 * file, and beside it a journal of what later builds changed, a line per entry. After one edit at
 * 10,000 pages, writing the whole index again was 19 MB of JSON at the build's end, for one entry.
 *
 * The journal names the file it extends by the file's id: one left by a crash between the writing of
 * a new file and the journal's removal is not read. A line cut short ends it. Either way, what is
 * read is a state an earlier build wrote, and the caches' keys decide what of it holds.
 */
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { asciiJson, readText, writeJsonAtomically } from '../tools/ascii-json.ts';

/** An index as read: its head (what all its entries hold for), its entries, and where its files stand. */
export interface JournaledIndex<Head, Entry> {
  head: Head;
  entries: Record<string, Entry>;
  /** The id of the whole file, and how many lines its journal holds (infinite when it was cut short: it is not appended to). */
  state: { id: string; lines: number };
}

/** A line of the journal. */
type Change<Head, Entry> = ['head', Head] | ['set', string, Entry] | ['drop', string];

/** The journal may grow to this share of the entries before the whole index is written again. */
const JOURNAL_SHARE = 1 / 8;

export function readJournaledIndex<Head, Entry>(file: string): JournaledIndex<Head, Entry> | undefined {
  let whole: { id: string; head: Head; entries: Record<string, Entry> };
  try {
    whole = JSON.parse(readText(file)) as typeof whole;
  } catch {
    return undefined;
  }
  const index: JournaledIndex<Head, Entry> = { head: whole.head, entries: whole.entries, state: { id: whole.id, lines: 0 } };
  const [first, ...lines] = readLines(journalOf(file));
  if (first === undefined || parsed<{ id: string }>(first)?.id !== whole.id) return index;
  for (const [position, line] of lines.entries()) {
    const change = parsed<Change<Head, Entry>>(line);
    if (!change) {
      // A line cut short, not the empty end of the last one: lines appended after it would never be read, so the next write is whole.
      if (line !== '' || position < lines.length - 1) index.state.lines = Number.POSITIVE_INFINITY;
      break;
    }
    if (change[0] === 'head') index.head = change[1];
    else if (change[0] === 'set') index.entries[change[1]] = change[2];
    else delete index.entries[change[1]];
    index.state.lines++;
  }
  return index;
}

/**
 * Writes the index: as lines added to the journal of `previous` (the index this build read), for
 * the entries that are not the very objects it read and those gone; or whole, with a new id and no
 * journal, when there is no previous index or the journal would grow past its share.
 */
export function writeJournaledIndex<Head, Entry>(file: string, head: Head, entries: Record<string, Entry>, previous: JournaledIndex<Head, Entry> | undefined): void {
  if (previous) {
    const changes: Change<Head, Entry>[] = [];
    if (!isDeepStrictEqual(previous.head, head)) changes.push(['head', head]);
    for (const [name, entry] of Object.entries(entries)) if (previous.entries[name] !== entry) changes.push(['set', name, entry]);
    for (const name of Object.keys(previous.entries)) if (!Object.hasOwn(entries, name)) changes.push(['drop', name]);
    if (previous.state.lines + changes.length <= Object.keys(entries).length * JOURNAL_SHARE) {
      const text = changes.map((change) => `${asciiJson(change)}\n`).join('');
      // A new journal replaces whatever file of that name an older index left.
      if (previous.state.lines === 0) writeFileSync(journalOf(file), `${asciiJson({ id: previous.state.id })}\n${text}`);
      else if (text) appendFileSync(journalOf(file), text);
      return;
    }
  }
  writeJsonAtomically(file, { id: randomUUID(), head, entries });
  rmSync(journalOf(file), { force: true });
}

/** Removes the index and its journal: the next read finds none. */
export function forgetIndex(file: string): void {
  rmSync(file, { force: true });
  rmSync(journalOf(file), { force: true });
}

function journalOf(file: string): string {
  return `${file}.journal`;
}

function readLines(file: string): string[] {
  try {
    return readText(file).split('\n');
  } catch {
    return [];
  }
}

function parsed<T>(line: string): T | undefined {
  try {
    return JSON.parse(line) as T;
  } catch {
    return undefined;
  }
}
