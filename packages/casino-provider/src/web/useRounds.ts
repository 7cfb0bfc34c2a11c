import { useState } from 'react';
import type { RoundAnswer } from '../api.ts';
import { RefusedError } from './pageApi.ts';

export interface Rounds {
  balance: number;
  lastWin: number | undefined;
  announcement: string;
  problem: string | undefined;
  busy: boolean;
  /** Plays a round; answers its spin when it has one (settled or pending), else undefined. */
  play<Spin>(
    stake: number,
    request: () => Promise<RoundAnswer<Spin>>,
    describe: (spin: Spin, win: number) => string,
  ): Promise<Spin | undefined>;
}

/**
 * The money side of a game page: the balance as the operator last answered it, the last win, and the
 * words of each result. A cancelled round gives the stake back; a pending one has paid its stake and
 * waits for its win to be credited.
 */
export function useRounds(initialBalance: number): Rounds {
  const [balance, setBalance] = useState(initialBalance);
  const [lastWin, setLastWin] = useState<number>();
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function play<Spin>(
    stake: number,
    request: () => Promise<RoundAnswer<Spin>>,
    describe: (spin: Spin, win: number) => string,
  ): Promise<Spin | undefined> {
    setBusy(true);
    setProblem(undefined);
    setAnnouncement('');
    try {
      const answer = await request();
      if (answer.status === 'cancelled') {
        if (answer.balance !== undefined) setBalance(Number(answer.balance));
        setProblem(answer.message);
        return undefined;
      }
      const win = Number(answer.win);
      setLastWin(win);
      if (answer.status === 'settled') {
        setBalance(
          answer.balance === undefined ? (current) => current - stake + win : Number(answer.balance),
        );
        setAnnouncement(describe(answer.spin, win));
      } else {
        setBalance((current) => current - stake);
        setAnnouncement(describe(answer.spin, win));
        setProblem(answer.message);
      }
      return answer.spin;
    } catch (error) {
      setProblem(error instanceof RefusedError ? error.message : 'Something went wrong. Try again.');
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { balance, lastWin, announcement, problem, busy, play };
}
