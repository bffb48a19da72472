import { BlockList, isIP } from 'node:net';

/** An address or CIDR range the deny list can hold; null when `rule` is neither. */
export function parseIpRule(rule: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', bits, ...rest] = rule.trim().split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const max = version === 4 ? 32 : 128;
  if (bits !== undefined && !/^\d{1,3}$/.test(bits)) return null;
  const prefix = bits === undefined ? max : Number(bits);
  if (prefix > max) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** A client address as the socket reports it: an IPv4 client on a dual-stack socket comes as ::ffff:a.b.c.d. */
function plainAddress(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/** Whether `ip` falls in any of the rules (rules that do not parse match nothing). */
export function ipDenied(ip: string, rules: readonly string[]): boolean {
  if (rules.length === 0) return false;
  const address = plainAddress(ip);
  const version = isIP(address);
  if (version === 0) return false;
  const list = new BlockList();
  for (const rule of rules) {
    const parsed = parseIpRule(rule);
    if (parsed !== null) list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
}
