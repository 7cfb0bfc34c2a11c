import { casinoBettingClosesSeconds, type CasinoRound } from '@exchange/domain';
import { useEffect, useRef, useState } from 'react';
import { casinoMarket } from '../api/casinoTable.ts';
import { useServices } from '../services.ts';
import { dataSocketOf } from '../sockets/liveMatches.ts';

export interface LiveCasinoRound {
  readonly round: CasinoRound;
  /** When betting closes (epoch ms), 3 s before the round's window ends (CASINO.md 5); undefined unless open. */
  readonly closesAt: number | undefined;
  /** The server would not admit the room (the game was closed meanwhile). */
  readonly refused: string | undefined;
}

function closesAtOf(round: CasinoRound, receivedAt: number): number | undefined {
  if (round.status !== 'open') return undefined;
  return receivedAt + (round.secondsLeft - casinoBettingClosesSeconds) * 1000;
}

/**
 * A casino game's round, live from its room on the data socket: every push (each countdown second, each
 * card, the result) replaces the round. When a new round starts, get-casino-market is read again, so a
 * push missed over a flaky connection cannot leave the table on a stale round. `onNewRound` and
 * `onResult` let the page read its bets and the results again at those moments.
 */
export function useCasinoRound(
  initial: CasinoRound,
  receivedAt: number,
  events: { onNewRound?: (round: CasinoRound) => void; onResult?: (round: CasinoRound) => void } = {},
): LiveCasinoRound {
  const services = useServices();
  const [state, setState] = useState(() => ({
    round: initial,
    closesAt: closesAtOf(initial, receivedAt),
    refused: undefined as string | undefined,
  }));
  const latest = useRef(events);
  // The page's handlers as of its last render, for the socket's callbacks.
  useEffect(() => {
    latest.current = events;
  });
  // What the table shows, read by the socket's callbacks (outside React's render).
  const shown = useRef(initial);
  const { gameType, matchId } = initial;

  useEffect(() => {
    let current = true;
    const take = (round: CasinoRound) => {
      const before = shown.current;
      shown.current = round;
      setState({ round, closesAt: closesAtOf(round, Date.now()), refused: undefined });
      if (before.mid !== round.mid) latest.current.onNewRound?.(round);
      else if (before.status !== 'result' && round.status === 'result') latest.current.onResult?.(round);
    };
    const stop = dataSocketOf(services).watchCasino(gameType, {
      onRound: (round) => {
        if (!current) return;
        const isNew = shown.current.mid !== round.mid;
        take(round);
        if (!isNew) return;
        casinoMarket(services.api, matchId).then(
          // A later push may have moved on meanwhile: only the same round's fresher reading is taken.
          (fresh) => current && fresh.mid === shown.current.mid && take(fresh),
          () => undefined,
        );
      },
      onRefused: (message) => current && setState((held) => ({ ...held, refused: message })),
    });
    return () => {
      current = false;
      stop();
    };
  }, [services, gameType, matchId]);

  return state;
}
