/** A folder of a site's files written by a test, removed after the test file: where its site code is bundled from. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after } from 'node:test';

export function scratchSite(prefix: string): { root: string; write: (file: string, text: string) => string } {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  after(() => rmSync(root, { recursive: true, force: true }));
  /** Writes `text` at `file` (a path in the site), folders made; its absolute path. */
  const write = (file: string, text: string): string => {
    const absolute = path.join(root, file);
    mkdirSync(path.dirname(absolute), { recursive: true });
    writeFileSync(absolute, text);
    return absolute;
  };
  return { root, write };
}
