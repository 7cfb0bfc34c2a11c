import { Button, Card, CopyButton } from '@exchange/design-system';
import {
  casinoCardFace,
  casinoGameDefinition,
  casinoTableHands,
  checkRoundFairness,
  fairnessAlgorithm,
  isFaceDownSlot,
  type CardFace,
} from '@exchange/domain';
import { forwardRef, useState, type HTMLAttributes } from 'react';
import { PlayingCard } from '../PlayingCard/PlayingCard.tsx';
import * as styles from './FairnessPanel.css.ts';

export interface FairnessPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The game's code: which definition deals the round again. */
  gameCode: string;
  /** The round id (the `mid`), part of the HMAC message. */
  roundId: string;
  /** SHA-256 of the server seed, published while betting was open. */
  commitment: string;
  publicSeed: string;
  /** The scheme's id (`pf-shuffle-v1`). */
  algorithm: string;
  /** Revealed with the result; null while the round is running. */
  serverSeed: string | null;
  /** The cards the round showed, in slot order ("1" for a card never turned over). */
  cards: readonly string[];
  title?: string;
}

interface Verdict {
  readonly roundId: string;
  readonly commitmentMatches: boolean;
  /** Every card the round showed is the card the seeds deal in its slot. */
  readonly cardsMatch: boolean;
  /** How many shown cards were compared. */
  readonly compared: number;
  readonly table: readonly string[];
  readonly problem?: string;
}

/**
 * Recomputes the round in this browser with the domain's pure functions (the same code the server deals
 * with): SHA-256 of the seed against the commitment, then the HMAC stream, the shuffle and the game's deal
 * against the cards shown. Slots the round never turned over (a void round) are not compared.
 */
function verify(props: FairnessPanelProps & { serverSeed: string }): Verdict {
  const definition = casinoGameDefinition(props.gameCode);
  const base = {
    roundId: props.roundId,
    commitmentMatches: false,
    cardsMatch: false,
    compared: 0,
    table: [],
  };
  if (!definition) return { ...base, problem: `This page cannot deal ${props.gameCode}.` };
  if (props.algorithm !== fairnessAlgorithm) {
    return { ...base, problem: `Unknown fairness scheme ${props.algorithm}.` };
  }
  const check = checkRoundFairness(definition, {
    serverSeed: props.serverSeed,
    publicSeed: props.publicSeed,
    roundId: props.roundId,
    commitment: props.commitment,
    table: props.cards,
    algorithm: props.algorithm,
  });
  const shown = props.cards.flatMap((code, index) => (isFaceDownSlot(code) ? [] : [{ code, index }]));
  return {
    roundId: props.roundId,
    commitmentMatches: check.commitmentMatches,
    cardsMatch: shown.length > 0 && shown.every(({ code, index }) => check.table[index] === code),
    compared: shown.length,
    table: check.table,
  };
}

function RecomputedTable({ gameCode, table }: { gameCode: string; table: readonly string[] }) {
  return (
    <div className={styles.recomputedHands}>
      {casinoTableHands(gameCode, table).map((hand) => (
        <ul key={hand.label} className={styles.recomputed} aria-label={`${hand.label}, as the seeds deal`}>
          <li className={styles.handLabel} aria-hidden="true">
            {hand.label}
          </li>
          {hand.slots.map((code, index) => {
            const face: CardFace | undefined = casinoCardFace(code);
            return (
              <li key={index}>
                {face ? (
                  <PlayingCard rank={face.rank} suit={face.suit} size="small" />
                ) : (
                  <span className={styles.outcome}>{code}</span>
                )}
              </li>
            );
          })}
        </ul>
      ))}
    </div>
  );
}

/**
 * The round's fairness proof (CASINO.md 3, pf-shuffle-v1): while it runs, the commitment; once over, the
 * revealed server seed and a Verify button that deals the round again in the browser and says whether it
 * matches what the table showed, with the recomputed cards.
 */
export const FairnessPanel = forwardRef<HTMLElement, FairnessPanelProps>(function FairnessPanel(props, ref) {
  const {
    gameCode,
    roundId,
    commitment,
    publicSeed,
    algorithm,
    serverSeed,
    cards: _cards,
    title = 'Fairness',
    ...rest
  } = props;
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const current = verdict?.roundId === roundId ? verdict : null;
  const matches = current && !current.problem && current.commitmentMatches && current.cardsMatch;

  return (
    <Card ref={ref} title={title} titleAs="h2" {...rest}>
      <div className={styles.body}>
        <p className={styles.note}>
          {serverSeed === null
            ? 'This round was dealt before betting opened. Its server seed stays secret until the result; this is its SHA-256:'
            : 'The server seed is revealed. Verify deals the round again in your browser from the seeds.'}
        </p>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.term}>Commitment (SHA-256)</dt>
            <dd className={styles.value}>
              <span>{commitment}</span>
              <CopyButton value={commitment} iconOnly size="small" label="Copy the commitment" />
            </dd>
          </div>
          {serverSeed !== null && (
            <div className={styles.fact}>
              <dt className={styles.term}>Server seed</dt>
              <dd className={styles.value}>
                <span>{serverSeed}</span>
                <CopyButton value={serverSeed} iconOnly size="small" label="Copy the server seed" />
              </dd>
            </div>
          )}
          <div className={styles.fact}>
            <dt className={styles.term}>Public seed · round · scheme</dt>
            <dd className={styles.value}>{`${publicSeed} · ${roundId} · ${algorithm}`}</dd>
          </div>
        </dl>
        {serverSeed !== null && (
          <Button
            tone="neutral"
            variant="outline"
            onClick={() => setVerdict(verify({ ...props, serverSeed }))}
          >
            Verify
          </Button>
        )}
        <div role="status" aria-label="Verification">
          {current && (
            <div className={styles.verdict} data-verdict={matches ? 'match' : 'mismatch'}>
              <p className={styles.verdictTitle}>
                {current.problem ?? (matches ? 'Verified: the round matches its seeds' : 'Does not match')}
              </p>
              {!current.problem && (
                <ul className={styles.checks}>
                  <li>
                    {current.commitmentMatches
                      ? 'SHA-256 of the server seed equals the commitment.'
                      : 'SHA-256 of the server seed differs from the commitment.'}
                  </li>
                  <li>
                    {current.cardsMatch
                      ? `The seeds deal the ${current.compared === 1 ? 'card' : `${current.compared} cards`} shown, in order.`
                      : 'The seeds deal other cards than the table showed.'}
                  </li>
                </ul>
              )}
              {current.table.length > 0 && <RecomputedTable gameCode={gameCode} table={current.table} />}
            </div>
          )}
        </div>
      </div>
    </Card>
  );
});
FairnessPanel.displayName = 'FairnessPanel';
