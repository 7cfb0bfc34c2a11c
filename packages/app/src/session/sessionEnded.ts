import { sessionEndedMessages, sessionEndedReasons, type SessionEndedReason } from '@exchange/domain';
import type { PanelSide } from './storage.ts';

/** The login page's query parameter saying why the session ended: `/login?signedOut=login`. */
export const signedOutParam = 'signedOut';

/** Where a side goes once its session ended on the server: its login page, told why. */
export function loginAfterSessionEnded(side: PanelSide, reason: SessionEndedReason): string {
  const login = side === 'admin' ? '/admin/login' : '/login';
  return `${login}?${new URLSearchParams({ [signedOutParam]: reason }).toString()}`;
}

/** What the login page says about an ended session, or nothing when the URL names none it knows. */
export function signedOutMessage(search: string): string | undefined {
  const reason = new URLSearchParams(search).get(signedOutParam);
  return (
    sessionEndedReasons.find((known) => known === reason) &&
    sessionEndedMessages[reason as SessionEndedReason]
  );
}
