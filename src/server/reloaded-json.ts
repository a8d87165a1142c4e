import { readFileSync, statSync } from 'node:fs';

/**
 * A JSON file the build writes for the server (`_deploy/`), read again when its time changes.
 * While a build in progress has written it only in part, the last whole reading stays.
 */
export class ReloadedJson<T> {
  private reading: { mtimeMs: number; value: T } | undefined;

  constructor(
    private readonly file: string,
    private readonly parse: (json: unknown) => T,
    private readonly missing: T,
  ) {}

  current(): T {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.file).mtimeMs;
    } catch {
      return this.reading?.value ?? this.missing;
    }
    if (this.reading?.mtimeMs !== mtimeMs) {
      try {
        this.reading = { mtimeMs, value: this.parse(JSON.parse(readFileSync(this.file, 'utf8'))) };
      } catch {
        // Half-written: the reading before stays until the file is whole.
      }
    }
    return this.reading?.value ?? this.missing;
  }
}
