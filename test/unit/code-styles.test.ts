/**
 * Code's coloured tokens carry a class named after their style, and the site's code stylesheet gives
 * each class used its style once (code-styles.ts): the same class in every build, whatever the order
 * the pages come in.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classedLines, codeStyleClass, codeStylesheet } from '../../src/markdown/code-styles.ts';

test('each token style becomes a class, the styles used are collected, and the stylesheet defines each once', () => {
  const styles = new Set<string>();
  const lines = classedLines(['<span style="--shiki-light:#00009F;--shiki-dark:#569CD6">const</span> a <span style="--shiki-light:#393A34;--shiki-dark:#D4D4D4">=</span> 1;', '<span style="--shiki-light:#00009F;--shiki-dark:#569CD6">let</span>'], styles);
  const keyword = codeStyleClass('--shiki-light:#00009F;--shiki-dark:#569CD6');
  assert.match(keyword, /^c-[0-9a-z]{7}$/);
  assert.equal(lines[1], `<span class="${keyword}">let</span>`);
  assert.deepEqual([...styles].sort(), ['--shiki-light:#00009F;--shiki-dark:#569CD6', '--shiki-light:#393A34;--shiki-dark:#D4D4D4']);
  const css = codeStylesheet([...styles, ...styles]);
  assert.equal(css.split('\n').length, 2);
  assert.ok(css.includes(`.${keyword}{--shiki-light:#00009F;--shiki-dark:#569CD6}`));
  assert.equal(codeStylesheet([...styles].reverse()), css, 'the same rules in the same order, whatever order the styles came in');
  assert.equal(codeStylesheet([]), '');
});

test("a style that a rule could not hold stays the token's style attribute; an escaped one is read as the browser reads it", () => {
  const styles = new Set<string>();
  const [line] = classedLines(['<span style="--shiki-light:red}body{color:red">x</span><span style="font-family:&quot;Fira Code&quot;">y</span>'], styles);
  assert.match(line!, /^<span style="--shiki-light:red}body\{color:red">x<\/span><span class="c-[0-9a-z]{7}">y<\/span>$/);
  assert.deepEqual([...styles], ['font-family:"Fira Code"']);
});
