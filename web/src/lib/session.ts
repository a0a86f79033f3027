/**
 * The signed-in user, as the server saw it for the current page (the app shell provides it from the
 * root loader). Features read it here; only the server decides who may do what.
 */
import type { User } from '@vyoma/contract';
import { createContext, useContext } from 'react';

export const UserContext = createContext<User | null>(null);

export function useUser(): User | null {
  return useContext(UserContext);
}

/** Signed in as staff (any role): the admin screens, not the public site. */
export function isStaff(user: User | null | undefined): user is User {
  return user != null;
}
