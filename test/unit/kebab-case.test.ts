import assert from 'node:assert/strict';
import { test } from 'node:test';
import { kebabCase } from '../../src/tools/kebab-case.ts';

test("a text's words in lower case joined by hyphens, as lodash's kebabCase (Docusaurus's author pages) splits them", () => {
  assert.equal(kebabCase('BekahHW'), 'bekah-hw');
  assert.equal(kebabCase('AdiatiAyu'), 'adiati-ayu');
  assert.equal(kebabCase('nickytonline'), 'nickytonline');
  assert.equal(kebabCase('XMLHttpRequest'), 'xml-http-request');
  assert.equal(kebabCase('slorber_2'), 'slorber-2');
  assert.equal(kebabCase('foo2bar'), 'foo-2-bar');
  assert.equal(kebabCase('João Câmara'), 'joao-camara');
  assert.equal(kebabCase("don't"), 'dont');
  assert.equal(kebabCase('v2Beta'), 'v-2-beta');
  assert.equal(kebabCase('--Ana  Souza--'), 'ana-souza');
});
