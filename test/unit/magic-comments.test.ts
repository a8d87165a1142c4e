/**
 * Magic comments (`// highlight-next-line`) are read in the comment syntax of the code block's
 * language, as Docusaurus's code blocks read them: in a bash block `//` starts no comment, so such a
 * line is code, shown as written (redwood's deploy page).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { prepareCode } from '../../src/markdown/code-block.ts';

const shown = (code: string, language: string) => {
  const { lines, lineClasses } = prepareCode({ code, language });
  return lines.map((line, index) => (lineClasses.has(index) ? `[${lineClasses.get(index)}] ${line}` : line));
};

test("a magic comment counts in its language's comments only", () => {
  assert.deepEqual(shown('pm2 startup\n// highlight-next-line\nsudo env PATH=$PATH\n', 'bash'), ['pm2 startup', '// highlight-next-line', 'sudo env PATH=$PATH']);
  assert.deepEqual(shown('pm2 startup\n# highlight-next-line\nsudo env PATH=$PATH\n', 'bash'), ['pm2 startup', '[highlighted] sudo env PATH=$PATH']);
  assert.deepEqual(shown('// highlight-next-line\nconst a = 1;\n/* highlight-next-line */\nconst b = 2;\n', 'js'), ['[highlighted] const a = 1;', '[highlighted] const b = 2;']);
  assert.deepEqual(shown('{/* highlight-next-line */}\n<App />\n', 'jsx'), ['[highlighted] <App />']);
  assert.deepEqual(shown('-- highlight-next-line\nSELECT 1;\n', 'sql'), ['[highlighted] SELECT 1;']);
  assert.deepEqual(shown('-- highlight-next-line\nx = 1\n', 'yaml'), ['-- highlight-next-line', 'x = 1']);
  assert.deepEqual(shown('<!-- highlight-start -->\n<p>a</p>\n<!-- highlight-end -->\n<p>b</p>\n', 'html'), ['[highlighted] <p>a</p>', '<p>b</p>']);
  assert.deepEqual(shown('# highlight-next-line\nkey: 1\n', 'yaml'), ['[highlighted] key: 1']);
});
