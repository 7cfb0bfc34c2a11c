import { Button, formatAmount, Select } from '@exchange/design-system';
import { clsx } from 'clsx';
import { useState } from 'react';
import type { RouletteAnswer, RouletteRequest } from '../api.ts';
import {
  betKey,
  betLabel,
  evenMoneyKinds,
  pocketColour,
  rouletteChipsCents,
  rouletteMaxBetCents,
  type PlacedBet,
  type RouletteBet,
  type RouletteSpin,
} from '../games/roulette.ts';
import { formatCents } from '../protocol/amounts.ts';
import { GameLayout } from './GameLayout.tsx';
import { controls } from './GameLayout.css.ts';
import * as styles from './LuckyZero.css.ts';
import { useRounds } from './useRounds.ts';

export interface LuckyZeroScreenProps {
  currency: string;
  initialBalance: number;
  onSpin: (bets: RouletteRequest['bets']) => Promise<RouletteAnswer>;
}

const numberBets: RouletteBet[] = Array.from({ length: 36 }, (_, index) => ({
  kind: 'straight',
  number: index + 1,
}));
const dozenBets: RouletteBet[] = ([1, 2, 3] as const).map((which) => ({ kind: 'dozen', which }));
const columnBets: RouletteBet[] = ([1, 2, 3] as const).map((which) => ({ kind: 'column', which }));
const evenBets: RouletteBet[] = evenMoneyKinds.map((kind) => ({ kind }));

const colourNames = { red: 'Red', black: 'Black', green: 'Green' } as const;

/** What a spot shows: the number, or a short name. */
function spotText(bet: RouletteBet): string {
  if (bet.kind === 'straight') return String(bet.number);
  if (bet.kind === 'dozen') return `${bet.which === 1 ? '1st' : bet.which === 2 ? '2nd' : '3rd'} 12`;
  return betLabel(bet);
}

function spotColour(bet: RouletteBet): keyof typeof styles.spotColour {
  if (bet.kind === 'straight') return pocketColour(bet.number);
  if (bet.kind === 'red' || bet.kind === 'black') return bet.kind;
  return 'plain';
}

function describeSpin(spin: RouletteSpin, win: number, currency: string): string {
  const pocket = `${spin.pocket} ${colourNames[spin.colour]}.`;
  return win > 0 ? `${pocket} You won ${formatAmount(win)} ${currency}.` : `${pocket} No win.`;
}

interface SpotProps {
  bet: RouletteBet;
  placed: ReadonlyMap<string, PlacedBet>;
  disabled: boolean;
  onPlace: (bet: RouletteBet) => void;
}

/** A spot of the board: a button that adds the chosen chip to its bet, showing what it holds. */
function Spot({ bet, placed, disabled, onPlace }: SpotProps) {
  const stake = placed.get(betKey(bet))?.stakeCents;
  return (
    <button
      type="button"
      className={clsx(styles.spot, styles.spotColour[spotColour(bet)])}
      aria-label={`Bet on ${betLabel(bet)}${stake ? `, ${formatAmount(stake / 100)} placed` : ''}`}
      disabled={disabled}
      onClick={() => onPlace(bet)}
    >
      {spotText(bet)}
      {stake !== undefined && (
        <span className={styles.chip} aria-hidden="true">
          {formatAmount(stake / 100)}
        </span>
      )}
    </button>
  );
}

/** Lucky Zero Roulette: choose a chip, put chips on the board's spots, spin. */
export function LuckyZeroScreen({ currency, initialBalance, onSpin }: LuckyZeroScreenProps) {
  const rounds = useRounds(initialBalance);
  const [chipCents, setChipCents] = useState(rouletteChipsCents[0] ?? 100);
  const [placed, setPlaced] = useState<ReadonlyMap<string, PlacedBet>>(new Map());
  const [spin, setSpin] = useState<RouletteSpin>();
  const totalCents = [...placed.values()].reduce((sum, bet) => sum + bet.stakeCents, 0);

  function place(bet: RouletteBet) {
    const key = betKey(bet);
    setPlaced((current) => {
      const stakeCents = Math.min((current.get(key)?.stakeCents ?? 0) + chipCents, rouletteMaxBetCents);
      return new Map(current).set(key, { bet, stakeCents });
    });
  }

  const spotProps = { placed, disabled: rounds.busy, onPlace: place };

  async function spinOnce() {
    const bets = [...placed.values()].map(({ bet, stakeCents }) => ({ bet, stake: formatCents(stakeCents) }));
    const next = await rounds.play(
      totalCents / 100,
      () => onSpin(bets),
      (drawn, win) => describeSpin(drawn, win, currency),
    );
    if (next) setSpin(next);
  }

  return (
    <GameLayout
      title="Lucky Zero Roulette"
      currency={currency}
      balance={rounds.balance}
      lastWin={rounds.lastWin}
      announcement={rounds.announcement}
      problem={rounds.problem}
      rulesTitle="Rules"
      rules={
        <ul className={styles.rulesList}>
          <li>Single-zero wheel, pockets 0 to 36.</li>
          <li>A number pays 35 to 1.</li>
          <li>A dozen or a column pays 2 to 1.</li>
          <li>Red, Black, Odd, Even, 1 to 18 and 19 to 36 pay 1 to 1.</li>
          <li>Zero loses every bet except a bet on 0.</li>
          <li>Return to player 97.30% on every bet.</li>
        </ul>
      }
    >
      <div className={styles.board} role="group" aria-label="Betting board">
        <Spot bet={{ kind: 'straight', number: 0 }} {...spotProps} />
        <div className={styles.numbers}>
          {numberBets.map((bet) => (
            <Spot key={betKey(bet)} bet={bet} {...spotProps} />
          ))}
        </div>
        <div className={styles.outside}>
          {columnBets.map((bet) => (
            <Spot key={betKey(bet)} bet={bet} {...spotProps} />
          ))}
          {dozenBets.map((bet) => (
            <Spot key={betKey(bet)} bet={bet} {...spotProps} />
          ))}
        </div>
        <div className={styles.evenChances}>
          {evenBets.map((bet) => (
            <Spot key={betKey(bet)} bet={bet} {...spotProps} />
          ))}
        </div>
      </div>
      <div className={controls}>
        <Select
          label="Chip"
          options={rouletteChipsCents.map((cents) => ({
            value: String(cents),
            label: formatAmount(cents / 100),
          }))}
          value={String(chipCents)}
          onValueChange={(value) => setChipCents(Number(value))}
        />
        <p className={styles.totals}>
          Stake {formatAmount(totalCents / 100)} {currency}
        </p>
        <Button
          variant="outline"
          tone="neutral"
          onClick={() => setPlaced(new Map())}
          disabled={rounds.busy || totalCents === 0}
        >
          Clear bets
        </Button>
        <Button size="large" onClick={spinOnce} loading={rounds.busy} disabled={totalCents === 0}>
          Spin
        </Button>
        {/* The ball's pocket, drawn; the announcement says it in words. */}
        {spin && (
          <span className={clsx(styles.ball, styles.spotColour[spin.colour])} aria-hidden="true">
            {spin.pocket}
          </span>
        )}
      </div>
    </GameLayout>
  );
}
