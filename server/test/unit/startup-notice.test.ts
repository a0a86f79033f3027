import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { reachableUrls, startupNotice } from '../../src/startup-notice.ts';

const iface = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal }) as NetworkInterfaceInfo;
const INTERFACES = {
  lo: [iface('127.0.0.1', 'IPv4', true), iface('::1', 'IPv6', true)],
  eth0: [iface('192.168.1.20', 'IPv4'), iface('fe80::1', 'IPv6')],
  wlan0: [iface('10.0.0.7', 'IPv4')],
};

describe('reachableUrls', () => {
  it('lists localhost and the network addresses when listening on every address', () => {
    expect(reachableUrls('0.0.0.0', 3000, INTERFACES)).toEqual([
      'http://localhost:3000',
      'http://192.168.1.20:3000',
      'http://10.0.0.7:3000',
    ]);
    expect(reachableUrls('::', 8080, { lo: INTERFACES.lo })).toEqual(['http://localhost:8080']);
  });

  it('lists only the address it listens on otherwise', () => {
    expect(reachableUrls('127.0.0.1', 3000, INTERFACES)).toEqual(['http://127.0.0.1:3000']);
    expect(reachableUrls('::1', 3000, INTERFACES)).toEqual(['http://[::1]:3000']);
  });
});

describe('startupNotice', () => {
  it('with PUBLIC_URL unset, prints every address and the line to set', () => {
    const notice = startupNotice(
      { host: '0.0.0.0', publicUrl: 'http://localhost:3000', publicUrlSet: false },
      3000,
      { interfaces: INTERFACES },
    );
    expect(notice).toContain('running at http://localhost:3000\n');
    expect(notice).toContain('Also on this network at http://192.168.1.20:3000, http://10.0.0.7:3000\n');
    expect(notice).toMatch(/PUBLIC_URL is not set/);
    expect(notice).toContain('\n  PUBLIC_URL=http://192.168.1.20:3000\n');
  });

  it('with PUBLIC_URL set, prints it alone', () => {
    expect(
      startupNotice({ host: '0.0.0.0', publicUrl: 'https://www.vyoma.example', publicUrlSet: true }, 3000, {
        interfaces: INTERFACES,
      }),
    ).toBe('Vyoma Infotech is running at https://www.vyoma.example\n');
  });
});
