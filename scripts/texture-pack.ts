/**
 * `node --import tsx scripts/texture-pack.ts`: makes the official texture pack and the images of
 * /textura/ from scripts/texture-pack/ into content/static/textura/ (a folder only this script writes:
 * what it no longer makes is removed), and prints what content/data/textura.yml must say of each pack.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { texturePackFiles } from './texture-pack/pack.ts';

const OUT_DIR = 'content/static/textura';
const files = await texturePackFiles();
await mkdir(OUT_DIR, { recursive: true });
for (const name of await readdir(OUT_DIR)) if (!files.has(name)) await rm(path.join(OUT_DIR, name));
for (const [name, data] of files) {
  await writeFile(path.join(OUT_DIR, name), data);
  if (!name.endsWith('.png')) console.log(`${name}\n  sha1: "${createHash('sha1').update(data).digest('hex')}"\n  tamanho: "${(data.length / 1024).toFixed(1).replace('.', ',')} KB"`);
}
