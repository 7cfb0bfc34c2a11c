import { useEffect } from 'react';
import { useServices } from '../../services.ts';
import { dataSocketOf } from '../../sockets/liveMatches.ts';

/**
 * How long after a match moves the panel's figures are read again. Operators get no push for their
 * downline's bets, so the match rooms' changes (prices, suspensions, results) are the tick: at most one
 * read per gap however busy the matches are, and none while nothing moves.
 */
const refreshGapMs = 5000;

/** Calls `refresh` a few seconds after any of the matches changes in its data-socket room. */
export function useRefreshOnMatchMoves(matchIds: readonly number[], refresh: () => void) {
  const services = useServices();
  const key = matchIds.join(',');
  useEffect(() => {
    if (!key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onUpdate = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        refresh();
      }, refreshGapMs);
    };
    const socket = dataSocketOf(services);
    const stops = key
      .split(',')
      .map((id) => socket.watch(Number(id), { onSnapshot: () => undefined, onUpdate }));
    return () => {
      clearTimeout(timer);
      for (const stop of stops) stop();
    };
  }, [key, services, refresh]);
}
