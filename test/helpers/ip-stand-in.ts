import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in answers: an IPv4 or IPv6 address as ipify does, an error status, or nothing at all. */
export type IpStandInMode = 'ipv4' | 'ipv6' | 'error' | 'silent';

export interface IpStandIn {
  /** `http://127.0.0.1:PORT/ip` */
  url: string;
  mode: IpStandInMode;
  /** Requests received, to check that a retry asks again. */
  requests: number;
  close(): Promise<void>;
}

export const STAND_IN_IPS = { ipv4: '203.0.113.45', ipv6: '2001:db8:4f2a::1b' } as const;

/** A local stand-in for the public my-IP endpoint, on 127.0.0.1, answering cross-origin like the real one. */
export async function startIpStandIn(): Promise<IpStandIn> {
  const server = http.createServer((request, response) => {
    standIn.requests++;
    response.setHeader('Access-Control-Allow-Origin', '*');
    switch (standIn.mode) {
      case 'silent':
        return;
      case 'error':
        response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Serviço indisponível');
        return;
      default:
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ip: STAND_IN_IPS[standIn.mode] }));
    }
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: IpStandIn = {
    url: `http://127.0.0.1:${port}/ip`,
    mode: 'ipv4',
    requests: 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
