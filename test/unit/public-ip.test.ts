import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ipVersion, lookUpPublicIp, readIpAnswer } from '../../src/client/public-ip.ts';

test('an answer is JSON with an "ip" field or the bare address; anything else is no address', () => {
  assert.deepEqual(readIpAnswer('{"ip":"203.0.113.45"}'), { ip: '203.0.113.45', version: 4 });
  assert.deepEqual(readIpAnswer('203.0.113.45\n'), { ip: '203.0.113.45', version: 4 });
  assert.deepEqual(readIpAnswer('{"ip": "2001:db8:4f2a::1b"}'), { ip: '2001:db8:4f2a::1b', version: 6 });
  for (const body of ['', '{"ip": 5}', '{"endereco":"203.0.113.45"}', '<html>erro</html>', '<img src=x onerror=alert(1)>', '999.1.1.1', '1.2.3', 'abc:def']) {
    assert.equal(readIpAnswer(body), undefined, body);
  }
});

test('IPv4 and IPv6 are told apart', () => {
  assert.equal(ipVersion('8.8.8.8'), 4);
  assert.equal(ipVersion('::1'), 6);
  assert.equal(ipVersion('01.2.3.4'), undefined);
  assert.equal(ipVersion('1::2::3'), undefined);
});

const answer = (status: number, body: string) => (async () => new Response(body, { status })) as typeof fetch;

test('a lookup finds the address, or fails on an error status, an odd answer or a network error', async () => {
  assert.deepEqual(await lookUpPublicIp('https://ip.example', 1000, answer(200, '{"ip":"203.0.113.45"}')), { kind: 'found', ip: '203.0.113.45', version: 4 });
  assert.deepEqual(await lookUpPublicIp('https://ip.example', 1000, answer(503, 'indisponível')), { kind: 'failed' });
  assert.deepEqual(await lookUpPublicIp('https://ip.example', 1000, answer(200, 'Bloqueado pelo provedor')), { kind: 'failed' });
  const offline = (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
  assert.deepEqual(await lookUpPublicIp('https://ip.example', 1000, offline), { kind: 'failed' });
});

test('a lookup that outlives its time-out is abandoned and reported as a time-out', async () => {
  const silent = ((_url: string, init?: RequestInit) =>
    new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as typeof fetch;
  const started = Date.now();
  assert.deepEqual(await lookUpPublicIp('https://ip.example', 50, silent), { kind: 'timeout' });
  assert.ok(Date.now() - started < 1000);
});
