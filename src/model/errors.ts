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
  /** Warnings with the same key are reported once, at the first file, with how many more there are. */
  onceKey?: string;
}

/** Keeps the first warning of each `onceKey`, saying in how many other files it came up. */
export function reportOnce(warnings: readonly Warning[]): Warning[] {
  const files = new Map<string, Set<string>>();
  for (const { onceKey, file } of warnings) if (onceKey !== undefined) files.set(onceKey, (files.get(onceKey) ?? new Set()).add(file));
  const reported = new Set<string>();
  return warnings.flatMap((warning) => {
    const { onceKey } = warning;
    if (onceKey === undefined) return [warning];
    if (reported.has(onceKey)) return [];
    reported.add(onceKey);
    const others = files.get(onceKey)!.size - 1;
    return [others === 0 ? warning : { ...warning, message: `${warning.message} (and in ${others} other file${others === 1 ? '' : 's'})` }];
  });
}

export function formatWarning(warning: Warning): string {
  const where = warning.line === undefined ? warning.file : `${warning.file}:${warning.line}`;
  return `${where}: ${warning.message}`;
}
