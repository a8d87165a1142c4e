import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contentExcerpt } from '../../src/generator/content-excerpt.ts';

test("a page without a description is described by its first line of text, as Docusaurus does, its Markdown taken out", () => {
  assert.equal(contentExcerpt('Yoga is an **embeddable** layout system used in [React Native](https://reactnative.dev).\n\nMore.\n'), 'Yoga is an embeddable layout system used in React Native.');
  assert.equal(contentExcerpt("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n```js\nconst a = 1;\n```\n\n## Setup {#setup}\n\nRun `npm install`.\n"), 'Setup');
  assert.equal(contentExcerpt(':::tip\n\n> Use the `--fix` flag :rocket:\n\n:::\n'), 'Use the --fix flag');
  assert.equal(contentExcerpt('<div className="hero">\n\n</div>\n'), '');
  assert.equal(contentExcerpt(''), '');
});
