/**
 * `npm run bench [-- --only SECTION]`: runs the benchmark sections and prints their tables.
 * A figure over its budget is reported as OVER and never fails the run; a failing build does.
 */
import { parseArgs } from 'node:util';
import { buildBench, BuildError } from './build-bench.ts';
import { devBench } from './dev-bench.ts';
import { mdxBench } from './mdx-bench.ts';
import { searchBench } from './search-query.ts';
import { searchScaleBench } from './search-scale.ts';
import { pageBench } from './page-bench.ts';
import { serveBench } from './serve-bench.ts';
import { formatTable, type Table } from './table.ts';

interface Section {
  name: string;
  run: () => Promise<Table[]>;
}

const SECTIONS: readonly Section[] = [
  { name: 'build', run: buildBench },
  { name: 'mdx', run: mdxBench },
  { name: 'search', run: searchBench },
  { name: 'search-scale', run: searchScaleBench },
  { name: 'page', run: pageBench },
  { name: 'dev', run: devBench },
  { name: 'serve', run: serveBench },
];

function selectedSections(): readonly Section[] {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  if (values.only === undefined) return SECTIONS;
  const section = SECTIONS.find((candidate) => candidate.name === values.only);
  if (!section) {
    console.error(`bench: unknown section "${values.only}"; sections: ${SECTIONS.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  return [section];
}

async function main(): Promise<void> {
  for (const section of selectedSections()) {
    for (const table of await section.run()) console.log(`${formatTable(table)}\n`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof BuildError) {
    console.error(`bench: ${error.message}\n${error.output}`);
  } else {
    console.error('bench:', error);
  }
  process.exitCode = 1;
});
