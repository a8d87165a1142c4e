/**
 * The plan of `src/`, as the README's code map draws it: each folder sits in a layer and imports
 * only from its own layer or the ones below; no file reaches itself again through its imports.
 * The imports are read by TypeScript's own pre-processor (static, dynamic and type-only alike).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';

/** Bottom first. A folder may import from its own row and every row above it in this list. */
const LAYERS: readonly (readonly string[])[] = [
  ['model'],
  ['markdown', 'search', 'tools'],
  ['client', 'islands'],
  ['components'],
  ['pages'],
  ['server'],
  ['generator'],
  ['dev'],
];

/** Files outside `src/` that code inside may read: the site's own configuration is input, like content. */
const INPUTS_OUTSIDE_SRC = new Set(['site.config.ts']);

const SRC = 'src';

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(SRC, file));
}

/** The files of `src/` (and outside it) that `file` imports, as paths from the repository's root. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map((entry) => entry.fileName).filter((name) => name.startsWith('.')).map((name) => path.normalize(path.join(path.dirname(file), name)));
}

function layerOf(file: string): number {
  const folder = path.relative(SRC, file).split(path.sep)[0] ?? '';
  const layer = LAYERS.findIndex((row) => row.includes(folder));
  assert.notEqual(layer, -1, `${file}: the folder ${folder} has no layer in this test (and none in the README's code map)`);
  return layer;
}

type ImportGraph = ReadonlyMap<string, readonly string[]>;

function upwardImports(graph: ImportGraph): string[] {
  const upward: string[] = [];
  for (const [file, imports] of graph) {
    for (const target of imports) {
      if (!target.startsWith(SRC + path.sep)) {
        if (!INPUTS_OUTSIDE_SRC.has(target)) upward.push(`${file} → ${target} (outside src/)`);
      } else if (layerOf(target) > layerOf(file)) {
        upward.push(`${file} → ${target}`);
      }
    }
  }
  return upward;
}

/** Each circle found by a depth-first walk, written from the file it returns to. */
function importCircles(graph: ImportGraph): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const circles: string[] = [];
  const visit = (file: string, trail: readonly string[]): void => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      circles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
      return;
    }
    state.set(file, 'open');
    for (const target of graph.get(file) ?? []) if (graph.has(target)) visit(target, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of graph.keys()) visit(file, []);
  return circles;
}

const graph: ImportGraph = new Map(sourceFiles().map((file) => [file, importsOf(file)]));

test('every import under src/ goes to the same layer or one below it', () => {
  assert.ok(graph.size > 100, `only ${graph.size} files read under src/`);
  const upward = upwardImports(graph);
  assert.deepEqual(upward, [], `imports that run upward:\n${upward.join('\n')}`);
});

test('no import circle under src/', () => {
  const circles = importCircles(graph);
  assert.deepEqual(circles, [], `import circles:\n${circles.join('\n')}`);
});

test('the checks find an upward import, an import out of src/ and a circle when there is one', () => {
  const file = (name: string) => path.join(SRC, name);
  const knotted: ImportGraph = new Map([
    [file('model/errors.ts'), [file('generator/config.ts')]],
    [file('generator/config.ts'), [file('model/errors.ts'), 'build.ts', 'site.config.ts']],
    [file('client/a.ts'), [file('islands/b.tsx')]],
    [file('islands/b.tsx'), [file('client/a.ts')]],
  ]);
  assert.deepEqual(upwardImports(knotted), [`${file('model/errors.ts')} → ${file('generator/config.ts')}`, `${file('generator/config.ts')} → build.ts (outside src/)`]);
  assert.deepEqual(importCircles(knotted), [
    [file('model/errors.ts'), file('generator/config.ts'), file('model/errors.ts')].join(' → '),
    [file('client/a.ts'), file('islands/b.tsx'), file('client/a.ts')].join(' → '),
  ]);
  // Type-only and dynamic imports count too.
  assert.ok(importsOf(file('components/site-context.ts')).includes(file('model/config.ts')));
});

test('no file under src/ is longer than 350 lines, so each reads in one sitting', () => {
  const long = [...graph.keys()].flatMap((file) => {
    const lines = readFileSync(file, 'utf8').split('\n').length - 1;
    return lines > 350 ? [`${file}: ${lines} lines`] : [];
  });
  assert.deepEqual(long, []);
});
