import type { LoaderFunction } from 'react-router';
import { userInfo } from '../../api/calls.ts';
import type { Services } from '../../services.ts';
import { userAtom } from '../../state/atoms.ts';

/**
 * `/admin/secureauth`: the player's security-auth route as it is (status, the authenticator app and
 * Telegram tabs, switching off with a code); the calls act on whoever is signed in. That route reads the
 * signed-in user's `auth_method` from the user atom, which on the panel holds the operator while this page
 * is open: the loader fills it from user-info, and the route's "page reloads" (revalidation) run it again.
 */
export function makeLoader(services: Services): LoaderFunction {
  return async () => {
    services.store.set(userAtom, await userInfo(services.api, services.session()));
    return null;
  };
}

export { Component } from '../../routes/securityAuth.tsx';
