/**
 * `npm run content:report [-- --content DIR]`: builds the content into a temporary folder and prints,
 * for each section (a wiki mode's top-level folder or single page, the blog, the site's pages),
 * how many pages it has and how many words they hold.
 */
import '../src/generator/production-mode.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import config from '../site.config.ts';
import { buildSite, type DocumentSummary } from '../src/generator/build-site.ts';

interface SectionFigures {
  section: string;
  pages: number;
  words: number;
  fewestWords: number;
}

/** `/wiki/survival/eventos/diario/quiz/` → `/wiki/survival/eventos/`; blog and pages are one section each. */
function sectionOf(route: string): string {
  const [area = '', mode, folder] = route.split('/').filter(Boolean);
  if (area !== config.docs.routeBasePath) return area === config.blog.routeBasePath ? `/${area}/` : '(páginas)';
  if (mode === undefined) return `/${area}/`;
  return folder === undefined ? `/${area}/${mode}/` : `/${area}/${mode}/${folder}/`;
}

function summarise(documents: DocumentSummary[]): SectionFigures[] {
  const sections = new Map<string, SectionFigures>();
  for (const doc of documents) {
    const section = sectionOf(doc.route);
    const figures = sections.get(section) ?? { section, pages: 0, words: 0, fewestWords: Number.POSITIVE_INFINITY };
    figures.pages += 1;
    figures.words += doc.words;
    figures.fewestWords = Math.min(figures.fewestWords, doc.words);
    sections.set(section, figures);
  }
  return [...sections.values()].sort((a, b) => a.section.localeCompare(b.section));
}

function printTable(rows: SectionFigures[]): void {
  const total = rows.reduce((sum, row) => ({ pages: sum.pages + row.pages, words: sum.words + row.words }), { pages: 0, words: 0 });
  const width = Math.max(...rows.map((row) => row.section.length), 'seção'.length);
  console.log(`${'seção'.padEnd(width)}  páginas  palavras  menor página`);
  for (const row of rows) {
    console.log(`${row.section.padEnd(width)}  ${String(row.pages).padStart(7)}  ${String(row.words).padStart(8)}  ${String(row.fewestWords).padStart(12)}`);
  }
  console.log(`${'total'.padEnd(width)}  ${String(total.pages).padStart(7)}  ${String(total.words).padStart(8)}`);
}

const { values } = parseArgs({ options: { content: { type: 'string', default: 'content' } } });
const folder = await mkdtemp(path.join(tmpdir(), 'jabuti-report-'));
try {
  const result = await buildSite({ config, contentDir: values.content, outDir: path.join(folder, 'dist') });
  printTable(summarise(result.documents));
  if (result.warnings.length > 0) console.log(`\n${result.warnings.length} warnings: run npm run build to see them.`);
} finally {
  await rm(folder, { recursive: true, force: true });
}
