import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useOnceTrue } from '@exchange/design-system';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import { balanceFromWire } from '@exchange/domain';
import { userBalance } from '../api/firstPageCalls.ts';
import { watchInactivity, watchTabFocus } from '../session/activity.ts';
import { PlayerNews } from '../screens/news/PlayerNews.tsx';
import { PlayerShell } from '../screens/shell/PlayerShell.tsx';
import { RealityCheck } from './responsibleGaming/RealityCheck.tsx';
import { useServices } from '../services.ts';
import type { LayoutData } from './layoutData.ts';
import { withBetEvent } from '../sockets/betEvents.ts';
import { paymentDecisionToast } from '../sockets/paymentEvents.ts';
import { connectUsersSocket } from '../sockets/usersSocket.ts';
import { loginAfterSessionEnded } from '../session/sessionEnded.ts';
import {
  balanceAtom,
  betListAtom,
  currentMatchAtom,
  hideBalanceAtom,
  hideExposureAtom,
  inactiveAtom,
  tabActiveAtom,
  userAtom,
  welcomeAtom,
} from '../state/atoms.ts';

/** The welcome after signing in: its module (with the dialog stack) loads only when there is one to show. */
const WelcomeDialog = lazy(async () => ({
  default: (await import('../screens/shell/WelcomeDialog.tsx')).WelcomeDialog,
}));

/** The signed-in player's pages: the shell, the users socket, the activity and tab-focus flags. */
export function Component() {
  const services = useServices();
  const { news } = useLoaderData() as LayoutData;
  const user = useAtomValue(userAtom);
  const welcome = useAtomValue(welcomeAtom);
  const setWelcome = useSetAtom(welcomeAtom);
  // Mounted from the first welcome on, so that closing it animates.
  const welcomed = useOnceTrue(welcome !== null);
  const [balance, setBalance] = useAtom(balanceAtom);
  const [hideBalance, setHideBalance] = useAtom(hideBalanceAtom);
  const [hideExposure, setHideExposure] = useAtom(hideExposureAtom);
  const setInactive = useSetAtom(inactiveAtom);
  const setTabActive = useSetAtom(tabActiveAtom);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const userId = user?._id;
  const sessionId = user?.sessionId;

  useEffect(() => {
    if (!userId || !sessionId) return;
    return connectUsersSocket({
      url: services.config.socket,
      token: () => services.session().token(),
      userId,
      sessionId,
      onBalance: setBalance,
      // The odds page's open bets follow a pushed bet at once (a later match, an operator's delete).
      onBet: (event) =>
        services.store.set(betListAtom, (list) =>
          withBetEvent(list, event, services.store.get(currentMatchAtom)?.matchId),
        ),
      // The upline decided a deposit or withdrawal: the player is told; the balance push that follows
      // the decision moves the balance bar.
      onPaymentRequest: (request) => {
        const { tone, message } = paymentDecisionToast(request);
        services.toast[tone](message);
      },
      // The balance a push moved while the socket loaded or was down (ADR 0072) is read again.
      onJoined: () => {
        userBalance(services.api).then(
          (wire) => setBalance(balanceFromWire(wire)),
          () => undefined,
        );
      },
      onSessionEnded: (reason) => {
        services.logOut();
        // Told why, as a 401 for the ended session would: this device was not signed out by its user.
        void navigate(loginAfterSessionEnded('player', reason), { replace: true });
      },
    });
  }, [userId, sessionId, services, setBalance, navigate]);

  useEffect(() => watchInactivity(window, setInactive), [setInactive]);
  useEffect(() => watchTabFocus(window, document, setTabActive), [setTabActive]);

  if (!user) return null;
  return (
    <PlayerShell
      username={user.username}
      pathname={pathname}
      balance={balance}
      hiddenAmounts={{ balance: hideBalance, exposure: hideExposure }}
      onHiddenAmountsChange={(hidden) => {
        setHideBalance(hidden.balance);
        setHideExposure(hidden.exposure);
      }}
      onLogout={() => {
        services.signOut();
        void navigate('/login', { replace: true });
      }}
    >
      <PlayerNews initial={news} />
      <Outlet />
      {welcomed && (
        <Suspense fallback={null}>
          <WelcomeDialog
            username={user.username}
            images={welcome ?? {}}
            open={welcome !== null}
            onClose={() => setWelcome(null)}
          />
        </Suspense>
      )}
      <RealityCheck pathname={pathname} />
    </PlayerShell>
  );
}
