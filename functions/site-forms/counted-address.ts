import { isIPv6 } from 'node:net';

const GROUPS = 8;

/** `a.b.c.d` at the end of an IPv6 address as the two 16-bit groups it stands for. */
function withHexTail(address: string): string {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (!dotted) return address;
  const [a, b, c, d] = dotted.slice(1).map(Number);
  const group = (high = 0, low = 0) => ((high << 8) | low).toString(16);
  return `${address.slice(0, dotted.index)}${group(a, b)}:${group(c, d)}`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded. */
function ipv6Groups(address: string): number[] {
  const groupsOf = (part: string) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const [head = '', tail] = withHexTail(address).split('::');
  if (tail === undefined) return groupsOf(head);
  const [before, after] = [groupsOf(head), groupsOf(tail)];
  return [...before, ...Array<number>(GROUPS - before.length - after.length).fill(0), ...after];
}

/**
 * The address a visitor is counted by. An IPv4 address as it is; an IPv6 address by its /64
 * network: a home or a phone is given a whole /64 and its devices pick new addresses in it as
 * they like (privacy extensions), so one person could otherwise be a new "address" at will. An
 * IPv4 address written as IPv6 (`::ffff:a.b.c.d`) is that IPv4 address.
 */
export function addressForCounting(address: string): string {
  const bare = address.trim().toLowerCase().replace(/%.*$/, '');
  if (!isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare);
  const [g5 = 0, g6 = 0, g7 = 0] = groups.slice(5);
  if (groups.slice(0, 5).every((group) => group === 0) && g5 === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
