import { createHmac } from 'node:crypto';
import ipaddr from 'ipaddr.js';

/**
 * The network a page load came from, as the canary watch counts visitors (docs/product/telemetry.md, "Evidence
 * from many visitors"): an IPv4 address's /24 or an IPv6 address's /64, hashed with a key of its own derived
 * from SIGNING_SECRET and cut to 12 characters. Never the address itself: the hash travels inside the signed
 * page-load id and into `telemetry_error_networks`, and neither may name a person. One household, office or
 * attacker with a few neighbouring addresses is one network, so it is one witness however many pages it loads.
 */
export function visitorNetworks(secret: string) {
  const key = createHmac('sha256', secret).update('telemetry visitor network').digest();
  const known = new Map<string, string>();
  return (ip: string | undefined): string => {
    if (!ip) return 'unknown';
    let hashed = known.get(ip);
    if (hashed === undefined) {
      hashed = createHmac('sha256', key).update(networkOf(ip)).digest('base64url').slice(0, 12);
      // Bounded like the rate limit's keys: emptied when full, so cycling addresses only costs the hashing again.
      if (known.size >= 10_000) known.clear();
      known.set(ip, hashed);
    }
    return hashed;
  };
}

/** `a.b.c.0/24` for IPv4 (also when written as IPv6), the /64 for IPv6, the text itself for anything else. */
export function networkOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  let parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === 'ipv4') return `${(parsed as ipaddr.IPv4).octets.slice(0, 3).join('.')}.0/24`;
  return `${(parsed as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

export type VisitorNetworks = ReturnType<typeof visitorNetworks>;
