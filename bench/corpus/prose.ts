/** Composes realistic pt-BR Markdown articles from the server vocabulary. */
import type { Random } from './random.ts';
import {
  ADMONITIONS,
  COMMAND_EFFECTS,
  COMMANDS,
  COMPLEMENTS,
  INFINITIVES,
  ITEMS,
  LIST_TERMS,
  OBJECTS,
  RANK_BENEFITS,
  RANKS,
  SECTION_HEADINGS,
  SUBJECTS,
  SUBSECTION_HEADINGS,
  VERBS,
} from './vocabulary.ts';

export interface Link {
  text: string;
  href: string;
}

export interface ArticleShape {
  /** Words the article aims at (it ends a little above). */
  words: number;
  /** Number of `##` sections. */
  sections: number;
}

export type Syntax = 'markdown' | 'mdx';

/** What an MDX page starts with, before its body, to use the Tabs of `composeArticle(…, 'mdx')`: the blank line ends the imports. */
export const MDX_IMPORTS = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n";

/** Shown in the MDX version of an article that has no code block of its own. */
const MDX_FALLBACK_COMMAND = '/home';

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
 * An article: an introduction, then `shape.sections` sections with a table, an admonition,
 * lists, commands and `###` subsections spread among them, each link in a sentence of its own.
 * The same random state gives the same text in both syntaxes (see `mdxBlocks`); an MDX article
 * needs `MDX_IMPORTS` above it.
 */
export function composeArticle(random: Random, shape: ArticleShape, links: readonly Link[], syntax: Syntax = 'markdown'): string {
  const intro = paragraph(random, random.int(2, 4));
  const headings = random.shuffle(SECTION_HEADINGS).slice(0, shape.sections);
  const extras = spreadExtras(random, headings.length);
  const wordsPerSection = Math.max(40, Math.round((shape.words - blockWords(intro)) / headings.length));
  const sections = headings.flatMap((heading, index) => section(random, heading, extras[index] ?? [], wordsPerSection));
  placeLinks(random, [intro, ...sections], links);
  const rendered = syntax === 'mdx' ? mdxBlocks(intro, sections) : [intro, ...sections].map(renderBlock);
  return `${rendered.join('\n\n')}\n`;
}

/** A single sentence, for descriptions. */
export function sentence(random: Random): string {
  return random.pick(SENTENCE_TEMPLATES)(random);
}

export function paragraphText(random: Random, sentenceCount: number): string {
  return renderBlock(paragraph(random, sentenceCount));
}

function paragraph(random: Random, sentenceCount: number): ParagraphBlock {
  return { kind: 'paragraph', sentences: Array.from({ length: sentenceCount }, () => sentence(random)) };
}

function section(random: Random, heading: string, extras: readonly BlockMaker[], words: number): Block[] {
  const blocks: Block[] = [markdown(`## ${heading}`), paragraph(random, random.int(2, 4)), ...extras.map((make) => make(random))];
  let total = blocks.reduce((sum, block) => sum + blockWords(block), 0);
  while (total < words) {
    const filler = paragraph(random, random.int(2, 3));
    blocks.push(filler);
    total += blockWords(filler);
  }
  return blocks;
}

/** Assigns each extra (table, admonition, lists, code block, subsections) to a random section. */
function spreadExtras(random: Random, sectionCount: number): BlockMaker[][] {
  const extras: BlockMaker[] = [table, admonition, bulletList, subsection, ...(random.chance(0.5) ? [subsection] : [])];
  if (random.chance(0.5)) extras.push(stepList);
  if (random.chance(0.35)) extras.push(codeBlock);
  const bySection: BlockMaker[][] = Array.from({ length: sectionCount }, () => []);
  for (const extra of extras) bySection[random.int(0, sectionCount - 1)]?.push(extra);
  return bySection.map(withSubsectionsLast);
}

function withSubsectionsLast(makers: BlockMaker[]): BlockMaker[] {
  return [...makers.filter((make) => make !== subsection), ...makers.filter((make) => make === subsection)];
}

function placeLinks(random: Random, blocks: Block[], links: readonly Link[]): void {
  const paragraphs = blocks.filter((block) => block.kind === 'paragraph');
  for (const link of links) random.pick(paragraphs).sentences.push(random.pick(LINK_TEMPLATES)(link));
}

const SENTENCE_TEMPLATES: ReadonlyArray<(random: Random) => string> = [
  (r) => capitalise(`${r.pick(SUBJECTS)} ${r.pick(VERBS)} ${r.pick(OBJECTS)} ${r.pick(COMPLEMENTS)}.`),
  (r) => `Para ${r.pick(INFINITIVES)} ${r.pick(OBJECTS)}, use \`${r.pick(COMMANDS)}\` ${r.pick(COMPLEMENTS)}.`,
  (r) => `Se você quiser ${r.pick(INFINITIVES)} ${r.pick(OBJECTS)}, lembre-se de que ${r.pick(SUBJECTS)} ${r.pick(VERBS)} ${r.pick(OBJECTS)}.`,
  (r) => `Na prática, ${r.pick(SUBJECTS)} ${r.pick(VERBS)} ${r.pick(OBJECTS)}, e ${r.pick(SUBJECTS)} ${r.pick(VERBS)} ${r.pick(OBJECTS)}.`,
  (r) => `Muitos jogadores não sabem que ${r.pick(SUBJECTS)} também ${r.pick(VERBS)} ${r.pick(OBJECTS)}.`,
  (r) => `Digite \`${r.pick(COMMANDS)}\` para abrir o menu; ${r.pick(SUBJECTS)} ${r.pick(VERBS)} ${r.pick(OBJECTS)} ${r.pick(COMPLEMENTS)}.`,
  (r) => `Segundo a equipe, ${r.pick(SUBJECTS)} ${r.pick(VERBS)} ${r.pick(OBJECTS)} ${r.pick(COMPLEMENTS)}, então vale a pena planejar antes.`,
  (r) => `É importante notar que ${r.pick(SUBJECTS)} não ${r.pick(VERBS)} **${r.pick(OBJECTS)}** ${r.pick(COMPLEMENTS)}.`,
];

const LINK_TEMPLATES: ReadonlyArray<(link: Link) => string> = [
  (link) => `Veja também [${link.text}](${link.href}).`,
  (link) => `Mais detalhes estão em [${link.text}](${link.href}).`,
  (link) => `Quem está começando deve ler [${link.text}](${link.href}) antes.`,
  (link) => `Esse assunto continua em [${link.text}](${link.href}).`,
];

function table(random: Random): Block {
  return random.pick([commandTable, priceTable, rankTable])(random);
}

function commandTable(random: Random): Block {
  const rows = random.shuffle(COMMANDS).slice(0, random.int(3, 6));
  return markdownTable(['Comando', 'O que faz', 'Quem pode usar'], rows.map((command) => [`\`${command}\``, random.pick(COMMAND_EFFECTS), random.pick(RANKS)]));
}

function priceTable(random: Random): Block {
  const rows = random.shuffle(ITEMS).slice(0, random.int(3, 6));
  return markdownTable(['Item', 'Preço', 'Limite diário'], rows.map((item) => [item, `${withThousands(random.int(5, 500) * 50)} moedas`, String(random.int(1, 20))]));
}

function rankTable(random: Random): Block {
  const count = random.int(3, RANKS.length);
  return markdownTable(['Cargo', 'Benefício', 'Duração'], RANKS.slice(0, count).map((rank, i) => [rank, RANK_BENEFITS[i] ?? '', `${random.pick([7, 15, 30, 90])} dias`]));
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
  const terms = random.shuffle(LIST_TERMS).slice(0, random.int(3, 6));
  return markdown(terms.map((term) => `- **${term}**: ${sentence(random)}`).join('\n'));
}

function stepList(random: Random): Block {
  const steps = [`Entre no servidor e digite \`${random.pick(COMMANDS)}\`.`, ...Array.from({ length: random.int(2, 4) }, () => sentence(random))];
  return markdown(steps.map((step, i) => `${i + 1}. ${step}`).join('\n'));
}

function codeBlock(random: Random): Block {
  return { kind: 'code', lines: random.shuffle(COMMANDS).slice(0, random.int(2, 4)) };
}

function subsection(random: Random): Block {
  const heading = random.pick(SUBSECTION_HEADINGS);
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
  return renderBlock(block).split(/\s+/).filter(Boolean).length;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function withThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
