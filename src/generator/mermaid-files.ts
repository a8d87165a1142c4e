import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Mermaid's own browser build (an ES module and the chunks it loads for each kind of diagram),
 * copied into the site only when a page draws a diagram, under a folder named by its version:
 * everything under `/assets/` is cached for a year.
 */
export class MermaidFiles {
  private readonly dist: string | undefined;
  readonly folder: string | undefined;
  private written = false;

  constructor(projectDir: string) {
    try {
      const require = createRequire(path.join(projectDir, 'package.json'));
      const { version } = require('mermaid/package.json') as { version: string };
      this.dist = path.dirname(require.resolve('mermaid/dist/mermaid.esm.min.mjs'));
      this.folder = `assets/mermaid-${version}`;
    } catch {
      // Without the package, diagrams stay as their source in a code block.
    }
  }

  /** The script's path inside the site (`assets/mermaid-11.17.2/mermaid.esm.min.mjs`), when Mermaid is there. */
  get script(): string | undefined {
    return this.folder && `${this.folder}/mermaid.esm.min.mjs`;
  }

  /** Writes the library once per output (its files never change for a version). */
  writeTo(output: { write(file: string, contents: Uint8Array): void }): void {
    if (this.written || !this.dist || !this.folder) return;
    this.written = true;
    output.write(`${this.folder}/mermaid.esm.min.mjs`, readFileSync(path.join(this.dist, 'mermaid.esm.min.mjs')));
    const chunks = path.join(this.dist, 'chunks', 'mermaid.esm.min');
    for (const name of readdirSync(chunks)) {
      if (name.endsWith('.mjs')) output.write(`${this.folder}/chunks/mermaid.esm.min/${name}`, readFileSync(path.join(chunks, name)));
    }
  }
}
