/**
 * Debian's nginx serving a build with the server block the build wrote (`_deploy/nginx.conf`),
 * started on 127.0.0.1 on a free port with its own temporary folder, as an unprivileged test
 * would: no system configuration, no pid file or log of the machine's.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface RunningNginx {
  origin: string;
  /** True when the brotli_static module is loaded: `.br` files are served. */
  brotli: boolean;
  /** What nginx wrote to its error log so far (level warn and above). */
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

export async function startNginx(siteDir: string): Promise<RunningNginx> {
  const folder = await mkdtemp(path.join(tmpdir(), 'jabuti-nginx-'));
  const port = await freePort();
  const brotli = existsSync(BROTLI_MODULE);
  const root = path.resolve(siteDir);
  const config = [
    brotli ? `load_module ${BROTLI_MODULE};` : '',
    'daemon off;',
    // As root, nginx's workers would run as nobody, who cannot read a temporary folder (mode 700).
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${folder}/nginx.pid;`,
    `error_log ${folder}/error.log warn;`,
    'events { worker_connections 4096; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp}_temp_path ${folder}/${temp};`),
    '  server {',
    `    listen 127.0.0.1:${port};`,
    `    root ${root};`,
    `    include ${root}/_deploy/nginx.conf;`,
    brotli ? `    include ${root}/_deploy/nginx-brotli.conf;` : '',
    '  }',
    '}',
  ].join('\n');
  await writeFile(path.join(folder, 'nginx.conf'), config);
  const child: ChildProcess = spawn(NGINX, ['-p', folder, '-c', path.join(folder, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await waitForPort(port, child, () => errors);
  return {
    origin: `http://127.0.0.1:${port}`,
    brotli,
    errorLog: () => readFile(path.join(folder, 'error.log'), 'utf8').catch(() => ''),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, child: ChildProcess, errors: () => string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${errors()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.end() !== undefined));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`nginx did not listen on ${port}: ${errors()}`);
}
