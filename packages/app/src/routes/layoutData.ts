import { balanceFromWire } from '@exchange/domain';
import { redirect, type LoaderFunction } from 'react-router';
import { userBalance, userInfo } from '../api/calls.ts';
import { transactionPasswordPath } from '../session/signIn.ts';
import type { Services } from '../services.ts';
import { balanceAtom, userAtom } from '../state/atoms.ts';

/**
 * The signed-in player's pages. Without a stored session they go to /login; a new account changes its
 * passwords first. The user and balance are fetched once here; the users socket keeps them current.
 */
export function makeLoader(services: Services): LoaderFunction {
  return async () => {
    const session = services.session();
    if (!session.token()) return redirect('/login');
    const [user, balance] = await Promise.all([userInfo(services.api, session), userBalance(services.api)]);
    services.store.set(userAtom, user);
    services.store.set(balanceAtom, balanceFromWire(balance));
    if (user.changePasswordRequired) return redirect(transactionPasswordPath);
    return null;
  };
}
