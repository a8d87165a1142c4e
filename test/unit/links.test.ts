import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkLinks } from '../../src/generator/links.ts';

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
