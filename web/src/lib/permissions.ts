/**
 * What the signed-in user's role may use (contract permissions.ts), for the admin screens and menu;
 * the server checks every call itself. Apart from session.ts so the public pages' code never carries
 * the permission map.
 */
import { can, type Permission, type User } from '@vyoma/contract';

export function userCan(user: User | null | undefined, permission: Permission): boolean {
  return can(user?.role, permission);
}
