/**
 * The facts of `content/data/*.yml` that special pages use as values rather than as text: the vote
 * sites. Each reader checks the shape and names the file and key when it is wrong, so the data files
 * stay the one source of these facts.
 */
import { ContentError } from './errors.ts';

export interface VoteSite {
  id: string;
  name: string;
  url: string;
}

/** The parsed data files by name, and the folder they came from (for messages, e.g. `content/data`). */
export interface DataSource {
  data: Readonly<Record<string, unknown>>;
  folder: string;
}

/** `votos.sites`: an id for each site, with `nome` and an http(s) `url`, in the order of the file. */
export function readVoteSites(source: DataSource): VoteSite[] {
  const sites = valueAt(source, 'votos', ['sites']);
  if (!isRecord(sites) || Object.keys(sites).length === 0) throw dataError(source, 'votos', ['sites'], 'must list at least one site (id: { nome, url })');
  return Object.entries(sites).map(([id, site]) => {
    const name = isRecord(site) ? site.nome : undefined;
    const url = isRecord(site) ? site.url : undefined;
    if (typeof name !== 'string' || !name.trim()) throw dataError(source, 'votos', ['sites', id, 'nome'], 'must be the name of the site, as a text');
    if (typeof url !== 'string' || !/^https?:\/\/\S+$/.test(url)) throw dataError(source, 'votos', ['sites', id, 'url'], 'must be the http(s) address of the vote page');
    return { id, name, url };
  });
}

function valueAt(source: DataSource, file: string, keys: string[]): unknown {
  let value: unknown = source.data[file];
  if (value === undefined) throw new ContentError(`${source.folder}/${file}.yml`, undefined, `missing: the page needs ${[file, ...keys].join('.')}`);
  for (const key of keys) value = isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
  return value;
}

function dataError(source: DataSource, file: string, keys: string[], problem: string): ContentError {
  return new ContentError(`${source.folder}/${file}.yml`, undefined, `${[file, ...keys].join('.')} ${problem}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
