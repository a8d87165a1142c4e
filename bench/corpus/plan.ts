/** The shape of a generated wiki: which folders and pages exist, with their titles and positions. */
import { categorySizes, dealToModes, largestCategory, modeCount } from './folder-sizes.ts';
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
export function planWiki(pageCount: number): WikiPlan {
  const plan: WikiPlan = { folders: [], pages: [] };
  const modes = modeCount(pageCount);
  const categoryPages = pageCount - modes;
  const sizes = categorySizes(categoryPages, largestCategory(pageCount, categoryPages));
  dealToModes(sizes, modes, Math.floor(pageCount / 2)).forEach((modeSizes, mode) => planMode(plan, mode, seededRandom(`modo-${mode + 1}`).shuffle(modeSizes)));
  return plan;
}

/** A page for benchmarks to edit: the fifth page of the first category of the main mode that has one. */
export function editablePage(plan: WikiPlan): string {
  const page = plan.pages.find((candidate) => candidate.mode === 0 && /\/categoria-\d+\/pagina-05\.md$/.test(candidate.file));
  if (!page) throw new Error('the plan has no fifth page in a category of its main mode');
  return page.file;
}

function planMode(plan: WikiPlan, mode: number, categorySizes: readonly number[]): void {
  const dir = `wiki/modo-${twoDigits(mode + 1)}`;
  const label = modeLabel(mode);
  plan.folders.push({ dir, label, position: mode + 1 });
  plan.pages.push(folderPage(dir, label, mode));
  if (categorySizes.length <= MAX_TOP_FOLDERS) {
    categorySizes.forEach((size, category) => planCategory(plan, dir, mode, category, size));
    return;
  }
  const perSection = Math.ceil(categorySizes.length / MAX_TOP_FOLDERS);
  const sectionCount = Math.ceil(categorySizes.length / perSection);
  // Each section's own page is taken from one of the largest categories, so the page count stays exact.
  const sizes = [...categorySizes];
  const largestFirst = sizes.map((_, category) => category).sort((a, b) => (sizes[b] as number) - (sizes[a] as number));
  for (const category of largestFirst.slice(0, sectionCount)) sizes[category] = (sizes[category] as number) - 1;
  for (let section = 0; section < sectionCount; section++) {
    const sectionDir = `${dir}/secao-${twoDigits(section + 1)}`;
    const sectionLabel = categoryLabel(mode, SECTION_NAMES_FROM + section);
    plan.folders.push({ dir: sectionDir, label: sectionLabel, position: section + 1 });
    plan.pages.push(folderPage(sectionDir, sectionLabel, mode));
    for (let category = section * perSection; category < Math.min(sizes.length, (section + 1) * perSection); category++) planCategory(plan, sectionDir, mode, category, sizes[category] as number);
  }
}

function planCategory(plan: WikiPlan, modeDir: string, mode: number, category: number, size: number): void {
  const dir = `${modeDir}/categoria-${twoDigits(category + 1)}`;
  const topic = categoryLabel(mode, category);
  plan.folders.push({ dir, label: topic, position: category + 1 });
  plan.pages.push(folderPage(dir, topic, mode));
  const nested = size - 1 >= NESTING_THRESHOLD && category % 3 === 1 ? Math.max(MIN_NESTED_FOLDER, Math.round(size / 5)) : 0;
  const direct = size - 1 - nested;
  planTopicPages(plan, dir, mode, topic, direct, 0);
  if (nested > 0) planNestedFolder(plan, dir, mode, topic, nested, direct + 1);
}

function planNestedFolder(plan: WikiPlan, parentDir: string, mode: number, topic: string, size: number, position: number): void {
  const dir = `${parentDir}/${NESTED_FOLDER.name}`;
  plan.folders.push({ dir, label: NESTED_FOLDER.label, position });
  plan.pages.push(folderPage(dir, `${topic}: nível avançado`, mode));
  const count = size - 1;
  planTopicPages(plan, dir, mode, topic, count, count <= ASPECTS.length ? ASPECTS.length - count : NESTED_NAMES_FROM);
}

/** `count` pages named `pagina-NN.md`, titled by `topicPageName` from its `firstName`-th name. */
function planTopicPages(plan: WikiPlan, dir: string, mode: number, topic: string, count: number, firstName: number): void {
  for (let i = 0; i < count; i++) {
    const { title, sidebarLabel } = topicPageName(topic, firstName + i);
    plan.pages.push({ file: `${dir}/pagina-${twoDigits(i + 1)}.md`, title, sidebarLabel, position: i + 1, mode });
  }
}

function folderPage(dir: string, title: string, mode: number): PlannedPage {
  return { file: `${dir}/index.md`, title, sidebarLabel: undefined, position: undefined, mode };
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}
