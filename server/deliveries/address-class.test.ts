// The SSRF classifier's table: every class of address a webhook may not reach, the IPv6 forms
// that carry an IPv4 address, and what the admin's "private addresses" switch opens (and not).
import { describe, expect, it } from 'vitest';
import { addressClass, refusedAddress, type AddressClass } from './address-class';

const TABLE: [string, AddressClass][] = [
  ['8.8.8.8', 'public'],
  ['93.184.216.34', 'public'],
  ['2606:4700:4700::1111', 'public'],
  ['127.0.0.1', 'loopback'],
  ['127.255.0.9', 'loopback'],
  ['::1', 'loopback'],
  ['10.1.2.3', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['172.32.0.1', 'public'],
  ['192.168.1.1', 'private'],
  ['100.64.0.1', 'cgnat'],
  ['100.127.255.254', 'cgnat'],
  ['169.254.169.254', 'link-local'],
  ['fe80::1', 'link-local'],
  ['fc00::1', 'unique-local'],
  ['fd12:3456::1', 'unique-local'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['ff02::1', 'multicast'],
  ['0.0.0.0', 'unspecified'],
  ['::', 'unspecified'],
  ['255.255.255.255', 'reserved'],
  ['192.0.2.10', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['2001:db8::1', 'reserved'],
  // IPv4-mapped: classed as the address carried, in both spellings.
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::ffff:169.254.169.254', 'link-local'],
  ['::ffff:10.0.0.1', 'private'],
  ['::ffff:8.8.8.8', 'public'],
  // IPv4-compatible, NAT64 and 6to4 carry an IPv4 address too: refused outright.
  ['::127.0.0.1', 'reserved'],
  ['64:ff9b::7f00:1', 'reserved'],
  ['2002:7f00:1::', 'reserved'],
];

describe('addressClass', () => {
  it.each(TABLE)('%s is %s', (address, kind) => {
    expect(addressClass(address)).toBe(kind);
  });

  it('throws on what is not an IP address', () => {
    expect(() => addressClass('localhost')).toThrow(/not an IP/);
  });
});

describe('refusedAddress', () => {
  it('refuses private and loopback addresses unless an admin allowed them', () => {
    expect(refusedAddress('127.0.0.1', false)).toMatch(/loopback address.*an admin can allow/);
    expect(refusedAddress('127.0.0.1', true)).toBeUndefined();
    expect(refusedAddress('192.168.0.5', true)).toBeUndefined();
    expect(refusedAddress('fd00::5', true)).toBeUndefined();
    expect(refusedAddress('100.64.1.1', true)).toBeUndefined();
  });

  it('keeps the metadata service, multicast, unspecified and reserved addresses closed always', () => {
    for (const address of ['169.254.169.254', 'fe80::1', '224.0.0.1', '0.0.0.0', '::', '192.0.2.1'])
      expect(refusedAddress(address, true)).toMatch(/webhooks are not sent there\.$/);
  });

  it('lets public addresses through', () => {
    expect(refusedAddress('8.8.8.8', false)).toBeUndefined();
  });
});
