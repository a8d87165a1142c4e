/** `npm run build [-- --content DIR | --site DIR] [--out DIR --base-url /x/ --stats FILE]`: builds the site into a folder. */
import './src/generator/production-mode.ts';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import config from './site.config.ts';
import { buildProject, buildSite } from './src/generator/build-site.ts';
import { formatWarning } from './src/model/errors.ts';

const usage = `Usage: npm run build -- [--content DIR | --site DIR] [--out DIR] [--base-url /path/] [--stats FILE]

  --content DIR     content folder with wiki/, blog/, pages/, data/, static/ (default: content)
  --site DIR        a Docusaurus project (the folder of its docusaurus.config.*), built as itself
  --locale NAME     with --site: builds only this locale (repeat for several; default: every locale of the project)
  --out DIR         output folder, replaced only when the build succeeds (default: dist)
  --base-url PATH   overrides the base URL of site.config.ts
  --stats FILE      writes pages, warnings, time, CPU time and peak memory as JSON
  --no-compress     writes no .br and .gz beside the text files (for measuring what they cost)
  --no-cache        builds every page from scratch, without reading or writing the build's cache
                    (node_modules/.cache/jabuticraft/build/, or BUILD_CACHE_DIR)`;

async function main(): Promise<number> {
  const started = performance.now();
  const { values } = parseArgs({
    options: {
      content: { type: 'string', default: 'content' },
      site: { type: 'string' },
      locale: { type: 'string', multiple: true },
      out: { type: 'string', default: 'dist' },
      'base-url': { type: 'string' },
      stats: { type: 'string' },
      'no-compress': { type: 'boolean' },
      'no-cache': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const common = { outDir: values.out, baseUrl: values['base-url'], compress: !values['no-compress'], ...(values['no-cache'] && { cache: false as const }) };
  const result = values.site ? await buildProject(values.site, { ...common, locales: values.locale }) : await buildSite({ config, contentDir: values.content, ...common });
  for (const warning of result.warnings) console.warn(`warning: ${formatWarning(warning)}`);
  const ms = Math.round(performance.now() - started);
  const unchanged = result.reused > 0 ? ` (${result.reused} pages unchanged, put in place from the previous build)` : '';
  console.log(`Built ${result.pages} pages into ${values.out}/ in ${ms} ms with ${result.warnings.length} warning${result.warnings.length === 1 ? '' : 's'}${unchanged}.`);
  if (values.stats) {
    const usage = process.resourceUsage();
    // Every thread's CPU time: on a shared machine, steadier than the wall time.
    const cpuMs = Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000);
    const stats = { pages: result.pages, reused: result.reused, warnings: result.warnings.length, ms, cpuMs, maxRssBytes: usage.maxRSS * 1024 };
    await writeFile(values.stats, `${JSON.stringify(stats, null, 2)}\n`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const out = parseArgs({ options: { out: { type: 'string', default: 'dist' } }, strict: false }).values.out as string;
    console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof Error && error.cause instanceof Error && !error.message.includes(error.cause.message)) {
      console.error(`  cause: ${error.cause.message}`);
    }
    console.error(existsSync(out) ? `${out}/ was left as it was.` : `Nothing was written: ${out}/ does not exist yet.`);
    process.exit(1);
  },
);
