/**
 * What main.ts prints once the server listens: where to open the site, the admin login when one was
 * generated (boxed, at that same address), and, when PUBLIC_URL is unset, which other addresses it
 * answers at and the line that would fix its public address.
 */
import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';
import type { AppConfig } from './config.ts';
import { type GeneratedAdmin, generatedAdminBox } from './modules/auth/bootstrap.ts';

const ANY_ADDRESS = new Set(['0.0.0.0', '::', '']);

/**
 * The URLs a server listening on host:port can be opened at: localhost and this machine's network
 * (non-internal IPv4) addresses when it listens on every address, otherwise the one it listens on.
 */
export function reachableUrls(
  host: string,
  port: number,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
): string[] {
  if (!ANY_ADDRESS.has(host)) return [`http://${host.includes(':') ? `[${host}]` : host}:${port}`];
  const network = Object.values(interfaces)
    .flat()
    .filter((i) => i !== undefined && i.family === 'IPv4' && !i.internal)
    .map((i) => `http://${i!.address}:${port}`);
  return [`http://localhost:${port}`, ...new Set(network)];
}

export interface NoticeOptions {
  /** The admin created at this start with a generated password: its one-time login box. */
  admin?: GeneratedAdmin;
  interfaces?: NodeJS.Dict<NetworkInterfaceInfo[]>;
}

/**
 * The first line names the address to open, and the login box (when there is one) follows at once,
 * at that address: what a newcomer needs is the first thing they read (decision 0030).
 */
export function startupNotice(
  config: Pick<AppConfig, 'host' | 'publicUrl' | 'publicUrlSet'>,
  port: number,
  { admin, interfaces }: NoticeOptions = {},
): string {
  const [first = `http://localhost:${port}`, ...others] = config.publicUrlSet
    ? [config.publicUrl]
    : reachableUrls(config.host, port, interfaces);
  const lines = [`Vyoma Infotech is running at ${first}`];
  if (admin) lines.push(generatedAdminBox(admin, first));
  if (!config.publicUrlSet) {
    if (others.length > 0) lines.push(`Also on this network at ${others.join(', ')}`);
    lines.push(
      `PUBLIC_URL is not set: forms are accepted at whichever of these addresses the site is opened at, and`,
      `canonical links, the sitemap and share tags use ${config.publicUrl}. Set the address visitors use:`,
      `  PUBLIC_URL=${others[0] ?? first}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
