import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { parseRequestTarget } from '../server/request-target.ts';
import { createStaticHandler } from '../server/static-server.ts';
import { devText } from '../model/ui-text.ts';
import { addDevScript } from './dev-output.ts';
import { type BuildFailure, type BuildOutcome, DEV_BUILD_TIMING, DEV_PATHS, type DevEvents } from './protocol.ts';

/** How many builds' changes a tab that connects late is told about; one older than that reloads. */
const KEPT_BUILDS = 100;

/**
 * The open tabs, each listening to server-sent events, and the state of the last build: a tab that
 * connects while a build is failing sees the overlay at once, and one whose page was sent before a
 * build that changed it (it was loading when the build's events went out) reloads at once.
 */
export class TabHub {
  private readonly tabs = new Set<ServerResponse>();
  private failure: BuildFailure | undefined;
  /** Changes with each dev server: a tab that reconnects to a new one reloads. */
  private readonly session = String(Date.now());
  /** What the last successful builds changed, the newest last; `builds` counts them all. */
  private readonly changes: { paths: string[] | 'all'; stylesheet?: string }[] = [];
  private builds = 0;

  /** The number of successful builds so far: pages are sent with it (see `DEV_BUILD_TIMING`). */
  get build(): number {
    return this.builds;
  }

  /** `since`: the build the tab's page was sent after, from the tab's address (`?since=`). */
  connect(request: IncomingMessage, response: ServerResponse, since: string | null): void {
    response.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    response.write(`event: hello\ndata: ${this.session}\n\n`);
    if (this.failure) writeEvent(response, 'failed', this.failure);
    const missed = since === null ? undefined : this.changedSince(Number(since));
    if (missed) writeEvent(response, 'reload', { paths: missed.paths });
    if (missed?.stylesheet) writeEvent(response, 'css', { href: missed.stylesheet });
    this.tabs.add(response);
    request.on('close', () => this.tabs.delete(response));
  }

  failed(failure: BuildFailure): void {
    this.failure = failure;
    this.broadcast('failed', failure);
  }

  built(outcome: BuildOutcome): void {
    this.failure = undefined;
    const paths = outcome.scriptsChanged ? 'all' : outcome.changedPaths;
    this.builds++;
    this.changes.push({ paths, stylesheet: outcome.stylesheet });
    if (this.changes.length > KEPT_BUILDS) this.changes.shift();
    this.broadcast('ok', {});
    if (paths === 'all' || paths.length > 0) this.broadcast('reload', { paths });
    if (outcome.stylesheet) this.broadcast('css', { href: outcome.stylesheet });
  }

  /** What the builds after build `since` changed, merged; undefined when none did (or `since` is no build number). */
  private changedSince(since: number): { paths: string[] | 'all'; stylesheet?: string } | undefined {
    if (!Number.isInteger(since) || since < 0 || since >= this.builds) return undefined;
    const missed = this.builds - since;
    if (missed > this.changes.length) return { paths: 'all' };
    const recent = this.changes.slice(-missed);
    const paths = recent.some((change) => change.paths === 'all') ? 'all' : [...new Set(recent.flatMap((change) => change.paths))];
    const stylesheet = recent.flatMap((change) => (change.stylesheet ? [change.stylesheet] : [])).at(-1);
    return paths.length > 0 || stylesheet ? { paths, stylesheet } : undefined;
  }

  /** Ends every tab's stream, so the server can close. */
  closeAll(): void {
    for (const tab of this.tabs) tab.end();
    this.tabs.clear();
  }

  private broadcast<Name extends keyof DevEvents>(name: Name, data: DevEvents[Name]): void {
    for (const tab of this.tabs) writeEvent(tab, name, data);
  }
}

function writeEvent<Name extends keyof DevEvents>(response: ServerResponse, name: Name, data: DevEvents[Name]): void {
  response.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
}

export interface DevHandlerOptions {
  root: string;
  hub: TabHub;
  /** The dev client, bundled. */
  clientScript: string;
  /** Settles when the search files being written are out: search requests wait for it. */
  searchWritten: () => Promise<void>;
}

/**
 * The dev server's requests: its event stream and client script, then the dev output with the
 * production URL rules. While the site has never been built (the first build failed), pages answer
 * with a stand-in that loads the dev client, so the error shows in the browser too.
 */
export function createDevHandler({ root, hub, clientScript, searchWritten }: DevHandlerOptions): (request: IncomingMessage, response: ServerResponse) => void {
  const serveSite = createStaticHandler({ root, dev: true });
  return (request, response) => {
    // Anything the dev server does not answer itself goes to the static handler, which refuses what it cannot read.
    const target = parseRequestTarget(request.url ?? '');
    const pathname = target?.pathname;
    if (pathname === DEV_PATHS.events) return hub.connect(request, response, new URLSearchParams(target?.search).get('since'));
    if (pathname === DEV_PATHS.client) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end(clientScript);
      return;
    }
    // Read before the file is: a page read during a build may be older than the build, never newer.
    response.setHeader('Server-Timing', `${DEV_BUILD_TIMING};desc="${hub.build}"`);
    if (!existsSync(path.join(root, '404.html'))) {
      response.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '1' });
      response.end(addDevScript(`<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>${devText.building}</title></head><body><p>${devText.building}</p></body></html>`));
      return;
    }
    if (pathname && /\/search\/.+\.json$/.test(pathname)) {
      const serve = () => serveSite(request, response);
      void searchWritten().then(serve, serve);
      return;
    }
    serveSite(request, response);
  };
}
