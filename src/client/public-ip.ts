/**
 * The visitor's public IP address, asked from the browser to the endpoint in the site configuration
 * (`tools.ipEndpoint`). The request goes straight from the visitor to that service; nothing reaches
 * this site.
 */
export interface PublicIp {
  ip: string;
  version: 4 | 6;
}

export type IpLookup = ({ kind: 'found' } & PublicIp) | { kind: 'failed' } | { kind: 'timeout' };

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** 4 or 6 for a valid address, undefined for anything else. */
export function ipVersion(text: string): 4 | 6 | undefined {
  if (IPV4.test(text)) return 4;
  if (!text.includes(':') || !/^[0-9a-f:.]+$/i.test(text)) return undefined;
  try {
    new URL(`http://[${text}]/`);
    return 6;
  } catch {
    return undefined;
  }
}

/** The address in an endpoint's answer: JSON with an `ip` field (ipify, ipinfo and most others) or the bare address as text. */
export function readIpAnswer(body: string): PublicIp | undefined {
  let candidate = body.trim();
  try {
    const parsed: unknown = JSON.parse(candidate);
    candidate = typeof parsed === 'object' && parsed !== null && 'ip' in parsed && typeof parsed.ip === 'string' ? parsed.ip.trim() : '';
  } catch {
    // Not JSON: the answer is the address itself.
  }
  const version = ipVersion(candidate);
  return version ? { ip: candidate, version } : undefined;
}

/** Asks the endpoint, giving up after `timeoutMs`. Never throws: a failure is a result the page explains. */
export async function lookUpPublicIp(endpoint: string, timeoutMs: number, fetchImpl: typeof fetch = fetch): Promise<IpLookup> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(endpoint, { signal: controller.signal, cache: 'no-store', credentials: 'omit', referrerPolicy: 'no-referrer' });
    const found = response.ok ? readIpAnswer(await response.text()) : undefined;
    return found ? { kind: 'found', ...found } : { kind: 'failed' };
  } catch {
    return timedOut ? { kind: 'timeout' } : { kind: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}
