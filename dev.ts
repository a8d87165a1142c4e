/** `npm run dev [-- --content DIR | --site DIR] [--out DIR]`: builds, serves on PORT (default 3000) and rebuilds on every save. */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startDevServer } from './src/dev/dev-server.ts';

const usage = `Usage: npm run dev -- [--content DIR | --site DIR] [--out DIR]

  --content DIR   content folder to build and watch (default: content)
  --site DIR      a Docusaurus project (the folder of its docusaurus.config.*) to build and watch
  --out DIR       where the dev build goes, replaced at start (default: dist-dev)

PORT (default 3000) and HOST (default localhost) set the address. Ctrl+C stops.`;

const { values } = parseArgs({
  options: {
    content: { type: 'string', default: 'content' },
    site: { type: 'string' },
    out: { type: 'string', default: 'dist-dev' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const server = await startDevServer({
  contentDir: path.resolve(values.content),
  ...(values.site !== undefined && { siteDir: path.resolve(values.site) }),
  outDir: path.resolve(values.out),
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? 'localhost',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
