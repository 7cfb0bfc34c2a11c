import { Button } from '@exchange/design-system';
import {
  casinoGameDefinition,
  checkRoundFairness,
  parseCasinoCard,
  rankLabel,
  type CasinoResult,
} from '@exchange/domain';
import { useId, useState } from 'react';
import * as styles from './FairnessProof.css.ts';

export interface FairnessProofProps {
  result: CasinoResult;
}

type Verdict =
  | { readonly state: 'verified'; readonly table: readonly string[] }
  | { readonly state: 'failed'; readonly reason: string };

const suitSigns = { S: '♠', H: '♥', C: '♣', D: '♦' } as const;

/** `KDD` as a person reads it, "K♦"; a game's own token (a ball, a pocket) as it is. */
function cardText(code: string): string {
  const card = parseCasinoCard(code);
  return card ? `${rankLabel(card.rank)}${suitSigns[card.suit]}` : code;
}

/** CASINO.md 3, "How a player verifies a round", run here in the browser on the revealed seed. */
function verify(result: CasinoResult): Verdict {
  const definition = casinoGameDefinition(result.gameType);
  if (!definition) return { state: 'failed', reason: `This app cannot deal ${result.gameType}.` };
  const check = checkRoundFairness(definition, {
    serverSeed: result.serverSeed,
    publicSeed: result.publicSeed,
    roundId: result.mid,
    commitment: result.commitment,
    table: result.table,
    algorithm: result.algorithm,
  });
  if (!check.commitmentMatches) {
    return { state: 'failed', reason: 'The SHA-256 of the server seed is not the commitment.' };
  }
  if (!check.tableMatches) {
    return { state: 'failed', reason: 'The seed deals other cards than the round showed.' };
  }
  return { state: 'verified', table: check.table };
}

/**
 * A round's fairness proof: the commitment published before betting, the seed revealed with the result,
 * the public seed and the scheme, and a Verify that recomputes the deal here, with the domain's own code.
 */
export function FairnessProof({ result }: FairnessProofProps) {
  // Keyed by round: a verdict never outlives the round it was computed for.
  const titleId = useId();
  const [verdict, setVerdict] = useState<{ mid: string; verdict: Verdict } | null>(null);
  const shown = verdict?.mid === result.mid ? verdict.verdict : null;
  const entries = [
    ['Commitment (SHA-256)', result.commitment],
    ['Server seed', result.serverSeed],
    ['Public seed', result.publicSeed],
    ['Algorithm', result.algorithm],
  ] as const;
  return (
    <section className={styles.proof} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        Fairness proof
      </h3>
      <dl className={styles.terms}>
        {entries.map(([term, detail]) => (
          <div key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.detail}>{detail}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.verifyRow}>
        <Button variant="soft" onClick={() => setVerdict({ mid: result.mid, verdict: verify(result) })}>
          Verify
        </Button>
      </div>
      <div aria-live="polite">
        {shown && (
          <p className={styles.outcome} data-state={shown.state}>
            {shown.state === 'verified'
              ? `Verified: the seed's SHA-256 is the commitment, and it deals ${shown.table.map(cardText).join(' ')}, the cards of this round.`
              : `Not verified: ${shown.reason}`}
          </p>
        )}
      </div>
    </section>
  );
}
