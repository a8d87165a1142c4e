/**
 * `npm run pictures`: draws the wiki's pictures (scripts/pictures/) into content/static/img/figuras/,
 * a folder only this script writes: a picture it no longer makes is removed.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { allPictures, PICTURES_FOLDER } from './pictures/index.ts';

const pictures = allPictures();
const names = new Set(pictures.map((picture) => `${picture.name}.svg`));
await mkdir(PICTURES_FOLDER, { recursive: true });
for (const name of await readdir(PICTURES_FOLDER)) if (!names.has(name)) await rm(path.join(PICTURES_FOLDER, name));
for (const picture of pictures) await writeFile(path.join(PICTURES_FOLDER, `${picture.name}.svg`), picture.svg);
console.log(`${pictures.length} pictures in ${PICTURES_FOLDER}/`);
