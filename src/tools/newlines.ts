/** Windows (`\r\n`) and old Mac (`\r`) line endings as `\n`: every reader of the text counts lines and matches `^…$` by `\n` alone. */
export function normalizeNewlines(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}
