import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

export interface StaticServerOptions {
  /** Folder of the built site. */
  root: string;
  /** sirv's dev mode: no caching, files added after start are seen. */
  dev?: boolean;
}

/** Files the site ships whose type sirv does not know; without one, browsers guess. A Bedrock pack is a download. */
const TYPES_SIRV_LACKS: Readonly<Record<string, string>> = { '.mcpack': 'application/octet-stream' };

/**
 * Serves a built site with the production URL rules: `/x/index.html`, `/x.html` and `/x`
 * answer 301 to `/x/`; a path that matches nothing gets `404.html` with status 404.
 */
export function createStaticServer(options: StaticServerOptions): Server {
  return createServer(createStaticHandler(options));
}

/** The request handler of `createStaticServer`, for a server that answers more than the files. */
export function createStaticHandler({ root: rootOption, dev = false }: StaticServerOptions): (request: IncomingMessage, response: ServerResponse) => void {
  const root = path.resolve(rootOption);
  const setHeaders = (response: ServerResponse, pathname: string) => {
    // In dev the files change under the same names: browsers must ask again every time (a 304 when unchanged).
    if (dev) response.setHeader('Cache-Control', 'no-cache');
    const type = TYPES_SIRV_LACKS[path.posix.extname(pathname)];
    if (type) response.setHeader('Content-Type', type);
  };
  const serveFile = sirv(root, { dev, etag: true, extensions: ['html'], dotfiles: false, setHeaders });
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const redirect = cleanPath(url.pathname, root);
    if (redirect) {
      response.writeHead(301, { Location: redirect + url.search });
      response.end();
      return;
    }
    serveFile(request, response, () => sendNotFound(request, response, root));
  };
}

/** The clean path a request should be redirected to, or undefined when it is served as is. `root` is absolute. */
export function cleanPath(pathname: string, root: string): string | undefined {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html') && pathname !== '/404.html') return `${pathname.slice(0, -'.html'.length)}/`;
  if (!pathname.endsWith('/') && !path.posix.extname(pathname)) {
    const folder = path.join(root, decodeURIComponent(pathname));
    if (folder.startsWith(root + path.sep) && existsSync(path.join(folder, 'index.html'))) return `${pathname}/`;
  }
  return undefined;
}

function sendNotFound(request: IncomingMessage, response: ServerResponse, root: string): void {
  const page = path.join(root, '404.html');
  const body = existsSync(page) ? readFileSync(page) : Buffer.from('404: página não encontrada');
  response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
  response.end(request.method === 'HEAD' ? undefined : body);
}
