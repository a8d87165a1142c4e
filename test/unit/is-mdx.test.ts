import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isMdx } from '../../src/markdown/mdx/is-mdx.ts';

test('a .md file whose only component sits within a line is MDX, as Docusaurus 3 reads every .md; a type in the text or in code is not', () => {
  assert.equal(isMdx('Add them as a reviewer. <Bitwarden>Bitwarden developers can use the\n[pages](https://x.example) to look.</Bitwarden>\n', 'code-review.md'), true);
  assert.equal(isMdx('Press <Kbd keys="ctrl+c" /> to copy.\n', 'keys.md'), true);
  assert.equal(isMdx('A `List<String>` holds names, and so does a List<String> in prose.\n', 'types.md'), false);
  assert.equal(isMdx('Write `<Tabs>text</Tabs>` to make tabs.\n', 'tabs.md'), false);
  assert.equal(isMdx('One <Foo>\n\nand another paragraph </Foo>.\n', 'split.md'), false, 'not closed in its paragraph');
});

test('a .md file whose only JavaScript attribute sits on an element within a line is MDX (Keploy\'s `<td ><a style={{display:"flex"}}>`); the same in code is not', () => {
  assert.equal(isMdx('| Project | Link |\n|---|---|\n| x | <td ><a style={{display:"flex"}} href="https://x.dev">x</a></td> |\n', 'guide.md'), true);
  assert.equal(isMdx('See <img className="logo" src="/a.png" /> here.\n', 'logo.md'), true);
  assert.equal(isMdx('Write `<a style={{color: "red"}}>` in MDX.\n', 'code.md'), false);
  assert.equal(isMdx('A <b>bold</b> word and <a href="/x">a link</a>.\n', 'html.md'), false);
});
