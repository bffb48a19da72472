import type { IncomingHttpHeaders } from 'node:http';

/** One header's value; a repeated header counts as its first occurrence. */
export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Node reports IPv4 peers on dual-stack sockets as ::ffff:1.2.3.4; players expect 1.2.3.4. */
export function normaliseIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
}
