/**
 * Generates a deterministic, Docusaurus-shaped pt-BR content folder for the benchmarks, shaped like a
 * real wiki: folders of very different sizes (one game mode over half the pages, categories of 3 to
 * 400 pages at 2,000 pages; see corpus/folder-sizes.ts), pages of 200 to 5,000 words (corpus/page-length.ts)
 * and a Zipf-distributed vocabulary of tens of thousands of pt-BR-like words, numbers and commands
 * (corpus/words.ts).
 *
 * `tsx bench/generate-corpus.ts DIR N` writes N wiki pages, plus the wiki home, five blog posts
 * with their author, a home page and an empty `data/`. `tsx bench/generate-corpus.ts DIR N 0.33` writes
 * that share of the wiki pages, spread evenly, as `.mdx` pages holding the same words (see `composeArticle`).
 * `--shape docusaurus` writes the wiki as Docusaurus's docs tell people to: no index pages (corpus/plan.ts).
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { articleShape } from './corpus/page-length.ts';
import { editablePage, planWiki, WIKI_SHAPES, type PlannedPage, type WikiPlan, type WikiShape } from './corpus/plan.ts';
import { composeArticle, MDX_IMPORTS, paragraphText, sentence, type Link } from './corpus/prose.ts';
import { seededRandom, type Random } from './corpus/random.ts';
import { BLOG_TITLES, TAGS } from './corpus/vocabulary.ts';

const BLOG_POST_COUNT = 5;
/** Share of a page's links that may lead to another game mode. */
const OTHER_MODE_LINK_SHARE = 0.15;

export interface CorpusFile {
  /** Path inside the content folder, `/`-separated. */
  path: string;
  contents: string;
}

type FrontMatterValue = string | number | readonly string[] | undefined;

export interface CorpusOptions {
  /** Share of the wiki pages written as `.mdx` (0 to 1, default 0). */
  mdxShare?: number;
  /** How the wiki's folders are written (default `index-pages`; see corpus/plan.ts). */
  shape?: WikiShape;
}

export function generateCorpus(dir: string, pageCount: number, options: CorpusOptions = {}): void {
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`refusing to generate into ${dir}: the folder is not empty`);
  for (const file of corpusFiles(pageCount, options)) {
    const target = path.join(dir, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.contents);
  }
  mkdirSync(path.join(dir, 'data'), { recursive: true });
}

/** The files `generateCorpus` writes (but the empty `data/`), without writing them. */
export function corpusFiles(pageCount: number, options: CorpusOptions = {}): CorpusFile[] {
  if (!Number.isInteger(pageCount) || pageCount < 1) throw new Error(`page count must be a positive integer, got ${pageCount}`);
  const mdxShare = options.mdxShare ?? 0;
  if (!(mdxShare >= 0 && mdxShare <= 1)) throw new Error(`MDX share must be between 0 and 1, got ${mdxShare}`);
  const plan = withMdxPages(planWiki(pageCount, options.shape), mdxShare);
  return [...wikiFiles(plan), ...blogFiles(plan), homePage(plan)];
}

/** A Markdown wiki page of the `pageCount`-page corpus for benchmarks to edit: the same file on every run. */
export function editablePageOf(pageCount: number, shape?: WikiShape): string {
  return editablePage(planWiki(pageCount, shape));
}

/** Renames `share` of the pages to `.mdx`, spread evenly: with a third, every third page. */
function withMdxPages(plan: WikiPlan, share: number): WikiPlan {
  const isMdx = (index: number): boolean => Math.round((index + 1) * share) > Math.round(index * share);
  return { ...plan, pages: plan.pages.map((page, index) => (isMdx(index) ? { ...page, file: page.file.replace(/\.md$/, '.mdx') } : page)) };
}

/** The route a wiki file is served at: `wiki/a/index.md` → `/wiki/a/`, `wiki/a/b.mdx` → `/wiki/a/b/`. */
function routeOf(file: string): string {
  return `/${file.replace(/\.mdx?$/, '').replace(/\/?index$/, '')}/`;
}

function wikiFiles(plan: WikiPlan): CorpusFile[] {
  const pagesByMode = groupByMode(plan.pages);
  const categories = plan.folders.map((folder) => ({
    path: `${folder.dir}/_category_.json`,
    contents: `${JSON.stringify({ label: folder.label, position: folder.position })}\n`,
  }));
  const pages = plan.pages.map((page) => wikiPage(page, pagesByMode.get(page.mode) ?? [], plan.pages));
  return [wikiHome(plan), ...categories, ...pages];
}

function groupByMode(pages: readonly PlannedPage[]): Map<number, PlannedPage[]> {
  const groups = new Map<number, PlannedPage[]>();
  for (const page of pages) {
    const group = groups.get(page.mode);
    if (group) group.push(page);
    else groups.set(page.mode, [page]);
  }
  return groups;
}

function wikiPage(page: PlannedPage, sameMode: readonly PlannedPage[], all: readonly PlannedPage[]): CorpusFile {
  const mdx = page.file.endsWith('.mdx');
  // Seeded by the Markdown name, so that the MDX page holds the words of its Markdown twin.
  const random = seededRandom(page.file.replace(/\.mdx$/, '.md'));
  const links = chooseTargets(random, page, sameMode, all).map((target) => linkTo(random, page.file, target));
  const frontMatter = {
    title: page.title,
    description: sentence(random),
    sidebar_label: page.sidebarLabel,
    sidebar_position: page.position,
    tags: random.chance(0.5) ? random.shuffle(TAGS).slice(0, random.int(1, 3)) : undefined,
  };
  const body = composeArticle(random, articleShape(random), links, mdx ? 'mdx' : 'markdown');
  return { path: page.file, contents: markdownFile(frontMatter, mdx ? `${MDX_IMPORTS}${body}` : body) };
}

/** 3 to 8 distinct other pages, mostly of the same game mode. */
function chooseTargets(random: Random, page: PlannedPage, sameMode: readonly PlannedPage[], all: readonly PlannedPage[]): PlannedPage[] {
  const count = Math.min(random.int(3, 8), all.length - 1);
  const chosen = new Set<PlannedPage>();
  while (chosen.size < count) {
    const pool = sameMode.length > count && !random.chance(OTHER_MODE_LINK_SHARE) ? sameMode : all;
    const target = random.pick(pool);
    if (target !== page) chosen.add(target);
  }
  return [...chosen];
}

/** A relative `.md` link or an absolute route with a trailing slash, half and half. */
function linkTo(random: Random, fromFile: string, target: PlannedPage): Link {
  const href = random.chance(0.5) ? path.posix.relative(path.posix.dirname(fromFile), target.file) : routeOf(target.file);
  return { text: target.title, href };
}

/** Each game mode's first page: its index page, when the shape has them. */
function modeEntries(plan: WikiPlan): PlannedPage[] {
  return plan.pages.filter((page, index) => index === 0 || plan.pages[index - 1]?.mode !== page.mode);
}

function wikiHome(plan: WikiPlan): CorpusFile {
  const random = seededRandom('wiki/index.md');
  const modes = modeEntries(plan);
  const list = modes.map((page) => `- [${page.title}](${path.posix.relative('wiki', page.file)})`).join('\n');
  const body = `${paragraphText(random, 3)}\n\n## Modos de jogo\n\n${list}\n`;
  return { path: 'wiki/index.md', contents: markdownFile({ title: 'Wiki', description: sentence(random) }, body) };
}

function blogFiles(plan: WikiPlan): CorpusFile[] {
  const authors = { path: 'blog/authors.yml', contents: 'equipe:\n  name: Equipe\n  title: Staff\n' };
  return [authors, ...Array.from({ length: BLOG_POST_COUNT }, (_, i) => blogPost(plan, i + 1))];
}

function blogPost(plan: WikiPlan, number: number): CorpusFile {
  const name = `2025-01-0${number}-post-${number}`;
  const random = seededRandom(name);
  const links = random.shuffle(plan.pages).slice(0, 3).map((page) => ({ text: page.title, href: routeOf(page.file) }));
  const frontMatter = {
    slug: `post-${number}`,
    title: BLOG_TITLES[(number - 1) % BLOG_TITLES.length],
    description: sentence(random),
    authors: ['equipe'],
    tags: random.shuffle(TAGS).slice(0, 2),
  };
  const body = `${paragraphText(random, 3)}\n\n<!-- truncate -->\n\n${composeArticle(random, { words: random.int(300, 500), sections: random.int(2, 3) }, links)}`;
  return { path: `blog/${name}.md`, contents: markdownFile(frontMatter, body) };
}

function homePage(plan: WikiPlan): CorpusFile {
  const random = seededRandom('pages/index.md');
  const modes = modeEntries(plan);
  const list = modes.map((page) => `- [${page.title}](${routeOf(page.file)})`).join('\n');
  const body = `${paragraphText(random, 4)}\n\n## Modos de jogo\n\n${list}\n`;
  return { path: 'pages/index.md', contents: markdownFile({ title: 'Início', description: sentence(random) }, body) };
}

/** YAML front matter (strings as JSON, which is valid YAML) followed by the body. */
function markdownFile(frontMatter: Record<string, FrontMatterValue>, body: string): string {
  const lines = Object.entries(frontMatter)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}`;
}

function isWikiShape(name: string): name is WikiShape {
  return (WIKI_SHAPES as readonly string[]).includes(name);
}

function isCommandLine(): boolean {
  const script = process.argv[1];
  return script !== undefined && import.meta.url === pathToFileURL(path.resolve(script)).href;
}

if (isCommandLine()) {
  const { values, positionals } = parseArgs({ options: { shape: { type: 'string' } }, allowPositionals: true });
  const [dir, count, mdxShare] = positionals;
  const shape = values.shape ?? 'index-pages';
  if (!dir || !count || !isWikiShape(shape)) {
    console.error(`Usage: tsx bench/generate-corpus.ts DIR N [MDX_SHARE] [--shape ${WIKI_SHAPES.join('|')}]   (DIR must be absent or empty)`);
    process.exit(2);
  }
  const started = performance.now();
  generateCorpus(dir, Number(count), { mdxShare: mdxShare === undefined ? 0 : Number(mdxShare), shape });
  console.log(`Generated ${count} wiki pages into ${dir}/ in ${Math.round(performance.now() - started)} ms.`);
}
