/**
 * The facts of `content/data/*.yml` that special pages use as values rather than as text: the nick
 * and chat limits of the gradient tool, the vote sites. Each reader checks the shape and names the
 * file and key when it is wrong, so the data files stay the one source of these facts.
 */
import { ContentError } from '../model/errors.ts';
import type { TextLimits } from '../tools/gradient.ts';
import type { StaffGroup, StaffMember, VoteSite } from '../model/content.ts';

/** The parsed data files by name, and the folder they came from (for messages, e.g. `content/data`). */
export interface DataSource {
  data: Readonly<Record<string, unknown>>;
  folder: string;
}

/** `comunidade.nick.tamanhoMax` and `comunidade.chat.tamanhoMensagem`, written as pages show them ("16 caracteres"). */
export function readTextLimits(source: DataSource): TextLimits {
  return {
    nick: leadingCount(source, 'comunidade', ['nick', 'tamanhoMax']),
    chat: leadingCount(source, 'comunidade', ['chat', 'tamanhoMensagem']),
  };
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

/**
 * `equipe.yml`: each person with `nick`, `cargo`, `desde`, `bio`, `grupo` (the heading they are
 * listed under) and `avatar` (a file of `static/`), grouped in the order the groups first appear.
 */
export function readStaff(source: DataSource, isStaticFile: (file: string) => boolean): StaffGroup[] {
  const staff = valueAt(source, 'equipe', []);
  if (!isRecord(staff) || Object.keys(staff).length === 0) throw dataError(source, 'equipe', [], 'must list at least one person (id: { nick, cargo, desde, bio, grupo, avatar })');
  const groups = new Map<string, StaffMember[]>();
  for (const [id, person] of Object.entries(staff)) {
    const text = (key: string): string => {
      const value = isRecord(person) ? person[key] : undefined;
      const written = typeof value === 'number' ? String(value) : value;
      if (typeof written !== 'string' || !written.trim()) throw dataError(source, 'equipe', [id, key], 'must be a text');
      return written.trim();
    };
    const member = { id, nick: text('nick'), role: text('cargo'), since: text('desde'), bio: text('bio'), avatar: text('avatar') };
    if (!member.avatar.startsWith('/') || !isStaticFile(member.avatar)) {
      throw dataError(source, 'equipe', [id, 'avatar'], `must be the path of an image in static/, like "/img/equipe/${id}.svg"; "${member.avatar}" is no file there`);
    }
    const group = text('grupo');
    groups.set(group, [...(groups.get(group) ?? []), member]);
  }
  return [...groups].map(([title, members]) => ({ title, members }));
}

/** The whole number a value starts with: `"16 caracteres"` → 16, `"1.000 coins"` → 1000, `256` → 256. */
function leadingCount(source: DataSource, file: string, keys: string[]): number {
  const value = valueAt(source, file, keys);
  const text = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  const digits = /^\s*(\d{1,3}(?:\.\d{3})+|\d+)(?!\d|[.,]\d)/.exec(text)?.[1];
  const count = digits ? Number(digits.replace(/\./g, '')) : Number.NaN;
  if (!Number.isSafeInteger(count) || count <= 0) {
    throw dataError(source, file, keys, `must start with a whole number above zero, like "16 caracteres"; got ${JSON.stringify(value)}`);
  }
  return count;
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
