import { BalanceBar } from '@exchange/betting-widgets';
import { balanceFromWire, isOperator, type SessionEndedReason } from '@exchange/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Outlet, redirect, useLocation, useMatches, useNavigate, type LoaderFunction } from 'react-router';
import { userBalance, userInfo } from '../../api/calls.ts';
import { useServices, type Services } from '../../services.ts';
import { connectUsersSocket } from '../../sockets/usersSocket.ts';
import { adminHome, adminPages, adminPath, mayOpen, type AdminPageName } from '../pages.ts';
import { AdminNotice } from '../screens/AdminNotice.tsx';
import { AdminShell } from '../screens/AdminShell.tsx';
import { operatorAtom, operatorBalanceAtom } from '../state.ts';
import { loginAfterSessionEnded } from '../../session/sessionEnded.ts';
import { adminDetour } from './detour.ts';
import { usePendingCounts } from './usePendingCounts.ts';

/** What an admin route declares: the page it shows, the guard's key. */
export interface AdminRouteHandle {
  readonly page: AdminPageName;
}

/**
 * The signed-in operator's pages. Without an admin session they go to /admin/login; a new account changes
 * its passwords first, and one that must have a second step sets it up first. The operator (with its privileges) and its balance are fetched once here; the
 * users socket keeps the balance current and ends the page when another login takes the account over.
 */
export function makeLoader(services: Services): LoaderFunction {
  return async ({ request }) => {
    const session = services.session();
    if (!session.token()) return redirect(adminPath('login'));
    // Both asked at once; the balance is awaited only where the server answers it, and otherwise dropped.
    const balanceRead = userBalance(services.api);
    const dropBalance = () => void balanceRead.catch(() => undefined);
    const user = await userInfo(services.api, session).catch((error: unknown) => {
      dropBalance();
      throw error;
    });
    if (!isOperator(user.role)) {
      dropBalance();
      services.logOut();
      return redirect(adminPath('login'));
    }
    services.store.set(operatorAtom, user);
    // Until the passwords are changed, or a required second step is set up, the server refuses the balance.
    if (user.changePasswordRequired || user.secondStepEnrolmentRequired) {
      dropBalance();
      const detour = adminDetour(user, new URL(request.url).pathname);
      return detour === null ? null : redirect(detour);
    }
    services.store.set(operatorBalanceAtom, balanceFromWire(await balanceRead));
    return null;
  };
}

/** The page the deepest matched route names, if any. */
function useRouteHandle(): AdminRouteHandle | undefined {
  const matches = useMatches();
  return matches.map((match) => match.handle as AdminRouteHandle | undefined).findLast(Boolean);
}

export function Component() {
  const services = useServices();
  const operator = useAtomValue(operatorAtom);
  const balance = useAtomValue(operatorBalanceAtom);
  const setOperator = useSetAtom(operatorAtom);
  const setBalance = useSetAtom(operatorBalanceAtom);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const handle = useRouteHandle();
  const userId = operator?._id;
  const sessionId = operator?.sessionId;

  useEffect(() => {
    if (!userId || !sessionId) return;
    const leave = (reason: SessionEndedReason) => {
      services.logOut();
      setOperator(null);
      // Told why, as a 401 for the ended session would: this device was not signed out by its user.
      void navigate(loginAfterSessionEnded('admin', reason), { replace: true });
    };
    // Spec 4: after sign-in the panel joins the operator's room; a logout push for another session ends this one.
    return connectUsersSocket({
      url: services.config.socket,
      token: () => services.session().token(),
      userId,
      sessionId,
      onBalance: setBalance,
      onSessionEnded: leave,
    });
  }, [userId, sessionId, services, setBalance, setOperator, navigate]);

  const access = operator ? { role: operator.role, privileges: operator.privileges ?? [] } : null;
  const pendingCounts = usePendingCounts(access, pathname);
  if (!operator || !access) return null;
  const home = adminHome(access);
  const refused = handle !== undefined && !mayOpen(adminPages[handle.page], access);

  return (
    <AdminShell
      username={operator.username}
      operator={access}
      pathname={pathname}
      pendingCounts={pendingCounts}
      balance={<BalanceBar balance={balance} layout="compact" />}
      onLogout={() => {
        // Spec 4: logging out on the admin side clears only the admin side's tokens (and ends that session).
        services.signOut();
        setOperator(null);
        void navigate(adminPath('login'), { replace: true });
      }}
    >
      {refused ? <AdminNotice kind="refused" homeHref={home} /> : <Outlet />}
    </AdminShell>
  );
}
