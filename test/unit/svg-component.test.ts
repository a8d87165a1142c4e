/**
 * An SVG file a project's code imports (docusaurus-shims/svg-image.ts): drawn in the page as
 * Docusaurus's SVGR draws it, its ids its own, or as a picture when its rules would reach the page.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createElement, type ComponentType } from 'react';
import { svgComponent } from '../../src/generator/docusaurus-shims/svg-image.ts';
import { renderHtml } from '../../src/generator/docusaurus-shims/raw-html.ts';

function drawn(files: Record<string, string>, uses: [string, Record<string, unknown>][]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'svg-component-'));
  try {
    for (const [name, svg] of Object.entries(files)) writeFileSync(path.join(dir, name), svg);
    return renderHtml(uses.map(([name, props], index) => createElement(svgComponent(path.join(dir, name)) as ComponentType<Record<string, unknown>>, { key: index, ...props })));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('two drawings with the same ids keep their own gradients; currentColor and the page CSS reach the shapes; props are the root\'s attributes', () => {
  const gradient = (colour: string) => `<?xml version="1.0"?>\n<!-- exported -->\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" width="10"><defs><linearGradient id="a"><stop stop-color="${colour}"/></linearGradient><path id="b" d="M0 0h10v10z"/></defs><use xlink:href="#b" fill="url(#a)"/><path fill="currentColor" d="M1 1h2v2z"/></svg>\n`;
  const html = drawn({ 'rocket.svg': gradient('red'), 'shield.svg': gradient('blue') }, [['rocket.svg', { className: 'icon', style: { height: 200 }, 'aria-hidden': true, onClick: () => undefined }], ['shield.svg', { width: 32 }]]);
  const svgs = [...html.matchAll(/<svg[^>]*>[\s\S]*?<\/svg>/g)].map((match) => match[0]);
  assert.equal(svgs.length, 2, html);
  assert.match(svgs[0]!, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" xmlns:xlink="http:\/\/www\.w3\.org\/1999\/xlink" viewBox="0 0 10 10" width="10" class="icon" style="height:200px" aria-hidden="true">/);
  assert.match(svgs[1]!, /^<svg [^>]*width="32">/);
  const ids = svgs.map((svg) => [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
  assert.equal(new Set(ids.flat()).size, 4, 'four ids, none shared');
  for (const [index, svg] of svgs.entries()) {
    const [gradientId, pathId] = ids[index]!;
    assert.ok(svg.includes(`xlink:href="#${pathId}"`) && svg.includes(`fill="url(#${gradientId})"`), svg);
  }
  assert.match(svgs[0]!, /fill="currentColor"/);
});

test('a drawing with a style sheet of its own, which would reach the whole page, is a picture of its data URL, named by its title', () => {
  const html = drawn({ 'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><title>Widgets</title><style>.cls-1{fill:#fff}</style><rect class="cls-1" width="4" height="4"/></svg>' }, [['logo.svg', { className: 'logo' }]]);
  assert.match(html, /^<img alt="Widgets" class="logo" src="data:image\/svg\+xml,/);
});
