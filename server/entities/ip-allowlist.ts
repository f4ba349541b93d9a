// Per-entity IP allowlists: comma-separated IPv4/IPv6 addresses with optional CIDR, checked
// with the spec 5 patterns (domain/validation.ts) and matched with node:net BlockList.
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { isIpAddress, isIpCidrList } from '../../domain/validation';

/** IPv4-mapped IPv6 (::ffff:1.2.3.4, how dual-stack sockets report IPv4) as plain IPv4. */
export function canonicalIp(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** Whether `ip` may act for an entity with this allowlist; an empty list allows every IP. */
export function ipAllowed(allowlist: string, ip: string): boolean {
  if (allowlist.trim() === '') return true;
  if (!isIpCidrList(allowlist)) return false; // a corrupt list fails closed
  const address = canonicalIp(ip);
  if (!isIpAddress(address)) return false;
  const list = new BlockList();
  for (const raw of allowlist.split(',')) {
    const item = raw.trim();
    const [host = '', prefix] = item.split('/');
    const family = isIPv4(host) ? 'ipv4' : isIPv6(host) ? 'ipv6' : null;
    if (family === null) continue;
    if (prefix === undefined) list.addAddress(host, family);
    else list.addSubnet(host, Number(prefix), family);
  }
  return list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}
