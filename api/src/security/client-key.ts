import ipaddr from 'ipaddr.js';

/**
 * The key a client is counted under: its IPv4 address, or the /64 of its IPv6 address. One subscriber is
 * given a whole /64 and can pick any of its 2^64 addresses, so counting each address apart would give a
 * script a fresh limit per request. An IPv4 address written as IPv6 (::ffff:a.b.c.d) is the IPv4 client.
 */
export function clientKey(ip: string): string {
  let key = known.get(ip);
  if (key === undefined) {
    key = keyOf(ip);
    if (known.size >= knownLimit) known.clear();
    known.set(ip, key);
  }
  return key;
}

/**
 * Keys worked out already, by address: every request asks (the rate limit), and parsing the address was a
 * few per cent of a cached answer's time. Emptied when full, so a client cycling through addresses only
 * costs the parsing again.
 */
const known = new Map<string, string>();
const knownLimit = 10_000;

function keyOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const network = v6.parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
