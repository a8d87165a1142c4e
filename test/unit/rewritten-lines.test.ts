import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rewrittenLineMap } from '../../src/generator/rewritten-lines.ts';

test("a line of a body the remark plugins wrote anew is the file's line that reads the same", () => {
  const original = '# Getting started\n\nInstall the package first.\n\n```go file=./main.go\n```\n\nSee [the services](/services) for more.\n';
  const rewritten = '# Getting started\n\nInstall the package first.\n\n```go\npackage main\n\nfunc main() {}\n```\n\nSee [the services](/services) for more.\n';
  const lineOf = rewrittenLineMap(original, rewritten, 4);
  assert.equal(lineOf(4 + 10), 4 + 7, 'the link line, three lines further down in the new body, is line 8 of the body');
  assert.equal(lineOf(4 + 2), 4 + 2);
  assert.equal(lineOf(4 + 6), 4 + 2, 'a line the plugin wrote keeps the last line found before it');
  assert.equal(lineOf(2), 2, 'a line before the body (front matter) is left as it is');
});

test('lines a plugin brings in that the file also has further down do not pull the lines after them there', () => {
  const original = 'Write a file first.\n\n```rust file=./write.rs\n```\n\nThen read [the services](/services) page.\n\n```rust\nlet op = Operator::new(memory)?;\n```\n';
  const rewritten = 'Write a file first.\n\n```rust\nlet op = Operator::new(memory)?;\nop.write(path)?;\n```\n\nThen read [the services](/services) page.\n\n```rust\nlet op = Operator::new(memory)?;\n```\n';
  assert.equal(rewrittenLineMap(original, rewritten, 1)(9), 6, 'the link is on line 6 of the file, not after its last code block');
});
