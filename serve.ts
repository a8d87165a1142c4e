/** `npm start` (after the build) and `npm run serve [-- --dir DIR]`: serves `dist/` on PORT (default 3000). */
import { parseArgs } from 'node:util';
import { createStaticServer } from './src/server/static-server.ts';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' } } });
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';
const server = createStaticServer({ root: values.dir });
server.listen(port, host, () => {
  console.log(`Serving ${values.dir}/ on http://${host}:${port}/ (Ctrl+C to stop)`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
