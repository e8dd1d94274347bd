// Which kind of address an IP is, for the webhook targets' SSRF check (docs/webhooks.md "Where a
// webhook may go"). Node's own net.BlockList does the matching (no new dependency: ipaddr.js is
// not in this tree); it also matches an IPv4-mapped IPv6 address (::ffff:127.0.0.1, ::ffff:7f00:1)
// against the IPv4 ranges, so a mapped form is classed as the IPv4 address it carries.
import { BlockList, isIP } from 'node:net';

export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'unique-local'
  | 'cgnat'
  | 'link-local'
  | 'multicast'
  | 'unspecified'
  | 'reserved';

type Range = [network: string, prefix: number, family: 'ipv4' | 'ipv6'];

// First match wins: the narrow classes precede the wide ones that contain them (::1 within ::/96).
const RANGES: [AddressClass, Range[]][] = [
  [
    'unspecified',
    [
      ['0.0.0.0', 8, 'ipv4'],
      ['::', 128, 'ipv6'],
    ],
  ],
  [
    'loopback',
    [
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ],
  ],
  [
    'private',
    [
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
    ],
  ],
  ['cgnat', [['100.64.0.0', 10, 'ipv4']]],
  // 169.254.169.254 is the cloud's metadata service; fe80::/10 the IPv6 link.
  [
    'link-local',
    [
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
    ],
  ],
  ['unique-local', [['fc00::', 7, 'ipv6']]],
  [
    'multicast',
    [
      ['224.0.0.0', 4, 'ipv4'],
      ['ff00::', 8, 'ipv6'],
    ],
  ],
  [
    'reserved',
    [
      ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
      ['192.0.2.0', 24, 'ipv4'], // documentation
      ['198.18.0.0', 15, 'ipv4'], // benchmarking
      ['198.51.100.0', 24, 'ipv4'], // documentation
      ['203.0.113.0', 24, 'ipv4'], // documentation
      ['240.0.0.0', 4, 'ipv4'], // reserved, and 255.255.255.255 broadcast
      ['::', 96, 'ipv6'], // IPv4-compatible (deprecated): ::127.0.0.1
      ['64:ff9b::', 96, 'ipv6'], // NAT64: reaches the IPv4 address it carries
      ['64:ff9b:1::', 48, 'ipv6'], // local NAT64
      ['100::', 64, 'ipv6'], // discard
      ['2001:db8::', 32, 'ipv6'], // documentation
      ['2002::', 16, 'ipv6'], // 6to4: carries an IPv4 address
      ['fec0::', 10, 'ipv6'], // site-local (deprecated)
    ],
  ],
];

const LISTS: [AddressClass, BlockList][] = RANGES.map(([name, ranges]) => {
  const list = new BlockList();
  for (const [network, prefix, family] of ranges) list.addSubnet(network, prefix, family);
  return [name, list];
});

/** The class of an IP address (v4 or v6, without brackets); throws on anything else. */
export function addressClass(address: string): AddressClass {
  const version = isIP(address);
  if (version === 0) throw new Error(`not an IP address: ${address}`);
  const family = version === 4 ? 'ipv4' : 'ipv6';
  for (const [name, list] of LISTS) if (list.check(address, family)) return name;
  return 'public';
}

/** Classes an admin's "Allow webhooks to private addresses" opens (a receiver on the team's own network). */
const OPENED_BY_ADMIN: ReadonlySet<AddressClass> = new Set([
  'loopback',
  'private',
  'unique-local',
  'cgnat',
]);

/**
 * Why a webhook may not go to `address`, or undefined when it may. Link-local (the cloud metadata
 * service), multicast, unspecified and reserved addresses stay closed whatever the setting.
 */
export function refusedAddress(address: string, allowPrivate: boolean): string | undefined {
  const kind = addressClass(address);
  if (kind === 'public') return undefined;
  if (allowPrivate && OPENED_BY_ADMIN.has(kind)) return undefined;
  const opened = OPENED_BY_ADMIN.has(kind)
    ? ' (an admin can allow private addresses in Settings)'
    : '';
  const article = /^[aeiou]/.test(kind) ? 'an' : 'a';
  return `${address} is ${article} ${kind} address; webhooks are not sent there${opened}.`;
}
