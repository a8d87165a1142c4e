import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ContentError, reportOnce } from '../../src/model/errors.ts';
import { checkFrontMatter, FRONT_MATTER_FIELDS, splitFrontMatter } from '../../src/generator/front-matter.ts';
import { contentFolderLayout } from '../../src/generator/content-layout.ts';
import { loadSourceFile } from '../../src/generator/load.ts';

const file = 'content/wiki/survival/kits.md';

test('front matter and body are split, with the line where the body starts', () => {
  const split = splitFrontMatter('---\ntitle: Kits\nsidebar_position: 3\n---\n\nTexto.\n', file);
  assert.deepEqual(split.frontMatter, { title: 'Kits', sidebar_position: 3 });
  assert.equal(split.bodyStartLine, 5);
  assert.equal(split.body, '\nTexto.\n');
  assert.deepEqual(split.keyLines, { title: 2, sidebar_position: 3 });
});

test('a file without front matter is all body', () => {
  const split = splitFrontMatter('Só texto.\n', file);
  assert.deepEqual(split.frontMatter, {});
  assert.equal(split.bodyStartLine, 1);
});

test('invalid YAML names the file and the line of the error', () => {
  assert.throws(
    () => splitFrontMatter('---\ntitle: Kits\ntitle: Outro\n---\n', file),
    (error: unknown) =>
      error instanceof ContentError && error.file === file && error.line === 3 && /^content\/wiki\/survival\/kits\.md:3: front matter: Map keys must be unique$/.test(error.message),
  );
});

test('an unclosed quote is reported with a file line, not a YAML line', () => {
  assert.throws(
    () => splitFrontMatter('---\ntitle: Kits\ndescription: "sem fim\nsidebar_position: 2\n---\n', file),
    (error: unknown) => error instanceof ContentError && /^content\/wiki\/survival\/kits\.md:4: front matter: Missing closing "quote$/.test(error.message),
  );
});

test('a bad indentation is reported on its own line', () => {
  assert.throws(
    () => splitFrontMatter('---\ntitle: Kits\ntags:\n  - a\n - b\n---\n', file),
    (error: unknown) => error instanceof ContentError && error.line !== undefined && error.line >= 4,
  );
});

test('an unclosed front matter is reported at line 1', () => {
  assert.throws(() => splitFrontMatter('---\ntitle: Kits\n', file), /kits\.md:1: front matter: opening "---" has no closing "---"/);
});

test('unknown keys warn with their line and the known keys', () => {
  const split = splitFrontMatter('---\ntitle: Kits\nsidebar_colour: roxo\n---\n', file);
  const warnings = checkFrontMatter(split, FRONT_MATTER_FIELDS.wiki, file);
  assert.equal(warnings.length, 1);
  assert.equal(warnings[0]?.line, 3);
  assert.match(warnings[0]?.message ?? '', /unknown key "sidebar_colour".*Known keys: .*sidebar_position/);
});

test('a key named as a property every object has (constructor, toString) is an unknown key like any other, at its line', () => {
  const split = splitFrontMatter('---\ntitle: Kits\nconstructor: Ana\ntoString: sim\n---\n', file);
  assert.deepEqual(
    checkFrontMatter(split, FRONT_MATTER_FIELDS.wiki, file).map((warning) => [warning.line, /unknown key "(\w+)"/.exec(warning.message)?.[1]]),
    [
      [3, 'constructor'],
      [4, 'toString'],
    ],
  );
  assert.deepEqual(checkFrontMatter(split, FRONT_MATTER_FIELDS.wiki, file, true), [], "a project's own keys");
});

test("in a Docusaurus project, a key of the project's own is no mistake (its components read it); Docusaurus's keys this build ignores still warn", () => {
  const split = splitFrontMatter('---\ntitle: Intercept\ne2eSpecific: true\nsidebar_key: api\n---\n', file);
  assert.deepEqual(checkFrontMatter(split, FRONT_MATTER_FIELDS.wiki, file, true).map((warning) => warning.line), [4]);
  assert.equal(checkFrontMatter(split, FRONT_MATTER_FIELDS.wiki, file).length, 2, 'in a content folder of this site, every unknown key warns');
});

test('a known key with the wrong type stops the build at its line', () => {
  const split = splitFrontMatter('---\ntitle: Kits\nsidebar_position: primeiro\n---\n', file);
  assert.throws(() => checkFrontMatter(split, FRONT_MATTER_FIELDS.wiki, file), /kits\.md:3: front matter: "sidebar_position" must be a number, got "primeiro"/);
});

test('an unknown key warns once, at the first file, saying how many other files have it', () => {
  const warnings = ['a.md', 'b.md', 'c.md'].flatMap((file) => checkFrontMatter(splitFrontMatter('---\ntitle: X\ncustom_props: 1\n---\n', file), FRONT_MATTER_FIELDS.wiki, file));
  warnings.push(...checkFrontMatter(splitFrontMatter('---\nfoo: 1\n---\n', 'd.md'), FRONT_MATTER_FIELDS.wiki, 'd.md'));
  const reported = reportOnce(warnings);
  assert.deepEqual(reported.map((warning) => [warning.file, warning.line]), [['a.md', 3], ['d.md', 2]]);
  assert.match(reported[0]!.message, /unknown key "custom_props".*\(and in 2 other files\)$/);
  assert.doesNotMatch(reported[1]!.message, /other file/);
});

test('a file saved with Windows line endings is read as LF: its front matter, slug and title are found', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'crlf-'));
  try {
    mkdirSync(path.join(dir, 'wiki'));
    writeFileSync(path.join(dir, 'wiki', 'a.md'), '---\r\ntitle: Janela\r\nslug: /janela\r\n---\r\n\r\n# Título\r\n\r\nTexto.\r\n');
    const source = loadSourceFile(contentFolderLayout(dir), 'wiki', 'a.md', (absolute) => absolute);
    assert.deepEqual(source.frontMatter, { title: 'Janela', slug: '/janela' });
    assert.equal(source.contentTitle, 'Título');
    assert.doesNotMatch(source.body, /\r/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a byte order mark before the front matter is dropped, as Docusaurus’s reader drops it', () => {
  const split = splitFrontMatter('\uFEFF---\ntitle: Visão geral\n---\n\nTexto.\n', 'docs/visao-geral.md');
  assert.deepEqual(split.frontMatter, { title: 'Visão geral' });
  assert.equal(split.body.trim(), 'Texto.');
});
