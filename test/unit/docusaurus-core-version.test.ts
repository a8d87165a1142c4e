/** Which Docusaurus a project builds with: its lock file's version first, then its package.json's range. */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { docusaurusMajor, hasSystemColorMode } from '../../src/generator/docusaurus-core-version.ts';

const repos: string[] = [];
after(() => {
  for (const repo of repos) rmSync(repo, { recursive: true, force: true });
});

function project(files: Record<string, string>, site = 'website'): string {
  const repo = mkdtempSync(path.join(tmpdir(), 'docusaurus-version-'));
  repos.push(repo);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  }
  return path.join(repo, site);
}

const asking = (range: string) => JSON.stringify({ dependencies: { '@docusaurus/core': range } });

test("the colour switch's system state comes with Docusaurus 3.8: a project of 3.6 has two states (VisionCamera's)", () => {
  assert.equal(hasSystemColorMode(project({ 'website/package.json': asking('3.6.2') })), false);
  assert.equal(hasSystemColorMode(project({ 'website/package.json': asking('~3.7.1') })), false);
  // With no lock file, a caret range installs the newest 3.x (Jest's `^3.0.0`).
  assert.equal(hasSystemColorMode(project({ 'website/package.json': asking('^3.0.0') })), true);
  assert.equal(hasSystemColorMode(project({ 'website/package.json': asking('^2.4.3') })), false);
  assert.equal(hasSystemColorMode(project({ 'website/README.md': 'no package.json' })), true);
});

test("the lock file's version wins over the range, beside the site or in a folder above it (a monorepo's)", () => {
  const npmLock = JSON.stringify({ lockfileVersion: 3, packages: { 'node_modules/@docusaurus/core': { version: '3.9.2' } } });
  assert.equal(hasSystemColorMode(project({ 'website/package.json': asking('^3.6.2'), 'package-lock.json': npmLock })), true);
  const yarnLock = '"@docusaurus/core@^3.5.0", "@docusaurus/core@3.7.0":\n  version "3.7.0"\n  resolved "https://registry.yarnpkg.com/x"\n';
  assert.equal(hasSystemColorMode(project({ 'website/package.json': asking('^3.5.0'), 'website/yarn.lock': yarnLock })), false);
  const pnpmLock = "lockfileVersion: '9.0'\npackages:\n\n  '@docusaurus/core@3.8.1':\n    resolution: {integrity: sha512-x}\n";
  assert.equal(hasSystemColorMode(project({ 'website/package.json': asking('^3.0.0'), 'pnpm-lock.yaml': pnpmLock })), true);
  const yarnBerry = '"@docusaurus/core@npm:2.4.3, @docusaurus/core@npm:^2.0.0":\n  version: 2.4.3\n';
  assert.equal(docusaurusMajor(project({ 'website/package.json': asking('^2.0.0'), 'yarn.lock': yarnBerry })), 2);
});
