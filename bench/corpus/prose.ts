/** Composes realistic pt-BR Markdown articles from the server vocabulary and the Zipf-ranked lexicon. */
import { capitalise } from './inflection.ts';
import type { Random } from './random.ts';
import { generatedHeading, linkSentence, sentence, type Link } from './sentences.ts';
import { ADMONITIONS, COMMAND_EFFECTS, ITEMS, LIST_TERMS, RANK_BENEFITS, RANKS, SECTION_HEADINGS, SUBSECTION_HEADINGS } from './vocabulary.ts';
import { command, nounPhrase, withThousands } from './words.ts';

export { sentence, type Link } from './sentences.ts';

export interface ArticleShape {
  /** Words the article aims at, links included (it ends a little above). */
  words: number;
  /** Number of `##` sections. */
  sections: number;
}

export type Syntax = 'markdown' | 'mdx';

/** What an MDX page starts with, before its body, to use the Tabs of `composeArticle(…, 'mdx')`: the blank line ends the imports. */
export const MDX_IMPORTS = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n";

/** Shown in the MDX version of an article that has no code block of its own. */
const MDX_FALLBACK_COMMAND = '/home';
/** Below this many words an article keeps to its table and admonition; above, it gains lists and subsections. */
const SHORT_ARTICLE = 500;
/** Past the first thousand words, one more list, table or subsection per this many words. */
const WORDS_PER_EXTRA = 800;
/** About the words of a sentence (see sentences.ts). */
const SENTENCE_WORDS = 14;
/** Share of `##` headings made of the lexicon rather than taken from SECTION_HEADINGS. */
const GENERATED_HEADING_SHARE = 0.3;

interface ParagraphBlock {
  kind: 'paragraph';
  sentences: string[];
}

type Block =
  | ParagraphBlock
  | { kind: 'markdown'; text: string }
  | { kind: 'admonition'; type: string; title: string; sentences: string[] }
  | { kind: 'code'; lines: string[] };
type BlockMaker = (random: Random) => Block;

/**
 * An article: an introduction, then `shape.sections` sections with a table, an admonition and,
 * as the article grows, lists, commands and `###` subsections spread among them, each link in a
 * sentence of its own. The same random state gives the same text in both syntaxes (see `mdxBlocks`);
 * an MDX article needs `MDX_IMPORTS` above it.
 */
export function composeArticle(random: Random, shape: ArticleShape, links: readonly Link[], syntax: Syntax = 'markdown'): string {
  const linkSentences = links.map((link) => linkSentence(random, link));
  const words = shape.words - linkSentences.reduce((sum, text) => sum + wordCount(text), 0);
  const short = words < SHORT_ARTICLE;
  const intro = paragraph(random, short ? random.int(2, 3) : random.int(2, 4));
  const headings = random.shuffle(SECTION_HEADINGS).slice(0, shape.sections).map((heading) => (random.chance(GENERATED_HEADING_SHARE) ? generatedHeading(random) : heading));
  const extras = spreadExtras(random, headings.length, words);
  const wordsPerSection = Math.max(30, Math.round((words - blockWords(intro)) / headings.length));
  const sections = headings.flatMap((heading, index) => section(random, heading, extras[index] ?? [], wordsPerSection, short));
  placeLinks(random, [intro, ...sections], linkSentences);
  const rendered = syntax === 'mdx' ? mdxBlocks(intro, sections) : [intro, ...sections].map(renderBlock);
  return `${rendered.join('\n\n')}\n`;
}

export function paragraphText(random: Random, sentenceCount: number): string {
  return renderBlock(paragraph(random, sentenceCount));
}

/** Words as a reader counts them: runs of non-space holding a letter or a digit (not `|`, `---`, `##`). */
export function wordCount(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) count++;
  return count;
}

function paragraph(random: Random, sentenceCount: number): ParagraphBlock {
  return { kind: 'paragraph', sentences: Array.from({ length: sentenceCount }, () => sentence(random)) };
}

function section(random: Random, heading: string, extras: readonly BlockMaker[], words: number, short: boolean): Block[] {
  const opening = paragraph(random, short ? random.int(1, 2) : random.int(2, 4));
  const blocks: Block[] = [markdown(`## ${heading}`), opening, ...extras.map((make) => make(random))];
  let total = blocks.reduce((sum, block) => sum + blockWords(block), 0);
  while (total < words) {
    // Two to four sentences, fewer when the section is almost long enough.
    const filler = paragraph(random, Math.min(random.int(2, 4), Math.ceil((words - total) / SENTENCE_WORDS)));
    blocks.push(filler);
    total += blockWords(filler);
  }
  return blocks;
}

/** Assigns each extra (table, admonition, lists, code block, subsections) to a random section. */
function spreadExtras(random: Random, sectionCount: number, words: number): BlockMaker[][] {
  const extras: BlockMaker[] = [table, admonition];
  if (words >= SHORT_ARTICLE) extras.push(bulletList, subsection);
  if (words >= SHORT_ARTICLE && random.chance(0.5)) extras.push(subsection);
  if (words >= SHORT_ARTICLE && random.chance(0.5)) extras.push(stepList);
  if (random.chance(0.35)) extras.push(codeBlock);
  for (let past = 1000 + WORDS_PER_EXTRA; past <= words; past += WORDS_PER_EXTRA) extras.push(random.pick([subsection, subsection, bulletList, table, stepList]));
  const bySection: BlockMaker[][] = Array.from({ length: sectionCount }, () => []);
  for (const extra of extras) bySection[random.int(0, sectionCount - 1)]?.push(extra);
  return bySection.map(withSubsectionsLast);
}

function withSubsectionsLast(makers: BlockMaker[]): BlockMaker[] {
  return [...makers.filter((make) => make !== subsection), ...makers.filter((make) => make === subsection)];
}

function placeLinks(random: Random, blocks: Block[], linkSentences: readonly string[]): void {
  const paragraphs = blocks.filter((block) => block.kind === 'paragraph');
  for (const text of linkSentences) random.pick(paragraphs).sentences.push(text);
}

function table(random: Random): Block {
  return random.pick([commandTable, priceTable, rankTable])(random);
}

function commandTable(random: Random): Block {
  const rows = distinct(random.int(3, 6), () => command(random));
  return markdownTable(['Comando', 'O que faz', 'Quem pode usar'], rows.map((name) => [`\`${name}\``, random.pick(COMMAND_EFFECTS), random.pick(RANKS)]));
}

function priceTable(random: Random): Block {
  const rows = distinct(random.int(3, 6), () => (random.chance(0.4) ? random.pick(ITEMS) : capitalise(nounPhrase(random, 'none', 0).text)));
  return markdownTable(['Item', 'Preço', 'Limite diário'], rows.map((item) => [item, `${withThousands(random.int(5, 500) * 50)} moedas`, String(random.int(1, 20))]));
}

function rankTable(random: Random): Block {
  const count = random.int(3, RANKS.length);
  return markdownTable(['Cargo', 'Benefício', 'Duração'], RANKS.slice(0, count).map((rank, i) => [rank, RANK_BENEFITS[i] ?? '', `${random.pick([7, 15, 30, 90])} dias`]));
}

/** `count` different values of `make` (fewer if it keeps repeating itself). */
function distinct(count: number, make: () => string): string[] {
  const values = new Set<string>();
  for (let attempt = 0; values.size < count && attempt < count * 10; attempt++) values.add(make());
  return [...values];
}

function markdownTable(header: readonly string[], rows: readonly string[][]): Block {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return markdown([line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n'));
}

function admonition(random: Random): Block {
  const { kind, title } = random.pick(ADMONITIONS);
  return { kind: 'admonition', type: kind, title, sentences: [sentence(random), sentence(random)] };
}

function bulletList(random: Random): Block {
  const terms = distinct(random.int(3, 6), () => (random.chance(0.4) ? random.pick(LIST_TERMS) : capitalise(nounPhrase(random, 'none').text)));
  return markdown(terms.map((term) => `- **${term}**: ${sentence(random)}`).join('\n'));
}

function stepList(random: Random): Block {
  const steps = [`Entre no servidor e digite \`${command(random)}\`.`, ...Array.from({ length: random.int(2, 4) }, () => sentence(random))];
  return markdown(steps.map((step, i) => `${i + 1}. ${step}`).join('\n'));
}

function codeBlock(random: Random): Block {
  return { kind: 'code', lines: distinct(random.int(2, 4), () => command(random)) };
}

function subsection(random: Random): Block {
  const heading = random.chance(GENERATED_HEADING_SHARE) ? generatedHeading(random) : random.pick(SUBSECTION_HEADINGS);
  const body = paragraph(random, random.int(2, 4));
  return markdown(`### ${heading}\n\n${renderBlock(body)}`);
}

function markdown(text: string): Block {
  return { kind: 'markdown', text };
}

function renderBlock(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.sentences.join(' ');
    case 'markdown':
      return block.text;
    case 'admonition':
      return admonitionText(block.type, block.title, block.sentences);
    case 'code':
      return ['```text', ...block.lines, '```'].join('\n');
  }
}

function admonitionText(type: string, title: string, sentences: readonly string[]): string {
  return `${title ? `:::${type} ${title}` : `:::${type}`}\n${sentences.join(' ')}\n:::`;
}

/**
 * The MDX version of an article holds the same words: the introduction split between the two tabs
 * of a platform `<Tabs>`, the admonition as a `:::tip`, the code block with a title. An article
 * without a code block gets one of a single command, the only word added.
 */
function mdxBlocks(intro: ParagraphBlock, sections: readonly Block[]): string[] {
  const rendered = sections.map((block) => {
    if (block.kind === 'admonition') return admonitionText('tip', block.title, block.sentences);
    if (block.kind === 'code') return titledCode(block.lines);
    return renderBlock(block);
  });
  const code = sections.some((block) => block.kind === 'code') ? [] : [titledCode([MDX_FALLBACK_COMMAND])];
  return [platformTabs(intro.sentences), ...rendered, ...code];
}

/** Tabs as the Docusaurus docs write them: each tab's content indented inside its `<TabItem>`. */
function platformTabs(sentences: readonly string[]): string {
  const half = Math.ceil(sentences.length / 2);
  const tab = (value: string, label: string, text: readonly string[]): string[] => [
    `  <TabItem value="${value}" label="${label}">`,
    `    ${text.join(' ')}`,
    '  </TabItem>',
  ];
  return ['<Tabs groupId="plataforma">', ...tab('java', 'Java', sentences.slice(0, half)), ...tab('bedrock', 'Bedrock', sentences.slice(half)), '</Tabs>'].join('\n');
}

function titledCode(lines: readonly string[]): string {
  return ['```bash title="terminal"', ...lines, '```'].join('\n');
}

function blockWords(block: Block): number {
  return wordCount(renderBlock(block));
}
