/**
 * Where a webhook may point (issue 28 item 3): an https:// URL (http:// only with
 * WEBHOOK_ALLOW_PRIVATE=true, for local receivers) whose host resolves to public addresses only — not
 * loopback, private, link-local, carrier-grade NAT, multicast or reserved ranges, and never the cloud
 * metadata address. An IPv6 address that carries an IPv4 one (mapped, compatible, translated, NAT64,
 * 6to4) is judged as that IPv4 address, and Teredo is refused (issue 33 item 7). The URL is checked
 * when it is saved (a 400 naming why) and again at every delivery: an address literal before
 * connecting, a name in the connection's own DNS lookup (`guardedLookup`), so a name that resolved to
 * a public address at save time and to 127.0.0.1 now (DNS rebinding) is refused, and the connection
 * goes to exactly the address that was checked.
 */
import dns, { type LookupAddress } from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** Cloud metadata services (AWS/GCP/Azure, AWS over IPv6, Alibaba): refused even with the flag. */
const METADATA = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']);

const RANGE_NAMES: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private network address',
  uniqueLocal: 'a private network address',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
  reserved: 'a reserved address',
};

/**
 * IPv6 forms that carry an IPv4 address, and the two 16-bit words holding it: such an address reaches
 * (or stands for) that IPv4 address, so it is judged as it (issue 33 item 7: `[::127.0.0.1]` is
 * `::7f00:1`, which ipaddr.js rates unicast). `::` and `::1` are judged as themselves.
 */
const IPV4_INSIDE: [prefix: ipaddr.IPv6, bits: number, words: [number, number]][] = (
  [
    ['::', 96, [6, 7]], // IPv4-compatible (deprecated)
    ['::ffff:0:0', 96, [6, 7]], // IPv4-mapped
    ['::ffff:0:0:0', 96, [6, 7]], // IPv4-translated (SIIT)
    ['64:ff9b::', 96, [6, 7]], // NAT64, the well-known prefix
    ['64:ff9b:1::', 48, [6, 7]], // NAT64, local use: the IPv4 address in the last 32 bits
    ['2002::', 16, [1, 2]], // 6to4: the IPv4 address in bits 16–48
  ] as const
).map(([prefix, bits, words]) => [ipaddr.IPv6.parse(prefix), bits, [...words]]);

function ipv4Inside(ip: ipaddr.IPv6): ipaddr.IPv4 | null {
  const range = ip.range();
  if (range === 'loopback' || range === 'unspecified') return null;
  for (const [prefix, bits, [hi, lo]] of IPV4_INSIDE) {
    if (!ip.match(prefix, bits)) continue;
    const high = ip.parts[hi]!;
    const low = ip.parts[lo]!;
    return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  }
  return null;
}

function judge(ip: ipaddr.IPv4 | ipaddr.IPv6, allowPrivate: boolean): string | null {
  if (METADATA.has(ip.toString())) return 'the cloud metadata address';
  if (allowPrivate) return null;
  const range = ip.range();
  if (range === 'unicast') return null;
  return RANGE_NAMES[range] ?? `a special-purpose address (${range})`;
}

/** Why a webhook may not connect to this address, or null when it may. */
export function refusedAddress(address: string, allowPrivate: boolean): string | null {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(address);
  } catch {
    return 'not an IP address';
  }
  if (ip.kind() === 'ipv4') return judge(ip, allowPrivate);
  const v6 = ip as ipaddr.IPv6;
  // Teredo hides its client's IPv4 address (inverted) behind a relay: no receiver needs it.
  if (v6.range() === 'teredo') return 'a Teredo tunnel address, which hides the IPv4 address it reaches';
  const v4 = ipv4Inside(v6);
  if (!v4) return judge(v6, allowPrivate);
  const why = judge(v4, allowPrivate);
  return why && `${why} (${v4.toString()} inside an IPv6 address)`;
}

/** A delivery refused because of where it would go: never worth retrying as it is. */
export class RefusedTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedTargetError';
  }
}

const refusal = (host: string, address: string, why: string) =>
  new RefusedTargetError(
    `${host === address ? address : `${host} resolves to ${address}`}, ${why}: webhooks go to public addresses only (WEBHOOK_ALLOW_PRIVATE=true allows local receivers)`,
  );

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/**
 * The URL's own problems, known without DNS: its scheme, credentials, and a host that is an address
 * or `localhost`. Answers the parsed URL or the reason it is refused.
 */
export function checkWebhookUrl(raw: string, allowPrivate: boolean): { url: URL } | { error: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { error: 'The URL is not a valid address: write it in full, starting with https://' };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowPrivate))
    return {
      error:
        url.protocol === 'http:'
          ? 'The URL must start with https:// (plain http:// is accepted only with WEBHOOK_ALLOW_PRIVATE=true, for local receivers)'
          : 'The URL must start with https://',
    };
  if (url.username || url.password)
    return { error: 'The URL must not carry a user name or password before the host' };
  const host = bare(url.hostname).toLowerCase();
  if (net.isIP(host)) {
    const why = refusedAddress(host, allowPrivate);
    if (why) return { error: `The URL points at ${refusal(host, host, why).message}` };
  } else if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost'))) {
    return { error: `The URL points at ${host}, a loopback address: webhooks go to public addresses only` };
  }
  return { url };
}

type Resolver = (hostname: string) => Promise<LookupAddress[]>;
const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * The URL as it is saved: checkWebhookUrl, then the host's addresses as DNS gives them now (each must
 * be allowed; a name that does not resolve is refused too, usually a typing mistake).
 */
export async function checkWebhookTarget(
  raw: string,
  allowPrivate: boolean,
  resolve: Resolver = systemResolver,
): Promise<{ url: URL } | { error: string }> {
  const checked = checkWebhookUrl(raw, allowPrivate);
  if ('error' in checked) return checked;
  const host = bare(checked.url.hostname);
  if (net.isIP(host)) return checked;
  let addresses: LookupAddress[];
  try {
    addresses = await withTimeout(resolve(host), 5000);
  } catch {
    return { error: `The host ${host} could not be found (check the URL)` };
  }
  for (const { address } of addresses) {
    const why = refusedAddress(address, allowPrivate);
    if (why) return { error: `The URL points at ${refusal(host, address, why).message}` };
  }
  return checked;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request: resolves the host and refuses the connection when any of its
 * addresses is not allowed, so the address connected to is one that was checked.
 */
export function guardedLookup(allowPrivate: boolean, resolve: Resolver = systemResolver) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0) {
          callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
          return;
        }
        for (const { address } of addresses) {
          const why = refusedAddress(address, allowPrivate);
          if (why) {
            callback(refusal(hostname, address, why) as NodeJS.ErrnoException, '');
            return;
          }
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
}
