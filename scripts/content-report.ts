/**
 * `npm run content:report [-- --content DIR]`: builds the content into a temporary folder and prints,
 * for each section (a wiki mode's top-level folder or single page, the blog, the site's pages),
 * how many pages it has, how many words they hold, and how many pictures they show (pages with
 * one, and pictures in all: the `<img>` of each page's text, avatars aside).
 */
import '../src/generator/production-mode.ts';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
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
  pagesWithPictures: number;
  pictures: number;
}

/** The pictures of a built page's text: `<img>` in `<main>`, people's avatars left out. */
async function picturesOf(outDir: string, route: string): Promise<number> {
  const html = await readFile(path.join(outDir, route, 'index.html'), 'utf8');
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return [...main.matchAll(/<img\b[^>]*>/g)].filter(([tag]) => !/\bclass="[^"]*avatar/.test(tag)).length;
}

/** `/wiki/survival/eventos/diario/quiz/` → `/wiki/survival/eventos/`; blog and pages are one section each. */
function sectionOf(route: string): string {
  const [area = '', mode, folder] = route.split('/').filter(Boolean);
  if (area !== config.docs.routeBasePath) return area === config.blog.routeBasePath ? `/${area}/` : '(páginas)';
  if (mode === undefined) return `/${area}/`;
  return folder === undefined ? `/${area}/${mode}/` : `/${area}/${mode}/${folder}/`;
}

async function summarise(documents: DocumentSummary[], outDir: string): Promise<SectionFigures[]> {
  const sections = new Map<string, SectionFigures>();
  for (const doc of documents) {
    const section = sectionOf(doc.route);
    const figures = sections.get(section) ?? { section, pages: 0, words: 0, fewestWords: Number.POSITIVE_INFINITY, pagesWithPictures: 0, pictures: 0 };
    const pictures = await picturesOf(outDir, doc.route);
    figures.pages += 1;
    figures.words += doc.words;
    figures.fewestWords = Math.min(figures.fewestWords, doc.words);
    figures.pagesWithPictures += pictures > 0 ? 1 : 0;
    figures.pictures += pictures;
    sections.set(section, figures);
  }
  return [...sections.values()].sort((a, b) => a.section.localeCompare(b.section));
}

function printTable(rows: SectionFigures[]): void {
  const total = rows.reduce(
    (sum, row) => ({ pages: sum.pages + row.pages, words: sum.words + row.words, pagesWithPictures: sum.pagesWithPictures + row.pagesWithPictures, pictures: sum.pictures + row.pictures }),
    { pages: 0, words: 0, pagesWithPictures: 0, pictures: 0 },
  );
  const width = Math.max(...rows.map((row) => row.section.length), 'seção'.length);
  const pictureColumns = (row: { pagesWithPictures: number; pictures: number }) => `${String(row.pagesWithPictures).padStart(10)}  ${String(row.pictures).padStart(7)}`;
  console.log(`${'seção'.padEnd(width)}  páginas  palavras  menor página  com figura  figuras`);
  for (const row of rows) {
    console.log(`${row.section.padEnd(width)}  ${String(row.pages).padStart(7)}  ${String(row.words).padStart(8)}  ${String(row.fewestWords).padStart(12)}  ${pictureColumns(row)}`);
  }
  console.log(`${'total'.padEnd(width)}  ${String(total.pages).padStart(7)}  ${String(total.words).padStart(8)}  ${''.padStart(12)}  ${pictureColumns(total)}`);
}

const { values } = parseArgs({ options: { content: { type: 'string', default: 'content' } } });
const folder = await mkdtemp(path.join(tmpdir(), 'jabuti-report-'));
try {
  const outDir = path.join(folder, 'dist');
  const result = await buildSite({ config, contentDir: values.content, outDir });
  printTable(await summarise(result.documents, outDir));
  if (result.warnings.length > 0) console.log(`\n${result.warnings.length} warnings: run npm run build to see them.`);
} finally {
  await rm(folder, { recursive: true, force: true });
}
