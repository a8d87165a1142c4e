/** Portuguese inflection, regular enough for generated words: plurals, feminines, verb forms, accents. */

export type Gender = 'm' | 'f';

/** `leilão` → `leilões`, `nível` → `níveis`, `item` → `itens`, `servidor` → `servidores`, `caixa` → `caixas`. */
export function pluralOf(word: string): string {
  for (const [ending, plural] of PLURAL_ENDINGS) if (word.endsWith(ending)) return word.slice(0, word.length - ending.length) + plural;
  return `${word}s`;
}

const PLURAL_ENDINGS: readonly [string, string][] = [
  ['ão', 'ões'],
  ['ável', 'áveis'],
  ['ível', 'íveis'],
  ['el', 'éis'],
  ['ol', 'óis'],
  ['al', 'ais'],
  ['ul', 'uis'],
  ['ês', 'eses'],
  ['m', 'ns'],
  ['r', 'res'],
  ['z', 'zes'],
];

/** The feminine of an adjective: `raro` → `rara`, `francês` → `francesa`, `disponível` unchanged. */
export function feminineOf(adjective: string): string {
  if (adjective.endsWith('o')) return `${adjective.slice(0, -1)}a`;
  if (adjective.endsWith('ês')) return `${adjective.slice(0, -2)}esa`;
  if (adjective.endsWith('or')) return `${adjective}a`;
  return adjective;
}

/** An adjective agreeing with its noun. */
export function agree(adjective: string, gender: Gender, plural: boolean): string {
  const form = gender === 'f' ? feminineOf(adjective) : adjective;
  return plural ? pluralOf(form) : form;
}

export type VerbForm = 'present' | 'presentPlural' | 'past' | 'pastPlural' | 'future' | 'imperfect' | 'gerund' | 'participle' | 'infinitive';

const VERB_ENDINGS: Record<'ar' | 'er' | 'ir', Record<VerbForm, string>> = {
  ar: { present: 'a', presentPlural: 'am', past: 'ou', pastPlural: 'aram', future: 'ará', imperfect: 'ava', gerund: 'ando', participle: 'ado', infinitive: 'ar' },
  er: { present: 'e', presentPlural: 'em', past: 'eu', pastPlural: 'eram', future: 'erá', imperfect: 'ia', gerund: 'endo', participle: 'ido', infinitive: 'er' },
  ir: { present: 'e', presentPlural: 'em', past: 'iu', pastPlural: 'iram', future: 'irá', imperfect: 'ia', gerund: 'indo', participle: 'ido', infinitive: 'ir' },
};

/** A regular verb form from the infinitive: `liberar` → `libera`, `liberaram`; `proteger` → `protegeu`. */
export function conjugate(infinitive: string, form: VerbForm): string {
  const theme = infinitive.slice(-2);
  if (theme !== 'ar' && theme !== 'er' && theme !== 'ir') throw new Error(`not an infinitive: ${infinitive}`);
  return infinitive.slice(0, -2) + VERB_ENDINGS[theme][form];
}

const ACUTE: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };
const CIRCUMFLEX: Record<string, string> = { a: 'â', e: 'ê', o: 'ô' };

/**
 * The last vowel of a stem written with its stress accent, as Portuguese marks every word stressed
 * on the third syllable from the end (`vel` + `ico` → `vélico`): circumflex before m or n (`tônico`).
 */
export function accentLastVowel(stem: string): string {
  for (let i = stem.length - 1; i >= 0; i--) {
    const vowel = stem.charAt(i);
    if (ACUTE[vowel] === undefined) continue;
    const nasal = /[mn]/.test(stem.charAt(i + 1));
    const accented = (nasal ? CIRCUMFLEX[vowel] : undefined) ?? ACUTE[vowel];
    return stem.slice(0, i) + accented + stem.slice(i + 1);
  }
  return stem;
}

/** `Leilão` from `leilão`. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
