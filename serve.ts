/** `npm start` (after the build) and `npm run serve [-- --dir DIR]`: serves `dist/` on PORT (default 3000). */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createStaticServer } from './src/server/static-server.ts';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' } } });
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';
const server = createStaticServer({ root: values.dir });
server.listen(port, host, () => {
  console.log(`Serving ${values.dir}/ on http://${host}:${port}/ (Ctrl+C to stop)`);
  // Served all the same: pages answer 503 with a message until a build writes the folder.
  if (!existsSync(values.dir)) console.warn(`${values.dir}/ does not exist yet: run "npm run build" (pages answer 503 until then).`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
