/**
 * A digest of the code a project's configuration loaded: the files it read (each as it was then),
 * the version of each package it took, and the lockfiles above the project (which pin what those
 * packages load). What a site's plugins made of a page is kept between builds under it: another
 * plugin, option or version runs them again.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import type { FileRead } from '../tools/file-reads.ts';

const LOCKFILES = ['package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', 'bun.lock', 'bun.lockb'];

export function siteCodeDigest(siteDir: string, reads: readonly FileRead[], packages: Iterable<string>): string {
  const hash = createHash('sha256');
  for (const [file, state] of reads) hash.update(`${file}\0${state}\n`);
  const resolver = createRequire(path.join(siteDir, 'package.json'));
  for (const name of [...new Set(packages)].sort()) hash.update(`${name}@${versionOf(resolver, name)}\n`);
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    for (const name of LOCKFILES) if (existsSync(path.join(dir, name))) hash.update(`${path.join(dir, name)}\0`).update(textOf(path.join(dir, name)));
    if (path.dirname(dir) === dir) break;
  }
  return hash.digest('base64url').slice(0, 22);
}

function textOf(file: string): Buffer | string {
  try {
    return readFileSync(file);
  } catch {
    return '';
  }
}

/** The version in the package.json of the package `name` resolves to; `node` for Node's own modules, `missing` for one not installed. */
function versionOf(resolver: NodeJS.Require, name: string): string {
  if (name.startsWith('node:') || builtinModules.includes(name)) return 'node';
  const packageName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
  let entry: string;
  try {
    entry = resolver.resolve(name);
  } catch {
    return 'missing';
  }
  for (let dir = path.dirname(entry); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    try {
      const { name: found, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (found === packageName) return version ?? 'unversioned';
    } catch {
      // A package.json that is not JSON is not the package's: look further up.
    }
  }
  return 'unversioned';
}
