import type { UpdatableOutput } from '../generator/output.ts';
import { DEV_PATHS } from './protocol.ts';

const DEV_SCRIPT = `<script type="module" src="${DEV_PATHS.client}"></script>`;

/** The dev output: every HTML document also loads the dev client (reload, styles, error overlay). */
export function withDevScript(output: UpdatableOutput): UpdatableOutput {
  return {
    write: (file, contents) => output.write(file, file.endsWith('.html') && typeof contents === 'string' ? addDevScript(contents) : contents),
    drain: () => output.drain(),
    flush: () => output.flush(),
    copyFolder: (folder) => output.copyFolder(folder),
    copyFile: (from, file) => output.copyFile(from, file),
    remove: (file) => output.remove(file),
  };
}

export function addDevScript(html: string): string {
  return html.replace('</head>', `${DEV_SCRIPT}</head>`);
}
