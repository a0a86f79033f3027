/**
 * Where a webhook may point (issue 28 item 3): an https:// URL (http:// only with
 * WEBHOOK_ALLOW_PRIVATE=true, for local receivers) whose host resolves to public addresses only — not
 * loopback, private, link-local, carrier-grade NAT, multicast or reserved ranges, and never the cloud
 * metadata address. The URL is checked when it is saved (a 400 naming why) and again at every
 * delivery: an address literal before connecting, a name in the connection's own DNS lookup
 * (`guardedLookup`), so a name that resolved to a public address at save time and to 127.0.0.1 now
 * (DNS rebinding) is refused, and the connection goes to exactly the address that was checked.
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

/** Why a webhook may not connect to this address, or null when it may. */
export function refusedAddress(address: string, allowPrivate: boolean): string | null {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
    ip = ipaddr.process(address);
  } catch {
    return 'not an IP address';
  }
  if (METADATA.has(ip.toString())) return 'the cloud metadata address';
  if (allowPrivate) return null;
  const range = ip.range();
  if (range === 'unicast') return null;
  return RANGE_NAMES[range] ?? `a special-purpose address (${range})`;
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
