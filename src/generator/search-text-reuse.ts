/**
 * Which text files (`x<N>.json`, write-shards.ts) of a context's folder a build can put in place from
 * the site it replaces rather than make: one edited page renames the folder, but its text files are
 * cut by the texts' lengths and soon fall back into step, so that after one edit of a 10,000-page
 * site three of 24,000 hold other bytes. Each file is named here by what it holds (its first
 * document, its end, and the digests of the pages whose documents it holds), and each build records
 * the names of its folder's files for the next one.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { readText, writeJsonAtomically } from '../tools/ascii-json.ts';
import type { PreviousSite } from './build-cache.ts';
import type { PortFile } from './writer-ports.ts';

/** The names of the text files of a context's folder, by number. */
export interface TextFileNames {
  folder: string;
  names: string[];
}

/** What a record holds for. */
interface Records {
  generatorVersion: string;
  contexts: Record<string, TextFileNames>;
}

/** The records of the last build, by context, when they are this version's; else none. */
export function readTextFileRecords(file: string, generatorVersion: string): Map<string, TextFileNames> {
  try {
    const records = JSON.parse(readText(file)) as Records;
    return records.generatorVersion === generatorVersion ? new Map(Object.entries(records.contexts)) : new Map();
  } catch {
    return new Map();
  }
}

export function writeTextFileRecords(file: string, generatorVersion: string, contexts: ReadonlyMap<string, TextFileNames>): void {
  writeJsonAtomically(file, { generatorVersion, contexts: Object.fromEntries(contexts) } satisfies Records);
}

/**
 * The name of the text file of documents `first` up to `end` (excluded), in a context whose pages
 * are `pages`, in order: the file holds `first` and the texts of those documents, which the digest
 * of each page's documents covers, with where the first one is in its page.
 */
function textFileNamer(pages: readonly { digest: string; documents: readonly unknown[] }[]): (first: number, end: number) => string {
  const pageFirst: number[] = [];
  let count = 0;
  for (const page of pages) {
    pageFirst.push(count);
    count += page.documents.length;
  }
  const pageOf = new Int32Array(count);
  pages.forEach((page, position) => pageOf.fill(position, pageFirst[position]!, pageFirst[position]! + page.documents.length));
  return (first, end) => {
    const firstPage = pageOf[first]!;
    const hash = createHash('sha1').update(`${first},${end},${first - pageFirst[firstPage]!}`);
    for (let page = firstPage; page <= pageOf[end - 1]!; page++) hash.update(pages[page]!.digest);
    return hash.digest('base64url');
  };
}

/**
 * The text files of a context's new folder that the site replaced holds (`keep`, for `shardIndex`),
 * named as they are asked for (into `names`, the record for the next build), and where each one
 * kept is (`reuse`). `prior`: the record of the folder the last build made; `previous`: its site,
 * whose file is kept only while it has the size and time its list gives (`asListed`: one changed by
 * hand is made again), and only from another folder than `root`, the one written.
 */
export class HeldTextFiles {
  private readonly nameOf: (first: number, end: number) => string;
  private readonly from: PreviousSite | undefined;
  private readonly asListed: ReadonlySet<string>;

  constructor(
    pages: readonly { digest: string; documents: readonly unknown[] }[],
    private readonly names: string[],
    private readonly prior: TextFileNames | undefined,
    previous: { site: PreviousSite; asListed: ReadonlySet<string> } | undefined,
    root: string,
  ) {
    this.nameOf = textFileNamer(pages);
    this.from = previous && path.resolve(previous.site.root) !== path.resolve(root) ? previous.site : undefined;
    this.asListed = previous?.asListed ?? new Set();
  }

  readonly keep = (number: number, first: number, end: number): boolean => {
    const name = (this.names[number] = this.nameOf(first, end));
    if (name !== this.prior?.names[number] || !this.from) return false;
    return this.asListed.has(this.priorFile(number));
  };

  /** The writers' job for kept text file `number`, at `file` in the new folder: put in place from the site replaced. */
  reuse(file: string, number: number): PortFile {
    const prior = this.priorFile(number);
    return { path: file, from: path.join(this.from!.root, prior), listed: this.from!.files.get(prior)! };
  }

  private priorFile(number: number): string {
    return `search/${this.prior!.folder}/x${number}.json`;
  }
}
