import { Card, formatAmount } from '@exchange/design-system';
import { useId, type ReactNode } from 'react';
import * as styles from './GameLayout.css.ts';

export interface GameLayoutProps {
  title: string;
  currency: string;
  balance: number;
  /** What the last round paid; nothing before the first round. */
  lastWin: number | undefined;
  /** Read out after each round (aria-live): the result in words. */
  announcement: string;
  problem: string | undefined;
  rulesTitle: string;
  rules: ReactNode;
  children: ReactNode;
}

/** A labelled figure of the header; `output` is labelable, so the balance is found by its label. */
function Figure({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div className={styles.figure}>
      <label htmlFor={id} className={styles.figureLabel}>
        {label}
      </label>
      {/* Its own changes are not read out: the announcement below says the result and the win. */}
      <output id={id} aria-live="off" className={styles.figureValue}>
        {value}
      </output>
    </div>
  );
}

/** The frame every game shares: name, balance and last win on top, the game, its rules beside it. */
export function GameLayout(props: GameLayoutProps) {
  const money = (value: number) => `${formatAmount(value)} ${props.currency}`;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{props.title}</h1>
        <div className={styles.figures}>
          <Figure label="Balance" value={money(props.balance)} />
          <Figure label="Last win" value={props.lastWin === undefined ? '-' : money(props.lastWin)} />
        </div>
      </header>
      <main className={styles.game}>
        {props.children}
        <p role="status" aria-live="polite" className={styles.announcer}>
          {props.announcement}
        </p>
        {props.problem && (
          <p role="alert" className={styles.problem}>
            {props.problem}
          </p>
        )}
      </main>
      <Card title={props.rulesTitle} className={styles.rules}>
        {props.rules}
      </Card>
    </div>
  );
}
