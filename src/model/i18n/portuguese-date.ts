const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/**
 * Dates as players read them: "15 de janeiro de 2025", in UTC. Written by hand, as Intl's pt-BR
 * long date gives them (a test compares every day of twelve years): the first Intl formatter of
 * a process loads ICU's data, 12-18 ms of every build.
 */
export function formatPortugueseDate(date: Date): string {
  return `${date.getUTCDate()} de ${MONTHS[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;
}
