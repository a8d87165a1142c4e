import assert from 'node:assert/strict';
import { test } from 'node:test';
import { balancedHtml, topLevelParts } from '../../src/tools/balanced-html.ts';

test("a configuration's HTML snippet is closed at its end, as innerHTML reads it (BoTorch's `<small>…<small>`)", () => {
  assert.equal(balancedHtml('<small>Archived versions<small>'), '<small>Archived versions<small></small></small>');
  assert.equal(balancedHtml('<b>Bold <i>both</b> after'), '<b>Bold <i>both</i></b> after');
  assert.equal(balancedHtml('Text</span> and <br> a <img src="a.png"> picture'), 'Text and <br> a <img src="a.png"> picture');
  assert.equal(balancedHtml('<hr class="margin-vert--sm">'), '<hr class="margin-vert--sm">');
  assert.equal(balancedHtml('<a href="/x" title="a > b">x</a>'), '<a href="/x" title="a > b">x</a>');
  assert.equal(balancedHtml('No tags & no problem'), 'No tags & no problem');
  assert.equal(balancedHtml('<!-- <div> --><p>x</p>'), '<!-- <div> --><p>x</p>');
});

test('an element written self-closing that HTML does not close so gets its end tag, taking in the text after it as the browser does', () => {
  const iframe = '<iframe\n  src="https://ghbtns.com/github-btn.html?user=pytorch&amp;repo=botorch"\n  title="GitHub Stars"\n/>';
  assert.equal(balancedHtml(iframe), '<iframe\n  src="https://ghbtns.com/github-btn.html?user=pytorch&amp;repo=botorch"\n  title="GitHub Stars"></iframe>');
  assert.equal(balancedHtml('<span class="x" />after'), '<span class="x">after</span>');
  assert.equal(balancedHtml('<script>if (a < b) {}</script><b>x</b>'), '<script>if (a < b) {}</script><b>x</b>');
});

test('HTML splits into its top-level elements and texts, as MDX gives a component its children; HTML left open does not split', () => {
  assert.deepEqual(topLevelParts('<p>a</p>\n<ul><li>x</li></ul>\n'), ['<p>a</p>', '<ul><li>x</li></ul>']);
  assert.deepEqual(topLevelParts('some <em>text</em> end'), ['some ', '<em>text</em>', ' end']);
  assert.deepEqual(topLevelParts('<div><p>x</p></div><br><script>if (a<b) go()</script><!-- c -->'), ['<div><p>x</p></div>', '<br>', '<script>if (a<b) go()</script>']);
  assert.equal(topLevelParts('<p>open'), undefined);
  assert.equal(topLevelParts('x</p>'), undefined);
});
