import { Button, Inline, Stack } from '@exchange/design-system';
import {
  casinoGameDefinition,
  checkRoundFairness,
  checkSeedChainLink,
  formatDateTime,
  parseCasinoCard,
  rankLabel,
  type CasinoResult,
} from '@exchange/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { chainLinkSentence } from './fairness/checkRound.ts';
import * as styles from './FairnessProof.css.ts';
import { errorMessage } from '../../forms/useSubmission.ts';

export interface FairnessProofProps {
  result: CasinoResult;
}

type Verdict =
  | { readonly state: 'verified'; readonly table: readonly string[]; readonly link?: string }
  | { readonly state: 'failed'; readonly reason: string }
  | { readonly state: 'checking' };

const suitSigns = { S: '♠', H: '♥', C: '♣', D: '♦' } as const;

/** `KDD` as a person reads it, "K♦"; a game's own token (a ball, a pocket) as it is. */
function cardText(code: string): string {
  const card = parseCasinoCard(code);
  return card ? `${rankLabel(card.rank)}${suitSigns[card.suit]}` : code;
}

/** How a player verifies a round's deal, run here in the browser on the revealed seed. */
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

/** The deal's verdict, then the seed's link in its table's seed chain, hashed by the browser's Web Crypto. */
async function verifyLink(result: CasinoResult, dealt: Verdict): Promise<Verdict> {
  if (dealt.state !== 'verified' || !result.chain) return dealt;
  try {
    const check = await checkSeedChainLink(result.serverSeed, result.chain);
    const sentence = chainLinkSentence(result.chain, check);
    if (!check.linkMatches) return { state: 'failed', reason: sentence };
    if (Date.parse(result.chain.saltFixedAt) < Date.parse(result.chain.terminalHashPublishedAt)) {
      return {
        state: 'failed',
        reason: "The public seed was fixed before the chain's terminal hash was published.",
      };
    }
    return { ...dealt, link: sentence };
  } catch (error) {
    return { state: 'failed', reason: errorMessage(error) };
  }
}

/**
 * A round's fairness proof: the commitment published before betting, the seed revealed with the result,
 * the public seed and the scheme, and a Verify that recomputes the deal here, with the domain's own code,
 * and checks the seed's link in its table's seed chain; the public fairness page checks the rest.
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
    ...(result.chain
      ? ([
          ['Seed chain · link', `${result.chain.chainId} · ${result.chain.link} of ${result.chain.links}`],
          [
            'Terminal hash published · salt fixed',
            `${formatDateTime(result.chain.terminalHashPublishedAt)} · ${formatDateTime(result.chain.saltFixedAt)}`,
          ],
        ] as const)
      : []),
  ] as const;
  const onVerify = () => {
    const dealt = verify(result);
    setVerdict({
      mid: result.mid,
      verdict: result.chain && dealt.state === 'verified' ? { state: 'checking' } : dealt,
    });
    void verifyLink(result, dealt).then((linked) =>
      setVerdict((shown) => (shown?.mid === result.mid ? { mid: result.mid, verdict: linked } : shown)),
    );
  };
  return (
    <Stack as="section" space="small" className={styles.proof} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        Fairness proof
      </h3>
      <Stack as="dl" space="xsmall" margin="none">
        {entries.map(([term, detail]) => (
          <div key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.detail}>{detail}</dd>
          </div>
        ))}
      </Stack>
      <Inline alignY="center" space="small">
        <Button variant="soft" onClick={onVerify}>
          Verify
        </Button>
        {result.chain && (
          <Link to={`/fairness/${result.gameType}?round=${encodeURIComponent(result.mid)}`}>
            Check its seed chain on the public fairness page
          </Link>
        )}
      </Inline>
      <div aria-live="polite">
        {shown && (
          <p className={styles.outcome} data-state={shown.state}>
            {shown.state === 'checking'
              ? 'Checking the seed chain…'
              : shown.state === 'verified'
                ? `Verified: the seed's SHA-256 is the commitment, and it deals ${shown.table.map(cardText).join(' ')}, the cards of this round.${shown.link ? ` ${shown.link}` : ''}`
                : `Not verified: ${shown.reason}`}
          </p>
        )}
      </div>
    </Stack>
  );
}
