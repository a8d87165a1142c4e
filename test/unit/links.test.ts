import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkLinks, LinkChecker, type LinkSource } from '../../src/generator/links.ts';

const anchors = new Map([
  ['/regras/', new Set(['01', '02'])],
  ['/wiki/survival/kits/', new Set(['kit-diario'])],
]);

test('links to existing routes and anchors pass; broken ones warn with file and line', () => {
  const warnings = checkLinks(
    [
      {
        file: 'content/wiki/survival/kits.md',
        route: '/wiki/survival/kits/',
        links: [
          { path: '/regras/', hash: '01', line: 4 },
          { path: '/regras/', hash: '19', line: 5 },
          { path: '/wiki/survival/nada/', line: 6 },
          { path: '', hash: 'kit-diario', line: 7 },
          { path: '', hash: 'kit-semanal', line: 8 },
          { path: '/sitemap.xml', line: 9 },
        ],
      },
    ],
    anchors,
    new Set(['/sitemap.xml']),
  );
  assert.deepEqual(
    warnings.map((w) => `${w.file}:${w.line}: ${w.message}`),
    [
      'content/wiki/survival/kits.md:5: broken anchor: /regras/ has no heading "#19"',
      'content/wiki/survival/kits.md:6: broken link: no page at /wiki/survival/nada/',
      'content/wiki/survival/kits.md:8: broken anchor: /wiki/survival/kits/ has no heading "#kit-semanal"',
    ],
  );
});

test('checked again after a change, links warn as a first check would: a page keeps its warnings only while their targets stay', () => {
  const checker = new LinkChecker();
  const kits: LinkSource = { file: 'kits.md', route: '/wiki/survival/kits/', links: [{ path: '/regras/', hash: '02', line: 3 }] };
  const rules: LinkSource = { file: 'regras.md', route: '/regras/', links: [{ path: '/wiki/survival/kits/', hash: 'kit-diario', line: 9 }] };
  const messages = (targets: Map<string, string[]>, sources = [kits, rules]) => checker.check(sources, targets, new Set()).map((w) => `${w.file}:${w.line}: ${w.message}`);
  const before = new Map([
    ['/regras/', ['01', '02']],
    ['/wiki/survival/kits/', ['kit-diario']],
  ]);
  assert.deepEqual(messages(before), []);
  // The rules page loses its second heading: the kits page, unchanged itself, now links to nothing.
  const after = new Map([...before, ['/regras/', ['01']]]);
  assert.deepEqual(messages(after), ['kits.md:3: broken anchor: /regras/ has no heading "#02"']);
  // The kits page changes its link (a new list of links) while the targets stay.
  const fixed: LinkSource = { ...kits, links: [{ path: '/regras/', hash: '01', line: 3 }] };
  assert.deepEqual(messages(after, [fixed, rules]), []);
  assert.deepEqual(messages(after, [fixed, rules, { file: 'novo.md', route: '/novo/', links: [{ path: '/sumiu/', line: 1 }] }]), ['novo.md:1: broken link: no page at /sumiu/']);
});
