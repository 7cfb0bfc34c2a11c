import { EmptyState, Spinner, visuallyHidden } from '@exchange/design-system';
import { useEffect, useState } from 'react';
import type { SessionAnswer } from '../api.ts';
import type { GameCode } from '../games/catalog.ts';
import { page } from './GameLayout.css.ts';
import { LuckyReelsScreen } from './LuckyReelsScreen.tsx';
import { LuckyZeroScreen } from './LuckyZeroScreen.tsx';
import { RefusedError, type PageApi } from './pageApi.ts';

export interface GamePageProps {
  gameCode: GameCode;
  api: PageApi;
}

/** Loads the session (currency and the operator's balance), then shows the game. */
export function GamePage({ gameCode, api }: GamePageProps) {
  const [session, setSession] = useState<SessionAnswer | { problem: string }>();

  useEffect(() => {
    let current = true;
    api.session().then(
      (answer) => current && setSession(answer),
      (error: unknown) =>
        current &&
        setSession({ problem: error instanceof RefusedError ? error.message : 'The game could not start.' }),
    );
    return () => {
      current = false;
    };
  }, [api]);

  if (!session) {
    return (
      <main className={page}>
        <Spinner label="Loading the game" />
      </main>
    );
  }
  if ('problem' in session) {
    return (
      <main className={page}>
        <h1 className={visuallyHidden}>Casino game</h1>
        <EmptyState title="The game could not start" description={session.problem} role="alert" />
      </main>
    );
  }
  const balance = Number(session.balance);
  return gameCode === 'lucky-reels' ? (
    <LuckyReelsScreen currency={session.currency} initialBalance={balance} onSpin={api.spinReels} />
  ) : (
    <LuckyZeroScreen currency={session.currency} initialBalance={balance} onSpin={api.spinWheel} />
  );
}
