import { Button, formatAmount, Select, visuallyHidden } from '@exchange/design-system';
import { useState } from 'react';
import type { SpinAnswer } from '../api.ts';
import {
  luckyReelsRtp,
  paylines,
  paytable,
  slotStakesCents,
  symbolNames,
  windowAt,
  type SlotSpin,
} from '../games/luckyReels.ts';
import { formatCents } from '../protocol/amounts.ts';
import { GameLayout } from './GameLayout.tsx';
import { controls } from './GameLayout.css.ts';
import * as styles from './LuckyReels.css.ts';
import { ReelSymbol } from './ReelSymbol.tsx';
import { useRounds } from './useRounds.ts';

export interface LuckyReelsScreenProps {
  currency: string;
  initialBalance: number;
  onSpin: (stake: string) => Promise<SpinAnswer>;
}

/** The reels the page shows before the first spin. */
const restingStops = [13, 16, 17];

function describeSpin(spin: SlotSpin, win: number, currency: string): string {
  if (spin.lineWins.length === 0) {
    const middle = spin.window.map((reel) => symbolNames[reel[1] ?? 'lemon']).join(', ');
    return `No win. Middle row: ${middle}.`;
  }
  const lines = spin.lineWins
    .map(
      (lineWin) =>
        `${paylines[lineWin.line]?.name}: ${lineWin.symbols.map((s) => symbolNames[s]).join(', ')}`,
    )
    .join('; ');
  return `You won ${formatAmount(win)} ${currency}. ${lines}.`;
}

/** Lucky Reels: pick a stake, spin; the paytable beside the reels shows each rule at that stake. */
export function LuckyReelsScreen({ currency, initialBalance, onSpin }: LuckyReelsScreenProps) {
  const rounds = useRounds(initialBalance);
  const [stakeCents, setStakeCents] = useState(slotStakesCents[2] ?? 500);
  const [spin, setSpin] = useState<SlotSpin>();
  const window = spin?.window ?? windowAt(restingStops);
  const winning = new Set(
    spin?.lineWins.flatMap((lineWin) =>
      (paylines[lineWin.line]?.rows ?? []).map((row, reel) => `${reel}:${row}`),
    ),
  );
  const lineBet = stakeCents / paylines.length / 100;

  async function spinOnce() {
    const stake = formatCents(stakeCents);
    const next = await rounds.play(
      stakeCents / 100,
      () => onSpin(stake),
      (drawn, win) => describeSpin(drawn, win, currency),
    );
    if (next) setSpin(next);
  }

  return (
    <GameLayout
      title="Lucky Reels"
      currency={currency}
      balance={rounds.balance}
      lastWin={rounds.lastWin}
      announcement={rounds.announcement}
      problem={rounds.problem}
      rulesTitle="Paytable"
      rules={
        <>
          <table className={styles.paytable}>
            <caption className={visuallyHidden}>
              What a payline pays at a stake of {formatAmount(stakeCents / 100)}
            </caption>
            <thead>
              <tr>
                <th className={styles.paytableCell}>Line</th>
                <th className={styles.paytableCell}>Pays</th>
              </tr>
            </thead>
            <tbody>
              {paytable.map((entry) => (
                <tr key={entry.rule}>
                  <td className={styles.paytableCell}>{entry.rule}</td>
                  <td className={styles.paytableCell}>{formatAmount(lineBet * entry.multiplier)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.note}>
            Five paylines: the three rows and the two diagonals, read from reel 1. Each line carries a fifth
            of the stake and pays its best rule. Return to player {(luckyReelsRtp * 100).toFixed(2)}%.
          </p>
        </>
      }
    >
      <div className={styles.machine} data-spinning={rounds.busy} role="group" aria-label="Reels">
        {window.map((reel, reelIndex) => (
          <div key={reelIndex} className={styles.reel}>
            {reel.map((symbol, row) => (
              <div
                key={`${spin?.stops.join() ?? 'rest'}-${row}`}
                className={styles.cell}
                data-win={winning.has(`${reelIndex}:${row}`)}
              >
                <ReelSymbol symbol={symbol} />
                <span className={visuallyHidden}>{symbolNames[symbol]}</span>
              </div>
            ))}
          </div>
        ))}
      </div>
      <div className={controls}>
        <Select
          label="Stake"
          options={slotStakesCents.map((cents) => ({
            value: String(cents),
            label: formatAmount(cents / 100),
          }))}
          value={String(stakeCents)}
          onValueChange={(value) => setStakeCents(Number(value))}
          disabled={rounds.busy}
        />
        <Button size="large" onClick={spinOnce} loading={rounds.busy}>
          Spin
        </Button>
      </div>
    </GameLayout>
  );
}
