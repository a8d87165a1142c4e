import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ContentError } from '../../src/build/errors.ts';
import { type DataSource, readVoteSites } from '../../src/build/page-data.ts';

const source = (data: Record<string, unknown>): DataSource => ({ data, folder: 'content/data' });
const fails = (run: () => unknown, message: string) =>
  assert.throws(run, (error: unknown) => error instanceof ContentError && error.message === message);

test('vote sites keep the order of the file; a site without a name or an http(s) link stops the build', () => {
  const sites = { b: { nome: 'Site B', url: 'https://b.example/voto' }, a: { nome: 'Site A', url: 'http://a.example/' } };
  assert.deepEqual(readVoteSites(source({ votos: { sites } })), [
    { id: 'b', name: 'Site B', url: 'https://b.example/voto' },
    { id: 'a', name: 'Site A', url: 'http://a.example/' },
  ]);
  fails(() => readVoteSites(source({ votos: { sites: { x: { nome: 'X', url: 'javascript:alert(1)' } } } })), 'content/data/votos.yml: votos.sites.x.url must be the http(s) address of the vote page');
  fails(() => readVoteSites(source({ votos: { sites: { x: { url: 'https://x.example' } } } })), 'content/data/votos.yml: votos.sites.x.nome must be the name of the site, as a text');
  fails(() => readVoteSites(source({ votos: { sites: {} } })), 'content/data/votos.yml: votos.sites must list at least one site (id: { nome, url })');
});
