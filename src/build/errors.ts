/** An error in a content or configuration file, located at `file:line`. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${line === undefined ? file : `${file}:${line}`}: ${detail}`, options);
    this.name = 'ContentError';
  }
}

/** A problem that does not stop the build. */
export interface Warning {
  file: string;
  line?: number;
  message: string;
}

export function formatWarning(warning: Warning): string {
  const where = warning.line === undefined ? warning.file : `${warning.file}:${warning.line}`;
  return `${where}: ${warning.message}`;
}
