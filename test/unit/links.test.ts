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

test('a site may turn either check off, as a Docusaurus project does with onBrokenLinks or onBrokenAnchors set to ignore (and Docusaurus 2, which checked no anchors)', () => {
  const sources = [{ file: 'docs/a.md', route: '/a/', links: [{ path: '/nada/', line: 3 }, { path: '/b/', hash: 'falta', line: 4 }] }];
  const anchors = new Map([['/a/', new Set<string>()], ['/b/', new Set(['existe'])]]);
  const messages = (checks: { pages: boolean; anchors: boolean }) => checkLinks(sources, anchors, new Set(), checks).map((warning) => warning.message);
  assert.deepEqual(messages({ pages: true, anchors: true }), ['broken link: no page at /nada/', 'broken anchor: /b/ has no heading "#falta"']);
  assert.deepEqual(messages({ pages: true, anchors: false }), ['broken link: no page at /nada/']);
  assert.deepEqual(messages({ pages: false, anchors: true }), ['broken anchor: /b/ has no heading "#falta"']);
});

test('the Docusaurus a project asks for is read from its package.json', async () => {
  const { mkdtemp, rm, writeFile } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const { docusaurusMajor, groupsBlogSidebarByYear } = await import('../../src/generator/docusaurus-core-version.ts');
  const root = await mkdtemp(path.join(tmpdir(), 'jabuti-docusaurus-'));
  try {
    assert.equal(docusaurusMajor(root), undefined);
    assert.equal(groupsBlogSidebarByYear(root), true, 'a project that does not say is taken as the newest');
    for (const [range, major, years] of [['2.0.0-rc.1', 2, false], ['^2.4.3', 2, false], ['3.10.2', 3, true], ['~3.1.0', 3, false], ['^3.5.2', 3, true]] as const) {
      await writeFile(path.join(root, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': range } }));
      assert.equal(docusaurusMajor(root), major, range);
      assert.equal(groupsBlogSidebarByYear(root), years, `${range}: the blog sidebar grouped by year (Docusaurus 3.5)`);
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
