/** Reads the dev server's event stream (server-sent events) as a tab does. */

/**
 * How long an event may take before the test gives up: a save that starts a new builder (code.json, the
 * generator's code) rebuilds the whole site, which took over 30 s on a machine busy with the full suite.
 */
const EVENT_TIMEOUT_MS = 90_000;

export interface DevEvent {
  name: string;
  data: string;
}

export interface EventStream {
  /** Resolves with the next event of that name (after those already taken). */
  next(name: string): Promise<DevEvent>;
  /** Events received and not taken yet. */
  pending(): DevEvent[];
  close(): void;
}

export async function openEventStream(url: URL): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const received: DevEvent[] = [];
  const waiting: { name: string; resolve: (event: DevEvent) => void }[] = [];
  const deliver = () => {
    for (const waiter of [...waiting]) {
      const index = received.findIndex((event) => event.name === waiter.name);
      if (index === -1) continue;
      waiter.resolve(received.splice(index, 1)[0]!);
      waiting.splice(waiting.indexOf(waiter), 1);
    }
  };
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
          received.push({ name, data });
        }
        deliver();
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    next: (name) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "${name}" event within ${EVENT_TIMEOUT_MS} ms; received: ${JSON.stringify(received)}`)), EVENT_TIMEOUT_MS);
        waiting.push({ name, resolve: (event) => (clearTimeout(timer), resolve(event)) });
        deliver();
      }),
    pending: () => [...received],
    close: () => controller.abort(),
  };
}
