/** The shape of a generated wiki: which folders and pages exist, with their titles and positions. */
import { ASPECTS, MODE_NAMES, NESTED_FOLDER, TOPICS } from './vocabulary.ts';

export const PAGES_PER_MODE = 200;
const PAGES_PER_CATEGORY = 20;
const MAX_CATEGORIES_PER_MODE = 10;
/** A category nests a folder (its index and five pages) when it has at least this many pages. */
const NESTING_THRESHOLD = 12;
const NESTED_FOLDER_SIZE = 6;

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

/** Plans exactly `pageCount` wiki pages: one mode folder per 200 pages, ~10 categories of ~20 pages each. */
export function planWiki(pageCount: number): WikiPlan {
  const plan: WikiPlan = { folders: [], pages: [] };
  splitEvenly(pageCount, Math.ceil(pageCount / PAGES_PER_MODE)).forEach((size, mode) => planMode(plan, mode, size));
  return plan;
}

function planMode(plan: WikiPlan, mode: number, size: number): void {
  const dir = `wiki/modo-${twoDigits(mode + 1)}`;
  const label = modeLabel(mode);
  plan.folders.push({ dir, label, position: mode + 1 });
  plan.pages.push(folderPage(dir, label, mode));
  const rest = size - 1;
  const categoryCount = rest === 0 ? 0 : Math.min(MAX_CATEGORIES_PER_MODE, Math.max(1, Math.round(rest / PAGES_PER_CATEGORY)));
  splitEvenly(rest, categoryCount).forEach((categorySize, category) => planCategory(plan, dir, mode, category, categorySize));
}

function planCategory(plan: WikiPlan, modeDir: string, mode: number, category: number, size: number): void {
  const dir = `${modeDir}/categoria-${twoDigits(category + 1)}`;
  const topic = TOPICS[(mode + category) % TOPICS.length] ?? '';
  plan.folders.push({ dir, label: topic, position: category + 1 });
  plan.pages.push(folderPage(dir, topic, mode));
  const nested = size - 1 >= NESTING_THRESHOLD && category % 3 === 1 ? NESTED_FOLDER_SIZE : 0;
  const direct = size - 1 - nested;
  planTopicPages(plan, dir, mode, topic, direct, 0);
  if (nested > 0) planNestedFolder(plan, dir, mode, topic, nested, direct + 1);
}

function planNestedFolder(plan: WikiPlan, parentDir: string, mode: number, topic: string, size: number, position: number): void {
  const dir = `${parentDir}/${NESTED_FOLDER.name}`;
  plan.folders.push({ dir, label: NESTED_FOLDER.label, position });
  plan.pages.push(folderPage(dir, `${topic}: nível avançado`, mode));
  planTopicPages(plan, dir, mode, topic, size - 1, ASPECTS.length - (size - 1));
}

/** `count` pages named `pagina-NN.md`, titled with consecutive aspects of the topic from `firstAspect`. */
function planTopicPages(plan: WikiPlan, dir: string, mode: number, topic: string, count: number, firstAspect: number): void {
  for (let i = 0; i < count; i++) {
    const aspect = ASPECTS[(firstAspect + i) % ASPECTS.length] ?? '';
    plan.pages.push({
      file: `${dir}/pagina-${twoDigits(i + 1)}.md`,
      title: `${topic}: ${aspect}`,
      sidebarLabel: capitalise(aspect),
      position: i + 1,
      mode,
    });
  }
}

function folderPage(dir: string, title: string, mode: number): PlannedPage {
  return { file: `${dir}/index.md`, title, sidebarLabel: undefined, position: undefined, mode };
}

function modeLabel(mode: number): string {
  const name = MODE_NAMES[mode % MODE_NAMES.length] ?? '';
  const round = Math.floor(mode / MODE_NAMES.length);
  return round === 0 ? name : `${name} ${round + 1}`;
}

/** Splits `total` into `parts` sizes that differ by at most one, larger ones first. */
function splitEvenly(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
