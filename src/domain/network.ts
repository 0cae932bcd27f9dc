/**
 * The network a client address belongs to: what the per-network limits count (a place in the
 * waiting room, sign-ups, seats held outside a waiting room). One person commonly has many
 * addresses of one network — a household's IPv6 /64, a small office's or a mobile carrier's IPv4
 * /24 — so counting addresses one by one would count nothing. The prefix lengths are settings
 * (`NETWORK_PREFIX_IPV4`, `NETWORK_PREFIX_IPV6`).
 */

export interface NetworkPrefixes {
  /** Leading bits of an IPv4 address that name its network (0–32). */
  ipv4: number;
  /** Leading bits of an IPv6 address that name its network (0–128). */
  ipv6: number;
}

export const DEFAULT_NETWORK_PREFIXES: NetworkPrefixes = { ipv4: 24, ipv6: 64 };

/**
 * The network of `address` as text: `203.0.113.0/24`, `2001:db8:1:2::/64`. An IPv4-mapped IPv6
 * address counts as its IPv4 form; brackets and a zone (`%eth0`) are ignored; anything that is not
 * an address is answered as it is.
 */
export function networkOf(address: string, prefixes: NetworkPrefixes = DEFAULT_NETWORK_PREFIXES): string {
  const trimmed = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  const v4 = mapped ? (mapped[1] as string) : trimmed;
  if (!v4.includes(":")) {
    const octets = ipv4Octets(v4);
    return octets ? ipv4Network(octets, prefixes.ipv4) : trimmed;
  }
  const groups = expandIpv6(trimmed);
  return groups ? ipv6Network(groups, prefixes.ipv6) : trimmed;
}

function ipv4Octets(address: string): number[] | null {
  const parts = address.split(".");
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p))) return null;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

function ipv4Network(octets: number[], prefix: number): string {
  const bits = clamp(prefix, 32);
  const value = octets.reduce((n, o) => n * 256 + o, 0);
  const masked = bits === 0 ? 0 : value - (value % 2 ** (32 - bits));
  const out = [24, 16, 8, 0].map((shift) => Math.floor(masked / 2 ** shift) % 256);
  return `${out.join(".")}/${bits}`;
}

function ipv6Network(groups: number[], prefix: number): string {
  const bits = clamp(prefix, 128);
  const kept = Math.ceil(bits / 16);
  const masked = groups.slice(0, kept).map((g, i) => {
    const within = bits - i * 16;
    return within >= 16 ? g : g & (0xffff << (16 - within)) & 0xffff;
  });
  if (kept === 8) return `${masked.map((g) => g.toString(16)).join(":")}/${bits}`;
  return `${masked.map((g) => g.toString(16)).join(":")}::/${bits}`;
}

function clamp(prefix: number, max: number): number {
  return Math.max(0, Math.min(max, Math.floor(prefix)));
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function expandIpv6(address: string): number[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(":") : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  // An embedded IPv4 tail (::1.2.3.4) stands for two groups.
  const last = tail.at(-1) ?? head.at(-1);
  if (last?.includes(".")) {
    const octets = ipv4Octets(last);
    if (!octets) return null;
    const [a, b, c, d] = octets as [number, number, number, number];
    const words = [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    if (tail.length) tail.splice(-1, 1, ...words);
    else head.splice(-1, 1, ...words);
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array.from({ length: halves.length === 2 ? missing : 0 }, () => "0"), ...tail];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => Number.parseInt(g, 16));
}
