/**
 * Requests for fuzzing an HTTP server over raw sockets (malformed paths, encodings, ranges, headers,
 * methods, broken bodies and plain garbage), all drawn from one seeded generator so that a run can
 * be replayed byte for byte; and a small parser of what the server sends back.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

// ---------------------------------------------------------------------------------------------
// The seeded generator

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max). */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  bytes(length: number): Buffer;
}

/** mulberry32: tiny, fast and good enough to pick inputs. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length)]!,
    chance: (probability) => next() < probability,
    bytes: (length) => Buffer.from(Array.from({ length }, () => int(0, 256))),
  };
}

// ---------------------------------------------------------------------------------------------
// The files of the site under test

export interface SiteFile {
  /** The route that serves it, percent-encoded: `/wiki/survival/` for `wiki/survival/index.html`. */
  route: string;
  size: number;
  /** The validators sirv gives it, so that conditional requests can match. */
  etag: string;
  lastModified: string;
}

/** Every file of a built site, sorted, so that the same seed draws the same routes. */
export async function listSiteFiles(root: string): Promise<SiteFile[]> {
  const names = (await readdir(root, { recursive: true })).sort();
  const files: SiteFile[] = [];
  for (const name of names) {
    const stats = await stat(path.join(root, name));
    if (!stats.isFile()) continue;
    const route = encodeURI(`/${name.split(path.sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1'));
    files.push({ route, size: stats.size, etag: `W/"${stats.size}-${stats.mtime.getTime()}"`, lastModified: stats.mtime.toUTCString() });
  }
  return files;
}

// ---------------------------------------------------------------------------------------------
// Cases

export interface FuzzRequest {
  bytes: Buffer;
  /** A HEAD request: its answer has no body whatever its headers say. */
  head: boolean;
  /**
   * Broken at the HTTP level (framing, syntax, a body that does not match its length), too big to be
   * read whole, or CONNECT or PRI: the server may close without answering it or what follows.
   */
  answerOptional: boolean;
  /** The server may wait for bytes that never come (a body longer than sent, headers never ended): the client half-closes after it. */
  halfClose: boolean;
}

export type FuzzMode =
  /** One request with `Connection: close`, read until it is answered or the server closes. */
  | 'close'
  /** Several requests on one socket, each sent once the previous one is answered. */
  | 'keep-alive'
  /** Several requests written at once. */
  | 'pipelined'
  /** Bytes that are not a request, or a request cut short: then a half-close or a reset. */
  | 'garbage';

export interface FuzzCase {
  index: number;
  mode: FuzzMode;
  requests: FuzzRequest[];
  /**
   * What the client does once everything is written: wait for the server, half-close, or reset.
   * Node's server ends a socket that the client half-closed, dropping answers not yet written.
   */
  afterWriting: 'wait' | 'end' | 'destroy';
  /** Written in several pieces, a few milliseconds apart. */
  drip: boolean;
}

/** Draws cases from `seed` until they hold at least `requestCount` requests. */
export function fuzzCases(seed: number, files: readonly SiteFile[], requestCount: number): FuzzCase[] {
  const random = seededRandom(seed);
  const cases: FuzzCase[] = [];
  for (let requests = 0; requests < requestCount; ) {
    const fuzzCase = drawCase(random, files, cases.length);
    cases.push(fuzzCase);
    requests += fuzzCase.requests.length;
  }
  return cases;
}

/** A short, printable account of what a case sends, for failure messages. */
export function describeCase(fuzzCase: FuzzCase): string {
  const shown = fuzzCase.requests.map((request) => {
    const text = request.bytes.toString('latin1');
    const head = JSON.stringify(text.slice(0, 200));
    return text.length > 200 ? `${head}… (${text.length} bytes)` : head;
  });
  const extras = [fuzzCase.drip && 'dripped', fuzzCase.afterWriting !== 'wait' && `then ${fuzzCase.afterWriting}`].filter(Boolean);
  return `${fuzzCase.mode}${extras.length ? ` (${extras.join(', ')})` : ''}: ${shown.join(' + ')}`;
}

function drawCase(random: Random, files: readonly SiteFile[], index: number): FuzzCase {
  const roll = random.next();
  if (roll < 0.7) {
    const request = drawRequest(random, files, { connection: 'close', shape: 'any' });
    return { index, mode: 'close', requests: [request], afterWriting: request.halfClose ? 'end' : 'wait', drip: random.chance(0.1) };
  }
  if (roll < 0.78) return drawSequence(random, files, index, 'keep-alive');
  if (roll < 0.85) return drawSequence(random, files, index, 'pipelined');
  return drawGarbage(random, files, index);
}

function drawSequence(random: Random, files: readonly SiteFile[], index: number, mode: 'keep-alive' | 'pipelined'): FuzzCase {
  const count = random.int(2, 7);
  const requests = Array.from({ length: count }, (_, i) => {
    const last = i === count - 1;
    // Pipelined requests stay plain: a broken one makes the server drop the socket while an earlier
    // answer may still be on its way, which would look like a truncated answer. A broken body
    // before the last request would swallow the next ones.
    const shape = mode === 'pipelined' ? 'plain' : last ? 'any' : 'well-formed';
    return drawRequest(random, files, { connection: last ? 'close' : 'keep-alive', shape });
  });
  return { index, mode, requests, afterWriting: requests.some((request) => request.halfClose) ? 'end' : 'wait', drip: false };
}

function drawGarbage(random: Random, files: readonly SiteFile[], index: number): FuzzCase {
  const afterWriting = random.chance(0.5) ? 'end' : 'destroy';
  const request = drawRequest(random, files, { connection: 'close', shape: 'any' }).bytes;
  const cut = random.int(0, request.length);
  const shapes: Array<() => Buffer> = [
    () => random.bytes(random.int(1, 4096)),
    () => request.subarray(0, cut),
    () => Buffer.concat([request.subarray(0, cut), random.bytes(random.int(1, 512))]),
    () => Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 'latin1'),
    // The start of a TLS ClientHello, as a browser sends to an https:// address.
    () => Buffer.concat([Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xfc, 0x03, 0x03]), random.bytes(random.int(0, 500))]),
    () => Buffer.from('\r\n'.repeat(random.int(1, 2000)), 'latin1'),
    () => Buffer.from(`GET / HTTP/1.1\r\nHost: localhost\r\nX: ${'y'.repeat(random.int(0, 100_000))}`, 'latin1'),
  ];
  const bytes = random.pick(shapes)();
  return { index, mode: 'garbage', requests: [{ bytes, head: false, answerOptional: true, halfClose: afterWriting === 'end' }], afterWriting, drip: false };
}

// ---------------------------------------------------------------------------------------------
// One request

interface RequestOptions {
  connection: 'close' | 'keep-alive';
  /**
   * `plain`: only what a server surely reads whole (a known method, HTTP/1.1, short headers);
   * `well-formed`: anything but the malformations that leave the server waiting for more bytes.
   */
  shape: 'any' | 'well-formed' | 'plain';
}

type Header = [name: string, value: string];

interface RequestParts {
  method: string;
  target: string;
  version: string;
  /** Headers, or raw lines sent as they are. */
  headers: Array<Header | string>;
  body: string;
  lineEnd: string;
  malformed: boolean;
}

/** Requests longer than this may be cut off by the server (its header limit is 16 KB) before it read them. */
const BIG_REQUEST = 12_000;

function drawRequest(random: Random, files: readonly SiteFile[], options: RequestOptions): FuzzRequest {
  const file = random.pick(files);
  const plain = options.shape === 'plain';
  const parts: RequestParts = {
    method: drawMethod(random, plain),
    target: plain ? plainTarget(random, file) : drawTarget(random, file),
    version: plain ? 'HTTP/1.1' : drawVersion(random),
    headers: [],
    body: '',
    lineEnd: '\r\n',
    malformed: false,
  };
  parts.headers.push(...drawHost(random, plain));
  for (let extras = random.int(0, 4); extras > 0; extras--) parts.headers.push(...random.pick(plain ? PLAIN_HEADERS : ALL_HEADERS)(random, file));
  if (options.connection === 'close') parts.headers.push(['Connection', 'close']);
  if (random.chance(0.15)) addBody(random, parts);
  if (options.shape === 'any' && random.chance(0.12)) {
    random.pick(MALFORMATIONS)(random, parts);
    parts.malformed = true;
  }
  const bytes = serialize(parts);
  // CONNECT asks for a tunnel and PRI starts HTTP/2: Node's server closes on both when it has no handler.
  const closable = parts.method === 'CONNECT' || parts.method === 'PRI';
  return { bytes, head: parts.method === 'HEAD', answerOptional: parts.malformed || closable || bytes.length > BIG_REQUEST, halfClose: parts.malformed };
}

function serialize(parts: RequestParts): Buffer {
  const { lineEnd } = parts;
  const lines = [`${parts.method} ${parts.target} ${parts.version}`.trimEnd(), ...parts.headers.map((header) => (typeof header === 'string' ? header : `${header[0]}: ${header[1]}`))];
  return Buffer.from(`${lines.join(lineEnd)}${lineEnd}${lineEnd}${parts.body}`, 'latin1');
}

/** Non-ASCII text as the latin1 string of its UTF-8 bytes: every request is built, then sent, as latin1. */
const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

const KNOWN_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE'] as const;
const ODD_METHODS = ['CONNECT', 'FOO', 'get', 'G3T', 'BREW', 'PRI', 'M-SEARCH', 'PROPFIND', 'PURGE', 'GET/', 'A'.repeat(2000), utf8('ＧＥＴ'), '*', '-'];

function drawMethod(random: Random, plain: boolean): string {
  if (random.chance(0.6)) return 'GET';
  if (plain || random.chance(0.7)) return random.pick(KNOWN_METHODS);
  return random.pick(ODD_METHODS);
}

function drawVersion(random: Random): string {
  if (random.chance(0.85)) return 'HTTP/1.1';
  return random.pick(['HTTP/1.0', 'HTTP/0.9', 'HTTP/2.0', 'HTTP/1.2', 'HTTP/9.9', 'http/1.1', 'HTTP/1.10', 'HTTP/', 'HTTP/1.1 x', '']);
}

// Paths --------------------------------------------------------------------------------------

const NASTY_PATHS = [
  '/%', '/%zz', '/%ff', '/%FF', '/%c0%ae%c0%ae/', '/%e0%80%ae', '/%c0%af', '/%00', '/%00.html', '/a%', '/a%2', '/%%30',
  '/%80', '/%fe%ff', '/%ed%a0%80', '/%f4%90%80%80', '/%f0%80%80%af', '/%e2%82', '/%252e%252e/', '/%2e', '/%2e%2e',
  '/%2e%2e/%2e%2e/etc/passwd', '/..', '/../../../etc/passwd', '/..%2f..%2fetc%2fpasswd', '/%2e%2e%5c%2e%2e%5cwindows',
  '/.', '//', '//etc/passwd', '/\\', '/\\..\\..\\windows\\win.ini', '/%5c..%5c', '/.env', '/.git/config', '/.well-known/x',
  '/index.html', '/404.html', '/.html', '/x.html', '/wiki//survival//', '/;', '/wiki;x=1/', '/%3f', '/%23', '/__dev/',
  '/wiki/survival/%ff', '/img/%ff.svg', '/wiki/survival/conta%00/', '/wiki/survival/.', '/wiki/survival/..',
  utf8('/página/'), utf8('/wiki/ção'), utf8('/😀'), utf8('/wiki/survival/ç%ff'), '/\xff', '/\xc0\xae\xc0\xae/', '/\x80',
];
const SOUP = ['%', '%zz', '%ff', '%c0', '%ae', '%00', '%2e', '%2f', '%5c', '%25', 'a', '..', '.', '/', '//', '\\', 'index.html', '.html', utf8('ção'), '\xff', ';', '~'];
const QUERIES = ['?', '?%', '?%ff', '?a=%zz', '?&&&', '?=', '?a[]=1&a[]=2', '?q=%00', '??', '?#', '#frag', '?x=/../../', `?q=${'x'.repeat(3000)}`, utf8('?q=ção')];
const SPECIAL_TARGETS = [
  '*', '', 'x', '?a', '#', 'http://x/', 'http://localhost/wiki/survival/', 'https://127.0.0.1:99999/', 'http://[', 'http://[::1]/',
  'http://%ff/', 'http://a b/', 'ftp://x/', 'localhost:80', '//evil.example/', '//[', '///', 'http:/x', 'http://x/%ff', 'file:///etc/passwd',
];

function soup(random: Random, length: number): string {
  let text = '';
  while (text.length < length) text += random.chance(0.2) ? `%${random.int(0, 256).toString(16).padStart(2, '0')}` : random.pick(SOUP);
  return text;
}

/** Any request target, from a route of the site to absolute forms and 64 KB of percent soup. */
function drawTarget(random: Random, file: SiteFile): string {
  switch (random.int(0, 9)) {
    case 0:
    case 1:
      return file.route;
    case 2:
      return random.pick(NASTY_PATHS);
    case 3: {
      const at = random.int(1, file.route.length + 1);
      return file.route.slice(0, at) + random.pick([...SOUP, ...NASTY_PATHS.map((nasty) => nasty.slice(1))]) + file.route.slice(at);
    }
    case 4:
      return file.route + random.pick(QUERIES);
    case 5:
      return `/${random.chance(0.5) ? 'a'.repeat(random.int(8_000, 65_536)) : soup(random, random.int(8_000, 65_536))}`;
    case 6:
      return random.pick(SPECIAL_TARGETS);
    case 7:
      return `/${soup(random, random.int(1, 60))}`;
    default:
      return encodeSome(random, file.route);
  }
}

/** A path as a well-behaved client may send it: never long, never absolute. */
function plainTarget(random: Random, file: SiteFile): string {
  if (random.chance(0.5)) return file.route;
  if (random.chance(0.3)) return random.pick(NASTY_PATHS);
  // Encoded, but for the first slash: a target must start with one (or name a scheme) to be parsed at all.
  return random.chance(0.5) ? `/${encodeSome(random, file.route.slice(1))}` : file.route + random.pick(QUERIES.slice(0, -2));
}

/** The same route with some characters percent-encoded, in either case. */
function encodeSome(random: Random, route: string): string {
  return [...route]
    .map((char) => {
      if (!random.chance(0.3)) return char;
      const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
      return `%${random.chance(0.5) ? hex : hex.toUpperCase()}`;
    })
    .join('');
}

// Headers ------------------------------------------------------------------------------------

type HeaderMaker = (random: Random, file: SiteFile) => Header[];

function drawHost(random: Random, plain: boolean): Header[] {
  if (plain || random.chance(0.85)) return [['Host', 'localhost']];
  return random.pick<Header[]>([
    [],
    [['Host', 'localhost'], ['Host', 'evil.example']],
    [['Host', '']],
    [['Host', '[::1']],
    [['Host', 'a b']],
    [['Host', '%ff']],
    [['Host', 'localhost:99999']],
    [['Host', 'h'.repeat(5000)]],
    [['host', 'localhost'], ['HOST', 'localhost']],
  ]);
}

function drawRange(random: Random, file: SiteFile): string {
  const edge = () => random.pick([0, 1, file.size - 1, file.size, file.size + 1, random.int(0, file.size + 1), 2 ** 53, 10 ** 20]);
  const fixed = [
    'bytes=0-0', 'bytes=10-5', 'bytes=-10', 'bytes=-0', 'bytes=0-', 'bytes=5-', 'bytes=99999999999999999999-', 'bytes=0-99999999999999999999',
    'bytes=0-1,2-3', 'bytes=0-0,-1', 'bytes=1-2,1-2,1-2', 'items=1-2', 'bytes=', 'bytes', 'bytes=-', 'bytes=a-b', 'bytes=--1',
    'bytes=1--2', 'bytes=-1-2', 'bytes= 0 - 1 ', 'bytes=0x10-0x20', 'bytes=1e3-', 'bytes=NaN-', 'bytes=Infinity-', '=0-1',
    'bytes=0-1;', 'bytes=0-1 bytes=2-3', 'BYTES=0-1', '', 'bytes=%ff', `bytes=${'0-0,'.repeat(500)}0-0`, 'bytes=-9999999999',
  ];
  switch (random.int(0, 4)) {
    case 0:
      return `bytes=${edge()}-${edge()}`;
    case 1:
      return `bytes=${random.chance(0.5) ? '' : edge()}-${random.chance(0.5) ? '' : edge()}`;
    case 2:
      return `bytes=${Array.from({ length: random.int(2, 5) }, () => `${edge()}-${edge()}`).join(',')}`;
    default:
      return random.pick(fixed);
  }
}

const GARBAGE_VALUES = ['', ' ', '"', '*', '%ff', '\xff\xfe', utf8('çãõ'), 'null', '-1', '0', 'undefined', '{}', 'a'.repeat(4000)];
const DATES = ['Thu, 01 Jan 1970 00:00:00 GMT', 'Fri, 31 Dec 9999 23:59:59 GMT', 'yesterday', 'Invalid Date', '0', '-1', '2025-13-45T99:99:99Z', 'Mon, 32 Foo 2025 25:61:61 GMT'];
const ENCODINGS = [
  'gzip', 'br', 'gzip, deflate, br, zstd', 'br;q=1.0, gzip;q=0.5, *;q=0', 'gzip;q=abc', 'gzip;q=-1', 'gzip;q=1.5', '*;q=0', 'identity;q=0',
  ';;;,,,', '', 'gzip;q=0, br;q=0, identity;q=0', 'x'.repeat(8000), '\xff',
];

const rangeHeaders: HeaderMaker = (random, file) => {
  const headers: Header[] = [['Range', drawRange(random, file)]];
  if (random.chance(0.2)) headers.push(['Range', drawRange(random, file)]);
  if (random.chance(0.2)) headers.push(['If-Range', random.pick([file.etag, file.lastModified, ...GARBAGE_VALUES])]);
  return headers;
};

const conditionalHeaders: HeaderMaker = (random, file) => {
  const etags = [file.etag, file.etag.slice(2), '*', 'W/"x"', `${file.etag}, "y"`, `"a", ${file.etag}`, 'W/', ...GARBAGE_VALUES];
  const dates = [file.lastModified, ...DATES, ...GARBAGE_VALUES];
  return random.pick<() => Header[]>([
    () => [['If-None-Match', random.pick(etags)]],
    () => [['If-Modified-Since', random.pick(dates)]],
    () => [['If-None-Match', random.pick(etags)], ['If-Modified-Since', random.pick(dates)]],
    () => [['If-Match', random.pick(etags)]],
    () => [['If-Unmodified-Since', random.pick(dates)]],
  ])();
};

const encodingHeaders: HeaderMaker = (random) => [['Accept-Encoding', random.pick(ENCODINGS)]];

const miscHeaders: HeaderMaker = (random) => [
  random.pick<Header>([
    ['Accept', random.pick(['*/*', 'text/html;q=0.9,*/*;q=abc', '', '\xff'])],
    ['Cookie', random.pick(['a=b', '=;=;', 'x'.repeat(4000), '%ff'])],
    ['User-Agent', random.pick(['', 'curl/8', utf8('😀'), 'x'.repeat(2000)])],
    ['Referer', random.pick(['http://[', '%ff', 'javascript:alert(1)'])],
    ['X-Forwarded-For', random.pick(['127.0.0.1, ::1', 'garbage', ''])],
    ['Origin', random.pick(['null', 'http://evil.example'])],
    ['Accept-Language', random.pick(['pt-BR,pt;q=0.9', '*;q=x', ''])],
    ['Cache-Control', random.pick(['no-cache', 'max-age=-1', 'only-if-cached'])],
    ['X-HTTP-Method-Override', random.pick(['DELETE', 'CONNECT', '\xff'])],
  ]),
];

const protocolHeaders: HeaderMaker = (random) =>
  random.pick<Header[]>([
    [['Expect', '100-continue']],
    [['Expect', 'garbage']],
    // Without `Connection: Upgrade`, which would leave the socket to an upgrade handler: the
    // requests' own Connection header must decide whether the server closes.
    [['Upgrade', 'websocket']],
    [['Upgrade', 'h2c'], ['HTTP2-Settings', 'AAMAAABkAARAAAAAAAIAAAAA']],
    [['TE', 'trailers']],
    [['Content-Type', random.pick(['multipart/form-data; boundary=', 'application/json', '\xff'])]],
  ]);

const hugeHeaders: HeaderMaker = (random) =>
  random.pick<() => Header[]>([
    () => [['X-Huge', 'h'.repeat(random.int(8_000, 40_000))]],
    () => Array.from({ length: random.int(50, 400) }, (_, i): Header => [`X-Many-${i}`, `${i}`]),
    () => Array.from({ length: random.int(10, 100) }, (): Header => ['X-Same', 'v'.repeat(random.int(1, 100))]),
  ])();

/** Headers that keep a request small and well formed. */
const PLAIN_HEADERS: readonly HeaderMaker[] = [rangeHeaders, rangeHeaders, conditionalHeaders, encodingHeaders, miscHeaders];
const ALL_HEADERS: readonly HeaderMaker[] = [...PLAIN_HEADERS, rangeHeaders, conditionalHeaders, protocolHeaders, hugeHeaders];

/** A body the headers describe correctly: by its length or in chunks. */
function addBody(random: Random, parts: RequestParts): void {
  const body = random.bytes(random.int(0, 2000)).toString('latin1');
  if (random.chance(0.7)) {
    parts.headers.push(['Content-Length', String(body.length)]);
    parts.body = body;
  } else {
    parts.headers.push(['Transfer-Encoding', 'chunked']);
    parts.body = body ? `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n` : '0\r\n\r\n';
  }
}

// Malformations: each breaks the request at the HTTP level, so its answer becomes optional ------

type Malformation = (random: Random, parts: RequestParts) => void;

const BROKEN_CHUNKS = [
  'zz\r\nabc\r\n0\r\n\r\n', '5\r\nab\r\n', '3\r\nabcdef\r\n0\r\n\r\n', 'ffffffffffffffffff\r\nabc\r\n', '-1\r\n\r\n', '3\r\nabc', '0\r\n',
  `1;ext=${'x'.repeat(20_000)}\r\na\r\n0\r\n\r\n`, '1\r\na\r\n0\r\nTrailer: \xff\r\n\r\n', '1\ra\n0\r\n\r\n', '\r\n\r\n\r\n',
];

const MALFORMATIONS: readonly Malformation[] = [
  (random, parts) => {
    parts.headers.push(['Content-Length', random.pick(['-1', 'abc', '1e3', '99999999999999999999', '1, 2', ' 5', '0x10', ''])]);
    parts.body = 'hello';
  },
  (_random, parts) => {
    parts.headers.push(['Content-Length', '5'], ['Content-Length', '6']);
    parts.body = 'hello!';
  },
  (random, parts) => {
    // Longer than what is sent: the server waits for the rest until the client half-closes.
    parts.headers.push(['Content-Length', String(random.int(10, 100_000))]);
    parts.body = 'short';
  },
  (random, parts) => {
    parts.headers.push(['Transfer-Encoding', 'chunked']);
    if (random.chance(0.3)) parts.headers.push(['Content-Length', '3']);
    parts.body = random.pick(BROKEN_CHUNKS);
  },
  (random, parts) => {
    parts.headers.push(['Transfer-Encoding', random.pick(['gzip, chunked', 'chunked, gzip', 'identity', ' chunked', 'chunked\x00', 'CHUNKED', 'xchunked'])]);
    parts.body = '5\r\nhello\r\n0\r\n\r\n';
  },
  (random, parts) => {
    const line = random.pick(['X Bad: v', 'NoColon', ': empty-name', 'X-A: \x00', 'X-A: a\rb', ' folded continuation', 'X-\x7f: y', 'X-A:\x01\x02', '\xff: \xff']);
    parts.headers.splice(random.int(0, parts.headers.length + 1), 0, line);
  },
  (random, parts) => {
    parts.lineEnd = random.pick(['\n', '\r', '\r\r\n', '\n\r']);
  },
  (random, parts) => {
    parts.target = `${parts.target}${random.pick([' ', '\t', '\x00', '\x7f', '\r', ' HTTP/1.1 x'])}${random.pick(['x', ''])}`;
  },
  (random, parts) => {
    parts.method = random.pick(['GE T', 'GET\x00', '\x00GET', ' GET', 'GET\t']);
  },
];

// ---------------------------------------------------------------------------------------------
// Answers

export interface ParsedResponse {
  status: number;
  /** The server said `Connection: close`: it may drop whatever was sent after. */
  closes: boolean;
  /** Its whole body arrived. */
  complete: boolean;
}

export interface ParsedAnswers {
  /** Final answers in order (interim 1xx ones are skipped), one per request answered. */
  responses: ParsedResponse[];
  /** The start of bytes that are not an HTTP/1.1 answer where one should begin. */
  garbage?: string;
}

/**
 * Splits what a server sent on one socket into answers. `heads[i]` tells whether the i-th request
 * was a HEAD; `ended` whether the socket closed, which ends a body that has no length.
 */
export function parseResponses(data: Buffer, heads: readonly boolean[], ended: boolean): ParsedAnswers {
  const responses: ParsedResponse[] = [];
  let offset = 0;
  while (offset < data.length) {
    const headEnd = data.indexOf('\r\n\r\n', offset);
    const head = data.subarray(offset, headEnd === -1 ? data.length : headEnd).toString('latin1');
    const lines = head.split('\r\n');
    const statusLine = /^HTTP\/1\.1 (\d{3})(?: |$)/.exec(lines[0]!);
    if (headEnd === -1) {
      if (!ended) break;
      if (statusLine && lines.length > 1) responses.push({ status: Number(statusLine[1]), closes: true, complete: false });
      else return { responses, garbage: head.slice(0, 100) };
      break;
    }
    if (!statusLine) return { responses, garbage: lines[0]!.slice(0, 100) };

    const status = Number(statusLine[1]);
    const headers = new Map(lines.slice(1).map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    offset = headEnd + 4;
    if (status < 200) continue;

    const bodyEnd = findBodyEnd(data, offset, headers, heads[responses.length] === true || status === 204 || status === 304, ended);
    const closes = /\bclose\b/i.test(headers.get('connection') ?? '');
    if (bodyEnd === undefined) {
      if (ended) responses.push({ status, closes, complete: false });
      break;
    }
    responses.push({ status, closes, complete: true });
    offset = bodyEnd;
  }
  return { responses };
}

/** Where a body ends, or undefined while it has not all arrived. */
function findBodyEnd(data: Buffer, start: number, headers: ReadonlyMap<string, string>, bodiless: boolean, ended: boolean): number | undefined {
  if (bodiless) return start;
  if (/chunked/i.test(headers.get('transfer-encoding') ?? '')) return findChunkedEnd(data, start);
  const length = headers.get('content-length');
  if (length !== undefined) return start + Number(length) <= data.length ? start + Number(length) : undefined;
  return ended ? data.length : undefined;
}

function findChunkedEnd(data: Buffer, start: number): number | undefined {
  let position = start;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', position);
    if (lineEnd === -1) return undefined;
    const size = Number.parseInt(data.subarray(position, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) return undefined;
    if (size === 0) {
      // Trailers, if any, then an empty line.
      if (data.subarray(lineEnd + 2, lineEnd + 4).toString('latin1') === '\r\n') return lineEnd + 4;
      const trailersEnd = data.indexOf('\r\n\r\n', lineEnd + 2);
      return trailersEnd === -1 ? undefined : trailersEnd + 4;
    }
    position = lineEnd + 2 + size + 2;
    if (position > data.length) return undefined;
  }
}
