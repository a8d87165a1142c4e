import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SharedHtml } from '../../src/generator/shared-html.ts';

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

test('a page written with SharedHtml holds each shared part where its mark was, as if it had been rendered in place', () => {
  const shared = new SharedHtml();
  const navbar = '<header>← Voltar ao menu principal</header>';
  const footer = '<footer>© 2025 Jabuticraft</footer>';
  const navbarMark = shared.mark(navbar);
  const footerMark = shared.mark(footer);
  const page = `<!DOCTYPE html><body>${navbarMark}<main>Ação: pão 🍇</main>${footerMark}${navbarMark}</body>`;
  assert.equal(decode(shared.encode(page)), `<!DOCTYPE html><body>${navbar}<main>Ação: pão 🍇</main>${footer}${navbar}</body>`);
});

test('a page without marks, or with NUL characters of its own, is written as it is', () => {
  const shared = new SharedHtml();
  const mark = shared.mark('<nav>menu</nav>');
  assert.equal(decode(shared.encode('<p>sem partes</p>')), '<p>sem partes</p>');
  const stray = '<p>a\u00000\u0000b</p>';
  assert.equal(decode(shared.encode(stray)), stray);
  assert.equal(decode(shared.encode(`${stray}${mark}`)), `${stray}<nav>menu</nav>`);
});

test("one build's marks mean nothing to another build's SharedHtml", () => {
  const first = new SharedHtml();
  const second = new SharedHtml();
  const mark = first.mark('<nav>primeira</nav>');
  second.mark('<nav>segunda</nav>');
  assert.equal(decode(second.encode(`<p>${mark}</p>`)), `<p>${mark}</p>`);
});
