const COMBINING_MARKS = /\p{M}/gu;

/** `missões` → `missoes`, `ação` → `acao`: letters without their diacritics. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '');
}
