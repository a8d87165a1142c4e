import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ContentError } from '../../src/model/errors.ts';
import { type DataSource, readStaff, readTextLimits, readVoteSites } from '../../src/generator/page-data.ts';

const source = (data: Record<string, unknown>): DataSource => ({ data, folder: 'content/data' });
const limits = (nick: unknown, chat: unknown = '256 caracteres') => readTextLimits(source({ comunidade: { nick: { tamanhoMax: nick }, chat: { tamanhoMensagem: chat } } }));
const fails = (run: () => unknown, message: string) =>
  assert.throws(run, (error: unknown) => error instanceof ContentError && error.message === message);

test('the gradient limits are read from the data as the pages write them', () => {
  assert.deepEqual(limits('16 caracteres'), { nick: 16, chat: 256 });
  assert.deepEqual(limits(16, '1.000 caracteres'), { nick: 16, chat: 1000 });
});

test('a limit that is missing or does not start with a whole number stops the build, naming file and key', () => {
  fails(() => limits('dezesseis'), 'content/data/comunidade.yml: comunidade.nick.tamanhoMax must start with a whole number above zero, like "16 caracteres"; got "dezesseis"');
  fails(() => limits('1,5 caracteres'), 'content/data/comunidade.yml: comunidade.nick.tamanhoMax must start with a whole number above zero, like "16 caracteres"; got "1,5 caracteres"');
  fails(() => limits(undefined), 'content/data/comunidade.yml: comunidade.nick.tamanhoMax must start with a whole number above zero, like "16 caracteres"; got undefined');
  fails(() => readTextLimits(source({})), 'content/data/comunidade.yml: missing: the page needs comunidade.nick.tamanhoMax');
});

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

test('the staff is grouped under the groups in the order they first appear, each person in the order of the file', () => {
  const person = (nick: string, grupo: string) => ({ nick, cargo: 'Moderadora', desde: 2022, bio: `Bio de ${nick}.`, grupo, avatar: `/img/equipe/${nick}.svg` });
  const equipe = { ana: person('ana', 'Moderação'), bia: person('bia', 'Dono'), cau: person('cau', 'Moderação') };
  const groups = readStaff(source({ equipe }), () => true);
  assert.deepEqual(
    groups.map((group) => [group.title, group.members.map((member) => member.nick)]),
    [['Moderação', ['ana', 'cau']], ['Dono', ['bia']]],
  );
  assert.deepEqual(groups[1]?.members[0], { id: 'bia', nick: 'bia', role: 'Moderadora', since: '2022', bio: 'Bio de bia.', avatar: '/img/equipe/bia.svg' });
});

test('a person without a field, or whose avatar is no file of static/, stops the build naming file and key', () => {
  const full = { nick: 'Ana', cargo: 'Ajudante', desde: '2024', bio: 'Oi.', grupo: 'Ajudantes', avatar: '/img/equipe/ana.svg' };
  const staff = (ana: Record<string, unknown>, isStaticFile = (file: string) => file === '/img/equipe/ana.svg') => readStaff(source({ equipe: { ana } }), isStaticFile);
  fails(() => staff({ ...full, grupo: ' ' }), 'content/data/equipe.yml: equipe.ana.grupo must be a text');
  fails(() => staff({ ...full, bio: undefined }), 'content/data/equipe.yml: equipe.ana.bio must be a text');
  fails(
    () => staff({ ...full, avatar: '/img/equipe/ana.png' }),
    'content/data/equipe.yml: equipe.ana.avatar must be the path of an image in static/, like "/img/equipe/ana.svg"; "/img/equipe/ana.png" is no file there',
  );
  fails(() => staff({ ...full, avatar: 'img/equipe/ana.svg' }), 'content/data/equipe.yml: equipe.ana.avatar must be the path of an image in static/, like "/img/equipe/ana.svg"; "img/equipe/ana.svg" is no file there');
  fails(() => readStaff(source({ equipe: {} }), () => true), 'content/data/equipe.yml: equipe must list at least one person (id: { nick, cargo, desde, bio, grupo, avatar })');
});
