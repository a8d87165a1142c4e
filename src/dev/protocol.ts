/** Messages between the dev server and its builder process, and the events open tabs receive. */

/** Where a build stopped: the message, and the file and line when the error names them. */
export interface BuildFailure {
  message: string;
  file?: string;
  line?: number;
}

/** What changed in the browser's eyes after a successful (re)build. */
export interface BuildOutcome {
  /** Paths (with base URL) of pages written again, or 'all'. */
  changedPaths: string[] | 'all';
  /** The stylesheet's path when it is the only asset that changed; undefined otherwise. */
  stylesheet?: string;
  /** True when the client's code changed: every tab reloads. */
  scriptsChanged: boolean;
  /** Every warning of the site, as `file:line: message`. */
  warnings: string[];
}

export type ToBuilder = { type: 'update'; paths: string[] };

export type FromBuilder =
  | {
      type: 'built';
      outcome: BuildOutcome;
      /** True when the search files of changed contexts are being written next ('search-written' follows). */
      searchPending: boolean;
      /** Source files the builder process itself runs: a change to one needs a new process. */
      serverModules: string[];
    }
  | { type: 'failed'; failure: BuildFailure }
  | { type: 'search-written' };

/** Server-sent events, by event name. */
export interface DevEvents {
  /** Reload when the page's path is listed (or 'all'). */
  reload: { paths: string[] | 'all' };
  /** Swap the stylesheet for a fresh copy of `href`. */
  css: { href: string };
  /** The last (re)build failed: show the overlay. */
  failed: BuildFailure;
  /** The last (re)build succeeded: hide the overlay. */
  ok: Record<string, never>;
}

/** The dev server's own paths. */
export const DEV_PATHS = { events: '/__dev/events', client: '/__dev/client.js' } as const;

/**
 * The Server-Timing metric every dev response carries: its description is the number of builds the
 * dev server had made when it sent the response. A page opens its event stream with it, so that a
 * build it missed while loading still reloads it.
 */
export const DEV_BUILD_TIMING = 'dev-build';
