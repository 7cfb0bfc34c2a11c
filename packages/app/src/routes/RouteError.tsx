import { pageErrorMessages, sessionEndedMessages, sessionEndedReasonOf } from '@exchange/domain';
import { useLayoutEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { ApiError } from '../api/api.ts';
import { ErrorScreen } from '../screens/info/ErrorScreen.tsx';
import { loadingClasses } from '../screens/shell/loadingClasses.ts';
import { loginAfterSessionEnded } from '../session/sessionEnded.ts';
import { sideOfPath } from '../session/storage.ts';

/**
 * Every route's error element (set on the roots, so every child inherits it): the failure in calm words
 * with a way back to the side's home. A call refused because the session ended points to the login page
 * with the reason (the API's error policy has signed that side out already).
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const side = sideOfPath(pathname);
  // On the root route this replaces the component that takes index.html's loading screen away.
  useLayoutEffect(() => document.getElementById(loadingClasses.staticScreenId)?.remove(), []);
  const ended =
    error instanceof ApiError ? sessionEndedReasonOf({ code: error.code, data: error.data }) : null;
  if (ended) {
    return (
      <ErrorScreen
        title={pageErrorMessages.signedOutTitle}
        description={sessionEndedMessages[ended]}
        homeHref={loginAfterSessionEnded(side, ended)}
        homeLabel={pageErrorMessages.login}
      />
    );
  }
  return (
    <ErrorScreen homeHref={side === 'admin' ? '/admin' : '/'} onRetry={() => window.location.reload()} />
  );
}
