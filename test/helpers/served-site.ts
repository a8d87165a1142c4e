import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../../src/server/static-server.ts';
import { buildIntoTemp, type BuiltSite, type FixtureOptions } from './build-fixture.ts';

export interface ServedSite extends BuiltSite {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  close(): Promise<void>;
}

/** Builds a content folder into a temporary folder and serves it on 127.0.0.1 with the production URL rules. */
export async function buildAndServe(contentDir = 'content', options: FixtureOptions = {}): Promise<ServedSite> {
  const site = await buildIntoTemp(contentDir, options);
  const server = createStaticServer({ root: site.outDir }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...site,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await site.remove();
    },
  };
}
