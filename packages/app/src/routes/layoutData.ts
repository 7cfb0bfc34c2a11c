import { balanceFromWire, type NewsItem } from '@exchange/domain';
import { redirect, type LoaderFunction } from 'react-router';
import { userBalance, userInfo } from '../api/firstPageCalls.ts';
import { newsLines } from '../screens/news/newsApi.ts';
import { transactionPasswordPath } from '../session/signIn.ts';
import type { Services } from '../services.ts';
import { balanceAtom, userAtom } from '../state/atoms.ts';

export interface LayoutData {
  /** The news ticker's lines as the page opened (PlayerNews reads them again every few minutes). */
  news: readonly NewsItem[];
}

/**
 * The signed-in player's pages. Without a stored session they go to /login; a new account changes its
 * passwords first. The user and balance are fetched once here; the users socket keeps them current. The
 * ticker's lines come with them: read after the page showed, they arrived a moment later and pushed the
 * whole page down under the reader (a layout shift).
 */
export function makeLoader(services: Services): LoaderFunction {
  return async () => {
    const session = services.session();
    if (!session.token()) return redirect('/login');
    const { api, store } = services;
    // A failed read shows no lines: the ticker is not worth failing the page for.
    const news = newsLines(api).catch((): readonly NewsItem[] => []);
    const [user, balance, lines] = await Promise.all([userInfo(api, session), userBalance(api), news]);
    store.set(userAtom, user);
    store.set(balanceAtom, balanceFromWire(balance));
    if (user.changePasswordRequired) return redirect(transactionPasswordPath);
    return { news: lines } satisfies LayoutData;
  };
}
