/**
 * Debian's Chromium with a DevTools port, for tools that connect to a browser rather than launch one
 * (Lighthouse). Playwright's own launch (`test/helpers/browser.ts`) talks over a pipe and keeps its port unknown.
 */
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';

/** The flags of `test/helpers/browser.ts`: what this sandboxed, offline machine needs. */
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const START_TIMEOUT_MS = 30_000;
const CLOSE_TIMEOUT_MS = 10_000;

export interface DebuggableChromium {
  port: number;
  /** Closes the browser through DevTools, so it removes its temporary profile; kills it if it does not exit. */
  close(): Promise<void>;
}

/**
 * Starts headless Chromium on a free DevTools port. Without `--user-data-dir`, headless Chromium uses a
 * temporary profile of its own, so runs share no cache or storage.
 */
export function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const child = spawn(executable, ['--headless=new', '--remote-debugging-port=0', ...FLAGS, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${executable}: ${reason}\n${output}`));
    };
    const timer = setTimeout(() => fail(`no DevTools port after ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    child.once('error', (error) => fail(error.message));
    const earlyExit = (code: number | null) => fail(`exited with code ${code} before opening a DevTools port`);
    child.once('exit', earlyExit);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', function listen(chunk: string) {
      output += chunk;
      // Chromium prints "DevTools listening on ws://127.0.0.1:PORT/devtools/browser/ID" once the port is open.
      const match = /DevTools listening on (ws:\/\/[^\s]+:(\d+)\/devtools\/browser\/\S+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.off('exit', earlyExit);
      child.stderr.off('data', listen);
      child.stderr.resume(); // keep draining the log so Chromium never blocks on a full pipe
      const endpoint = match[1] as string;
      resolve({ port: Number(match[2]), close: () => closeChromium(endpoint, child.pid, exited) });
    });
  });
}

async function closeChromium(endpoint: string, pid: number | undefined, exited: Promise<void>): Promise<void> {
  try {
    const browser = await chromium.connectOverCDP(endpoint);
    const session = await browser.newBrowserCDPSession();
    await session.send('Browser.close').catch(() => undefined); // the connection may drop before the answer
  } catch {
    // Unreachable browser: the kill below ends it.
  }
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), CLOSE_TIMEOUT_MS).unref());
  if ((await Promise.race([exited, timeout])) === 'timeout' && pid !== undefined) {
    process.kill(pid, 'SIGKILL');
    await exited;
  }
}
