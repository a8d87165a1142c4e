import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { parseRequestTarget } from '../server/request-target.ts';
import { createStaticHandler } from '../server/static-server.ts';
import { devText } from '../model/ui-text.ts';
import { addDevScript } from './dev-output.ts';
import { type BuildFailure, type BuildOutcome, DEV_PATHS, type DevEvents } from './protocol.ts';

/**
 * The open tabs, each listening to server-sent events, and the state of the last build: a tab that
 * connects while a build is failing sees the overlay at once.
 */
export class TabHub {
  private readonly tabs = new Set<ServerResponse>();
  private failure: BuildFailure | undefined;
  /** Changes with each dev server: a tab that reconnects to a new one reloads. */
  private readonly session = String(Date.now());

  connect(request: IncomingMessage, response: ServerResponse): void {
    response.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    response.write(`event: hello\ndata: ${this.session}\n\n`);
    if (this.failure) writeEvent(response, 'failed', this.failure);
    this.tabs.add(response);
    request.on('close', () => this.tabs.delete(response));
  }

  failed(failure: BuildFailure): void {
    this.failure = failure;
    this.broadcast('failed', failure);
  }

  built(outcome: BuildOutcome): void {
    this.failure = undefined;
    this.broadcast('ok', {});
    if (outcome.scriptsChanged) this.broadcast('reload', { paths: 'all' });
    else if (outcome.changedPaths === 'all' || outcome.changedPaths.length > 0) this.broadcast('reload', { paths: outcome.changedPaths });
    if (outcome.stylesheet) this.broadcast('css', { href: outcome.stylesheet });
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
    const pathname = parseRequestTarget(request.url ?? '')?.pathname;
    if (pathname === DEV_PATHS.events) return hub.connect(request, response);
    if (pathname === DEV_PATHS.client) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end(clientScript);
      return;
    }
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
