/**
 * What a tab that connects to the dev server's event stream is told at once: the builds it missed
 * since the page it shows was sent (`?since=N`), merged, or a reload of every page when they are
 * older than the builds the hub keeps.
 */
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { test } from 'node:test';
import { TabHub } from '../../src/dev/dev-http.ts';
import type { BuildOutcome } from '../../src/dev/protocol.ts';

/** The events a tab connecting with `since` receives before any new build, `hello` left out. */
function eventsOnConnect(hub: TabHub, since: string | null): { name: string; data: unknown }[] {
  let written = '';
  const response = { writeHead: () => response, write: (chunk: string) => ((written += chunk), true) } as unknown as ServerResponse;
  hub.connect(new EventEmitter() as IncomingMessage, response, since);
  return written
    .split('\n\n')
    .filter((block) => block && !block.startsWith('event: hello'))
    .map((block) => ({ name: /^event: (.*)$/m.exec(block)![1]!, data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!) }));
}

const outcome = (changed: Partial<BuildOutcome>): BuildOutcome => ({ changedPaths: [], scriptsChanged: false, warnings: [], ...changed });

test('a tab told the builds it missed: their pages merged, the last stylesheet; nothing when up to date', () => {
  const hub = new TabHub();
  hub.built(outcome({ changedPaths: 'all', scriptsChanged: true }));
  const sentAfterFirst = String(hub.build);
  hub.built(outcome({ changedPaths: ['/a/', '/b/'] }));
  hub.built(outcome({ changedPaths: ['/b/', '/c/'], stylesheet: '/assets/site.css' }));
  hub.built(outcome({ changedPaths: [] }));
  assert.deepEqual(eventsOnConnect(hub, sentAfterFirst), [
    { name: 'reload', data: { paths: ['/a/', '/b/', '/c/'] } },
    { name: 'css', data: { href: '/assets/site.css' } },
  ]);
  assert.deepEqual(eventsOnConnect(hub, String(hub.build - 1)), [], 'a build that changed nothing');
  assert.deepEqual(eventsOnConnect(hub, String(hub.build)), []);
  assert.deepEqual(eventsOnConnect(hub, null), [], 'a tab that names no build (outside a secure context)');
  assert.deepEqual(eventsOnConnect(hub, 'x'), []);
});

test('a tab whose page is older than the builds kept reloads; a client code change reloads every page', () => {
  const hub = new TabHub();
  hub.built(outcome({ changedPaths: 'all', scriptsChanged: true }));
  for (let build = 0; build < 100; build++) hub.built(outcome({ changedPaths: ['/a/'] }));
  assert.deepEqual(eventsOnConnect(hub, '1'), [{ name: 'reload', data: { paths: ['/a/'] } }], 'the last 100 builds are kept');
  hub.built(outcome({ changedPaths: ['/a/'] }));
  assert.deepEqual(eventsOnConnect(hub, '1'), [{ name: 'reload', data: { paths: 'all' } }]);
  hub.built(outcome({ changedPaths: ['/b/'], scriptsChanged: true }));
  assert.deepEqual(eventsOnConnect(hub, String(hub.build - 1)), [{ name: 'reload', data: { paths: 'all' } }]);
});
