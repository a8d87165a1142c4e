import { closeSync, createReadStream, fstatSync, openSync, realpathSync, type Stats, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { serverText } from '../model/ui-text.ts';
import { acceptedEncodings } from './accept-encoding.ts';
import { parseByteRange } from './byte-range.ts';
import { encodePath, parseRequestTarget } from './request-target.ts';
import { ReloadedJson } from './reloaded-json.ts';
import { ALLOWED_METHODS, CACHE_REVALIDATE, cacheControl, contentType, type Encoding, ENCODINGS, HEADERS_FILE, isCompressible, movedLocation, type MovedPaths, movedRequestPaths, NOT_FOUND_FILE, REDIRECTS_FILE, resolvePath } from './serving-rules.ts';

export interface StaticServerOptions {
  /** Folder of the built site. */
  root: string;
  /** The dev server's output: every file is revalidated and no precompressed file is looked for. */
  dev?: boolean;
}

/** How long a request waits for the output folder to come back while a build swaps it in. */
const SWAP_WAIT_MS = 1000;
const SWAP_POLL_MS = 20;
/** Lookups of one request while builds swap the folder under it. */
const MAX_LOOKUPS = 3;

/**
 * Serves a built site with the rules of serving-rules.ts. Files are looked up when each request
 * comes and read from the file they were opened as, so a rebuild that swaps the folder in never
 * sends a page cut short or a stale size. No request, however malformed, ends the process.
 */
export function createStaticServer(options: StaticServerOptions): Server {
  return createServer(createStaticHandler(options));
}

/** The request handler of `createStaticServer`, for a server that answers more than the files. */
export function createStaticHandler({ root: rootOption, dev = false }: StaticServerOptions): (request: IncomingMessage, response: ServerResponse) => void {
  const site = new ServedFolder(path.resolve(rootOption), dev);
  return (request, response) => {
    site.answer(request, response).catch((error: unknown) => {
      console.error(`Serving ${request.url}: ${(error as Error).message}`);
      if (!response.headersSent) sendText(response, 500, serverText.failed, request.method === 'HEAD');
      else response.destroy();
    });
  };
}

/** Every request path a moved page answers, and its `Location`. */
function movedRequests(moved: MovedPaths): ReadonlyMap<string, string> {
  return new Map(Object.entries(moved).flatMap(([from, location]) => movedRequestPaths(from).map((request) => [request, location] as const)));
}

/** A file opened for one answer: its descriptor, size and time, read from the descriptor itself. */
interface OpenFile {
  fd: number;
  size: number;
  /** Whole seconds of the file's time, as `st_mtime` (nginx's ETag and Last-Modified). */
  mtimeSeconds: number;
  encoding: Encoding | undefined;
}

class ServedFolder {
  /** The security headers the build wrote. */
  private readonly securityHeaders: ReloadedJson<Record<string, string>>;
  /** The moved pages, by every request path each answers. */
  private readonly moved: ReloadedJson<ReadonlyMap<string, string>>;

  constructor(
    private readonly root: string,
    private readonly dev: boolean,
  ) {
    this.securityHeaders = new ReloadedJson(path.join(root, HEADERS_FILE), (json) => json as Record<string, string>, {});
    this.moved = new ReloadedJson(path.join(root, REDIRECTS_FILE), (json) => movedRequests(json as MovedPaths), new Map<string, string>() as ReadonlyMap<string, string>);
  }

  async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // Answered on a later turn of the loop: ended in the turn of the 'request' event, answers left
    // requests pipelined behind them unanswered (found by serve-fuzz.test.ts).
    await new Promise((resolve) => setImmediate(resolve));
    const head = request.method === 'HEAD';
    for (const [name, value] of Object.entries(this.securityHeaders.current())) response.setHeader(name, value);
    if (request.method !== 'GET' && !head) {
      response.setHeader('Allow', ALLOWED_METHODS);
      return sendText(response, 405, serverText.methodNotAllowed, false);
    }
    const target = parseRequestTarget(request.url ?? '');
    if (!target) return sendText(response, 400, serverText.badRequest, head);
    for (let attempt = 1; ; attempt++) {
      const folder = folderIdentity(this.root);
      if (folder === undefined) {
        if (await this.rootComesBack()) continue;
        return sendText(response, 503, serverText.notBuilt, head);
      }
      const resolution = resolvePath(target.pathname, (file) => isFile(path.join(this.root, file)), this.moved.current());
      if (resolution.kind === 'redirect' || resolution.kind === 'moved') {
        const location = resolution.kind === 'moved' ? movedLocation(resolution.location, target.search) : encodePath(resolution.location) + target.search;
        response.writeHead(301, { Location: location, 'Content-Length': 0, 'Cache-Control': CACHE_REVALIDATE });
        response.end();
        return;
      }
      if (resolution.kind === 'file') {
        const file = this.open(resolution.file, request);
        if (file) return sendFile(request, response, file, resolution.file, this.dev);
      }
      // Not found, unless a build swapped the folder while this request looked: then it looks again.
      if (folderIdentity(this.root) !== folder && attempt < MAX_LOOKUPS) continue;
      const notFound = this.open(NOT_FOUND_FILE, request);
      if (!notFound) return sendText(response, 404, serverText.notFound, head);
      response.statusCode = 404;
      return sendFile(request, response, notFound, NOT_FOUND_FILE, this.dev);
    }
  }

  /** While a build swaps the output folder in, there is a moment without one: waits for the new one. */
  private async rootComesBack(): Promise<boolean> {
    for (let waited = 0; waited < SWAP_WAIT_MS; waited += SWAP_POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, SWAP_POLL_MS));
      if (folderIdentity(this.root) !== undefined) return true;
    }
    return false;
  }

  /**
   * Opens a file of the site, its best precompressed sibling when the client takes one. A file
   * reached through a symbolic link that leads outside the site is not served.
   */
  private open(file: string, request: IncomingMessage): OpenFile | undefined {
    const realRoot = realPath(this.root);
    if (!realRoot) return undefined;
    const absolute = path.join(this.root, file);
    const encodings = !this.dev && isCompressible(file) ? acceptedEncodings(request.headers['accept-encoding']) : [];
    for (const encoding of [...encodings, undefined]) {
      const suffix = ENCODINGS.find((candidate) => candidate.encoding === encoding)?.suffix ?? '';
      const opened = openInside(absolute + suffix, realRoot);
      if (opened) return { ...opened, encoding };
    }
    return undefined;
  }
}

/*
 * Synchronous file-system calls below: on files the page cache holds they take microseconds, where
 * each trip through libuv's thread pool (four threads for every request) costs far more under load.
 */

/** Opens a regular file whose real path lies inside `realRoot`, the site's real path: no link leads out of the site. */
function openInside(absolute: string, realRoot: string): Omit<OpenFile, 'encoding'> | undefined {
  const real = realPath(absolute);
  if (!real?.startsWith(realRoot + path.sep)) return undefined;
  let fd: number;
  try {
    fd = openSync(real, 'r');
  } catch {
    return undefined;
  }
  // Bigint: the float `mtimeMs` rounds up to the next second when the nanoseconds are close to one.
  const stats = fstatSync(fd, { bigint: true });
  if (stats.isFile()) return { fd, size: Number(stats.size), mtimeSeconds: Number(stats.mtimeNs / 1_000_000_000n) };
  closeSync(fd);
  return undefined;
}

/** Which folder a path names now: a build's swap puts another folder (another inode) in its place. */
function folderIdentity(absolute: string): number | undefined {
  const stats = statOf(absolute);
  return stats?.isDirectory() ? stats.ino : undefined;
}

function isFile(absolute: string): boolean {
  return statOf(absolute)?.isFile() === true;
}

/** Undefined for a path that names nothing, or nothing it could (too long, a file in the way of a folder). */
function statOf(absolute: string): Stats | undefined {
  try {
    return statSync(absolute);
  } catch {
    return undefined;
  }
}

function realPath(absolute: string): string | undefined {
  try {
    return realpathSync.native(absolute);
  } catch {
    return undefined;
  }
}

/**
 * Sends an opened file (`file`: its path in the site, for its type and cache rule) with its
 * validators, answering conditional requests with 304 and a byte range with 206 or 416. The
 * status is 200 unless set before (404 for the not-found page, which takes no range or 304).
 */
function sendFile(request: IncomingMessage, response: ServerResponse, opened: OpenFile, file: string, dev: boolean): void {
  const { fd, size, mtimeSeconds: seconds, encoding } = opened;
  const etag = `"${seconds.toString(16)}-${size.toString(16)}"`;
  const lastModified = new Date(seconds * 1000).toUTCString();
  const found = response.statusCode === 200;
  response.setHeader('Content-Type', contentType(path.posix.extname(file).slice(1)));
  response.setHeader('Cache-Control', dev ? CACHE_REVALIDATE : cacheControl(file));
  if (!dev && isCompressible(file)) response.setHeader('Vary', 'Accept-Encoding');
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.setHeader('ETag', etag);
  // The not-found page stands for no file of the URL: no date, no range (as nginx's error_page).
  if (found) {
    response.setHeader('Last-Modified', lastModified);
    response.setHeader('Accept-Ranges', 'bytes');
  }

  const close = () => closeSync(fd);
  if (found && isNotModified(request, etag, seconds)) {
    close();
    response.writeHead(304);
    response.end();
    return;
  }
  let start = 0;
  let end = size - 1;
  const rangeHeader = request.headers.range;
  if (found && rangeHeader && rangeApplies([request.headers['if-range']].flat()[0], etag, lastModified)) {
    const range = parseByteRange(rangeHeader, size);
    if (range === 'unsatisfiable') {
      close();
      for (const name of ['ETag', 'Last-Modified']) response.removeHeader(name);
      response.writeHead(416, { 'Content-Range': `bytes */${size}`, 'Content-Length': 0 });
      response.end();
      return;
    }
    if (range !== 'ignore') {
      ({ start, end } = range);
      response.statusCode = 206;
      response.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
    }
  }
  response.setHeader('Content-Length', end - start + 1);
  if (request.method === 'HEAD' || size === 0) {
    close();
    response.end();
    return;
  }
  // A failing read (or a client that goes away) ends this answer, never the process.
  pipeline(createReadStream('', { fd, start, end }), response, () => {});
}

/** `If-None-Match` first (any listed tag, weak or not, or `*`), else `If-Modified-Since` (not before the file's time). */
function isNotModified(request: IncomingMessage, etag: string, seconds: number): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch !== undefined) return noneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && seconds * 1000 <= since;
}

/** `If-Range`: a range is sent only while the file is still the one the client holds part of. */
function rangeApplies(ifRange: string | undefined, etag: string, lastModified: string): boolean {
  return ifRange === undefined || ifRange === etag || ifRange === lastModified;
}

function sendText(response: ServerResponse, status: number, text: string, head: boolean): void {
  const body = Buffer.from(`${text}\n`);
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': CACHE_REVALIDATE });
  response.end(head ? undefined : body);
}
