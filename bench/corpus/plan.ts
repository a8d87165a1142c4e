/** The shape of a generated wiki: which folders and pages exist, with their titles and positions. */
import { categorySizes, dealToModes, largestCategory, modeCount, type LargestCategory } from './folder-sizes.ts';
import { categoryLabel, modeLabel, topicPageName } from './names.ts';
import { seededRandom } from './random.ts';
import { ASPECTS, NESTED_FOLDER } from './vocabulary.ts';

/** A category nests a folder (an index and pages) when it has at least this many pages and its position allows. */
const NESTING_THRESHOLD = 12;
/** The nested folder holds a fifth of its category's pages, and at least this many. */
const MIN_NESTED_FOLDER = 6;
/** Pages of a nested folder named after the stock aspects (the last ones); past that, after lexicon nouns. */
const NESTED_NAMES_FROM = 10_000;
/**
 * A mode with more categories than this groups them in sections (`secao-NN/`), as a large wiki
 * does: its sidebar then lists a few dozen folders, not hundreds, whatever the size of the wiki.
 */
const MAX_TOP_FOLDERS = 30;
/** Sections are named after lexicon nouns past those of the categories. */
const SECTION_NAMES_FROM = 5_000;

/**
 * How the wiki's folders are written (issue 35): `index-pages`, every folder with an `index.md` (its
 * page) beside its `_category_.json`; `docusaurus`, as Docusaurus's docs tell people to write them,
 * no index page, a `_category_.json` of a label and a position only, and larger folders (500 pages
 * at 2,000, up to 1,000 at 10,000).
 */
export type WikiShape = 'index-pages' | 'docusaurus';

export const WIKI_SHAPES: readonly WikiShape[] = ['index-pages', 'docusaurus'];

interface ShapeRules {
  indexPages: boolean;
  largest: LargestCategory;
  /** A category of this many pages or more does not nest a folder: the large flat folder is what the shape is about. */
  flatFrom: number;
}

const SHAPE_RULES: Record<WikiShape, ShapeRules> = {
  'index-pages': { indexPages: true, largest: { at2000: 400, max: 400 }, flatFrom: Infinity },
  docusaurus: { indexPages: false, largest: { at2000: 500, max: 1000 }, flatFrom: 500 },
};

export interface PlannedFolder {
  /** Path inside the content folder, `/`-separated: `wiki/modo-01/categoria-02`. */
  dir: string;
  label: string;
  position: number;
}

export interface PlannedPage {
  /** Path inside the content folder, `/`-separated: `wiki/modo-01/categoria-02/pagina-03.md`. */
  file: string;
  title: string;
  /** Shorter label for the sidebar; undefined for folder pages (`index.md`). */
  sidebarLabel: string | undefined;
  /** Undefined for folder pages: `_category_.json` places the folder. */
  position: number | undefined;
  /** Index of the game mode (top-level wiki folder) the page belongs to. */
  mode: number;
}

export interface WikiPlan {
  folders: PlannedFolder[];
  pages: PlannedPage[];
}

/**
 * Plans exactly `pageCount` wiki pages in game-mode folders of very different sizes (see
 * folder-sizes.ts): the first mode holds over half of them. Each mode's categories are in a seeded
 * order, so the largest is not always first.
 */
export function planWiki(pageCount: number, shape: WikiShape = 'index-pages'): WikiPlan {
  const rules = SHAPE_RULES[shape];
  const plan: WikiPlan = { folders: [], pages: [] };
  const modes = modeCount(pageCount);
  const categoryPages = rules.indexPages ? pageCount - modes : pageCount;
  const sizes = categorySizes(categoryPages, largestCategory(pageCount, categoryPages, rules.largest));
  dealToModes(sizes, modes, Math.floor(pageCount / 2)).forEach((modeSizes, mode) => planMode(plan, rules, mode, seededRandom(`modo-${mode + 1}`).shuffle(modeSizes)));
  return plan;
}

/** A page for benchmarks to edit: the fifth page of the first category of the main mode that has one. */
export function editablePage(plan: WikiPlan): string {
  const page = plan.pages.find((candidate) => candidate.mode === 0 && /\/categoria-\d+\/pagina-05\.md$/.test(candidate.file));
  if (!page) throw new Error('the plan has no fifth page in a category of its main mode');
  return page.file;
}

function planMode(plan: WikiPlan, rules: ShapeRules, mode: number, categorySizes: readonly number[]): void {
  const dir = `wiki/modo-${twoDigits(mode + 1)}`;
  const label = modeLabel(mode);
  planFolder(plan, rules, { dir, label, position: mode + 1 }, label, mode);
  if (categorySizes.length <= MAX_TOP_FOLDERS) {
    categorySizes.forEach((size, category) => planCategory(plan, rules, dir, mode, category, size));
    return;
  }
  const perSection = Math.ceil(categorySizes.length / MAX_TOP_FOLDERS);
  const sectionCount = Math.ceil(categorySizes.length / perSection);
  // Each section's own page is taken from one of the largest categories, so the page count stays exact.
  const sizes = [...categorySizes];
  const largestFirst = sizes.map((_, category) => category).sort((a, b) => (sizes[b] as number) - (sizes[a] as number));
  if (rules.indexPages) for (const category of largestFirst.slice(0, sectionCount)) sizes[category] = (sizes[category] as number) - 1;
  for (let section = 0; section < sectionCount; section++) {
    const sectionDir = `${dir}/secao-${twoDigits(section + 1)}`;
    const sectionLabel = categoryLabel(mode, SECTION_NAMES_FROM + section);
    planFolder(plan, rules, { dir: sectionDir, label: sectionLabel, position: section + 1 }, sectionLabel, mode);
    for (let category = section * perSection; category < Math.min(sizes.length, (section + 1) * perSection); category++) planCategory(plan, rules, sectionDir, mode, category, sizes[category] as number);
  }
}

/** `size` counts the folder's index page, when the shape has one. */
function planCategory(plan: WikiPlan, rules: ShapeRules, modeDir: string, mode: number, category: number, size: number): void {
  const dir = `${modeDir}/categoria-${twoDigits(category + 1)}`;
  const topic = categoryLabel(mode, category);
  planFolder(plan, rules, { dir, label: topic, position: category + 1 }, topic, mode);
  const pages = rules.indexPages ? size - 1 : size;
  const nested = pages >= NESTING_THRESHOLD && category % 3 === 1 && size < rules.flatFrom ? Math.max(MIN_NESTED_FOLDER, Math.round(size / 5)) : 0;
  const direct = pages - nested;
  planTopicPages(plan, dir, mode, topic, direct, 0);
  if (nested > 0) planNestedFolder(plan, rules, dir, mode, topic, nested, direct + 1);
}

function planNestedFolder(plan: WikiPlan, rules: ShapeRules, parentDir: string, mode: number, topic: string, size: number, position: number): void {
  const dir = `${parentDir}/${NESTED_FOLDER.name}`;
  planFolder(plan, rules, { dir, label: NESTED_FOLDER.label, position }, `${topic}: nível avançado`, mode);
  const count = rules.indexPages ? size - 1 : size;
  planTopicPages(plan, dir, mode, topic, count, count <= ASPECTS.length ? ASPECTS.length - count : NESTED_NAMES_FROM);
}

/** The folder, and its index page titled `title` when the shape has index pages. */
function planFolder(plan: WikiPlan, rules: ShapeRules, folder: PlannedFolder, title: string, mode: number): void {
  plan.folders.push(folder);
  if (rules.indexPages) plan.pages.push({ file: `${folder.dir}/index.md`, title, sidebarLabel: undefined, position: undefined, mode });
}

/** `count` pages named `pagina-NN.md`, titled by `topicPageName` from its `firstName`-th name. */
function planTopicPages(plan: WikiPlan, dir: string, mode: number, topic: string, count: number, firstName: number): void {
  for (let i = 0; i < count; i++) {
    const { title, sidebarLabel } = topicPageName(topic, firstName + i);
    plan.pages.push({ file: `${dir}/pagina-${twoDigits(i + 1)}.md`, title, sidebarLabel, position: i + 1, mode });
  }
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}
