/** Two builds of a site compared file by file (a build over the previous output against one from scratch). */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file of a built site with its bytes, but the lists of files, which hold their times. */
function filesOf(folder: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const file = path.relative(folder, absolute);
    // A locale's site (`en/`) has its own list.
    if (!file.endsWith(path.join('_deploy', 'files.tsv'))) files.set(file, readFileSync(absolute));
  }
  return files;
}

export function assertSameSite(cached: string, scratch: string, step: string): void {
  const a = filesOf(cached);
  const b = filesOf(scratch);
  assert.deepEqual([...a.keys()].sort(), [...b.keys()].sort(), `${step}: the same files`);
  const differing = [...a].filter(([file, bytes]) => !bytes.equals(b.get(file)!)).map(([file]) => file);
  assert.deepEqual(differing, [], `${step}: files whose bytes differ from a build from scratch`);
}
