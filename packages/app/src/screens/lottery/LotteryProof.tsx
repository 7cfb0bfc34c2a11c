import { Button, Inline, Stack } from '@exchange/design-system';
import { checkPublishedDraw, lotteryTicketSetText, type LotteryDraw } from '@exchange/domain';
import { useId, useState } from 'react';
import * as proofStyles from '../casino/FairnessProof.css.ts';

type Verdict = { readonly state: 'verified' | 'failed'; readonly text: string };

/** The draw checked here in the browser, with the domain's own code: commitment, ticket set, winners. */
function verify(draw: LotteryDraw): Verdict {
  const check = checkPublishedDraw(draw);
  const winners = (draw.item.winners ?? []).map((winner) => winner.number);
  if (!check.commitmentMatches) {
    return { state: 'failed', text: 'Not verified: the SHA-256 of the seed is not the commitment.' };
  }
  if (!check.ticketSetMatches) {
    return { state: 'failed', text: 'Not verified: the tickets sold do not hash to the public seed.' };
  }
  if (!check.winnersMatch) {
    return { state: 'failed', text: 'Not verified: the seed draws other tickets than the ones announced.' };
  }
  const drawn = winners.length === 0 ? 'no ticket, as none was sold' : `tickets ${winners.join(', ')}`;
  return {
    state: 'verified',
    text: `Verified: the seed's SHA-256 is the commitment published when the draw opened, the ${draw.taken.length} tickets sold hash to the public seed, and drawing again gives ${drawn}.`,
  };
}

/**
 * A draw's fairness proof (docs/adr/0024-lottery-draws.md): the commitment published when it opened; once
 * drawn, the seed, the tickets sold and their hash, and a Verify that draws it again in the browser.
 */
export function LotteryProof({ draw }: { draw: LotteryDraw }) {
  const titleId = useId();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const { proof, taken } = draw;
  const drawn = proof.serverSeed !== null;
  const entries = [
    ['Commitment (SHA-256 of the seed)', proof.commitment],
    ['Server seed', proof.serverSeed ?? 'Revealed when the draw is made'],
    ...(drawn
      ? ([
          ['Tickets sold (the public seed hashes these)', lotteryTicketSetText(taken) || 'None'],
          ['Public seed (SHA-256 of the tickets sold)', proof.ticketSetHash ?? ''],
        ] as const)
      : []),
    ['Algorithm', proof.algorithm],
  ] as const;
  return (
    <Stack as="section" space="small" className={proofStyles.proof} aria-labelledby={titleId}>
      <h3 id={titleId} className={proofStyles.title}>
        Fairness proof
      </h3>
      <Stack as="dl" space="xsmall" margin="none">
        {entries.map(([term, detail]) => (
          <div key={term}>
            <dt className={proofStyles.term}>{term}</dt>
            <dd className={proofStyles.detail}>{detail}</dd>
          </div>
        ))}
      </Stack>
      {drawn && (
        <Inline alignY="center" space="small">
          <Button variant="soft" onClick={() => setVerdict(verify(draw))}>
            Verify
          </Button>
        </Inline>
      )}
      <div aria-live="polite">
        {verdict && (
          <p className={proofStyles.outcome} data-state={verdict.state}>
            {verdict.text}
          </p>
        )}
      </div>
    </Stack>
  );
}
