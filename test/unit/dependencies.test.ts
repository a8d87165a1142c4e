/**
 * package.json's `dependencies` are exactly the packages the runtime code uses (`src/`, the entry
 * points, the launcher): a package only a test or the bench needs is a development dependency.
 */
import assert from 'node:assert/strict';
import { builtinModules } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';

const RUNTIME_FILES = [
  ...readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join('src', file)),
  'build.ts',
  'dev.ts',
  'serve.ts',
  'site.config.ts',
  'scripts/launch.mjs',
  'scripts/run-bundle.mjs',
];

const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
const sources = new Map(RUNTIME_FILES.map((file) => [file, readFileSync(file, 'utf8')]));

/** `react-dom/server` → `react-dom`; `@orama/stemmers/x` → `@orama/stemmers`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** What a file imports for its running (static, dynamic and required), leaving out `import type`, which is erased. */
function runtimeImports(file: string, text: string): string[] {
  const declarations = ts.createSourceFile(file, text, ts.ScriptTarget.Latest).statements.filter(ts.isImportDeclaration);
  const specifier = (declaration: ts.ImportDeclaration) => (declaration.moduleSpecifier as ts.StringLiteral).text;
  const forValues = new Set(declarations.filter((declaration) => !declaration.importClause?.isTypeOnly).map(specifier));
  const typesOnly = new Set(declarations.map(specifier).filter((name) => !forValues.has(name)));
  return ts.preProcessFile(text, true, true).importedFiles.map((entry) => entry.fileName).filter((name) => !typesOnly.has(name));
}

test('every package the runtime code imports is a dependency', () => {
  const missing = new Set<string>();
  for (const [file, text] of sources) {
    for (const fileName of runtimeImports(file, text)) {
      if (fileName.startsWith('.') || fileName.startsWith('node:') || builtinModules.includes(fileName)) continue;
      if (!Object.hasOwn(dependencies, packageOf(fileName))) missing.add(`${packageOf(fileName)} (${file})`);
    }
  }
  assert.deepEqual([...missing], []);
});

test('every dependency is used by the runtime code', () => {
  // Named as a module anywhere: imports, require() and createRequire(…)(), `--import tsx`.
  const used = (name: string) => [...sources.values()].some((text) => new RegExp(`['"]${name.replace(/[/.]/g, '\\$&')}(?:/[^'"]*)?['"]`).test(text));
  const unused = Object.keys(dependencies).filter((name) => !used(name));
  assert.deepEqual(unused, [], 'dependencies no runtime code names: move them to devDependencies');
});
