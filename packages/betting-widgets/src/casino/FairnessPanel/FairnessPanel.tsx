import { Button, Card, CopyButton, Inline, Stack, Text } from '@exchange/design-system';
import {
  casinoCardFace,
  casinoGameDefinition,
  casinoTableHands,
  checkRoundFairness,
  checkSeedChainLink,
  fairnessAlgorithm,
  formatDateTime,
  isFaceDownSlot,
  type CardFace,
  type CasinoSeedChainProof,
  type SeedChainCheck,
} from '@exchange/domain';
import { forwardRef, useState, type HTMLAttributes, type ReactNode } from 'react';
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
  /**
   * The round's link in its table's seed chain (rounds since the chains): Verify also checks that the seed
   * hashes to the seed revealed before it, or to the chain's terminal hash published before its first round,
   * and that the salt (the public seed) was fixed after that hash was published.
   */
  chain?: CasinoSeedChainProof | undefined;
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
  /** The seed chain's check, when the round has a link: under way until the browser has hashed. */
  readonly chainCheck?: SeedChainCheck | 'checking';
  readonly problem?: string;
}

/**
 * Recomputes the round in this browser with the domain's pure functions (the same code the server deals
 * with): SHA-256 of the seed against the commitment, then the HMAC stream, the shuffle and the game's deal
 * against the cards shown. Slots the round never turned over (a void round) are not compared.
 */
function verifyDeal(props: FairnessPanelProps & { serverSeed: string }): Verdict {
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

/** The seed's link, hashed by the browser's own Web Crypto (asynchronous, unlike the deal). */
async function verifyLink(
  serverSeed: string,
  chain: CasinoSeedChainProof,
): Promise<Pick<Verdict, 'chainCheck' | 'problem'>> {
  try {
    return { chainCheck: await checkSeedChainLink(serverSeed, chain) };
  } catch (error) {
    return { chainCheck: 'checking', problem: error instanceof Error ? error.message : String(error) };
  }
}

/** What the chain check found, in words: which earlier value the seed hashed to, or did not. */
function chainLine(chain: CasinoSeedChainProof, check: SeedChainCheck): string {
  const hashed =
    check.hashes > 1 ? `Hashed ${check.hashes} times, the server seed` : 'SHA-256 of the server seed';
  const target =
    check.against === 'previous' && chain.previous
      ? `the seed revealed by round ${chain.previous.mid} (link ${chain.previous.link})`
      : "the chain's terminal hash, published before its first round";
  return check.linkMatches
    ? `${hashed} is ${target}: link ${chain.link} of seed chain ${chain.chainId}.`
    : `${hashed} is not ${target}: it is not link ${chain.link} of seed chain ${chain.chainId}.`;
}

/** The salt was drawn once the chain's seeds were fixed, so neither was chosen to suit the other. */
const saltFixedAfter = (chain: CasinoSeedChainProof) =>
  Date.parse(chain.saltFixedAt) >= Date.parse(chain.terminalHashPublishedAt);

/** One fact of the proof: its name over its value (a hash, a seed, the chain's link). */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Stack space="xxsmall" className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <Inline as="dd" alignY="center" space="xsmall" wrap={false} className={styles.value}>
        {children}
      </Inline>
    </Stack>
  );
}

function RecomputedTable({ gameCode, table }: { gameCode: string; table: readonly string[] }) {
  return (
    <Inline space="small">
      {casinoTableHands(gameCode, table).map((hand) => (
        <Inline
          as="ul"
          key={hand.label}
          alignY="center"
          space="xxsmall"
          className={styles.recomputed}
          aria-label={`${hand.label}, as the seeds deal`}
        >
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
        </Inline>
      ))}
    </Inline>
  );
}

/**
 * The round's fairness proof (pf-shuffle-v1): while it runs, the commitment; once over, the revealed server
 * seed and a Verify button that deals the round again in the browser and says whether it matches what the
 * table showed, with the recomputed cards, and whether the seed is the next link of the table's seed chain.
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
    chain,
    title = 'Fairness',
    ...rest
  } = props;
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const current = verdict?.roundId === roundId ? verdict : null;
  const checkingChain = current?.chainCheck === 'checking' && !current.problem;
  const matches =
    current &&
    !current.problem &&
    current.commitmentMatches &&
    current.cardsMatch &&
    (!chain ||
      (current.chainCheck !== undefined &&
        current.chainCheck !== 'checking' &&
        current.chainCheck.linkMatches &&
        saltFixedAfter(chain)));
  // The deal is checked at once; the link follows when the browser has hashed it, unless the round changed.
  const onVerify = (seed: string) => {
    const dealt = verifyDeal({ ...props, serverSeed: seed });
    if (!chain || dealt.problem) {
      setVerdict(dealt);
      return;
    }
    setVerdict({ ...dealt, chainCheck: 'checking' });
    void verifyLink(seed, chain).then((linked) =>
      setVerdict((shown) => (shown?.roundId === dealt.roundId ? { ...dealt, ...linked } : shown)),
    );
  };

  return (
    <Card ref={ref} title={title} titleAs="h2" {...rest}>
      <Stack space="small" className={styles.body}>
        <Text as="p" size="small" tone="secondary">
          {serverSeed === null
            ? 'This round was dealt before betting opened. Its server seed stays secret until the result; this is its SHA-256:'
            : 'The server seed is revealed. Verify deals the round again in your browser from the seeds.'}
        </Text>
        <Stack as="dl" space="xsmall" margin="none">
          <Fact term="Commitment (SHA-256)">
            <span>{commitment}</span>
            <CopyButton value={commitment} iconOnly size="small" label="Copy the commitment" />
          </Fact>
          {serverSeed !== null && (
            <Fact term="Server seed">
              <span>{serverSeed}</span>
              <CopyButton value={serverSeed} iconOnly size="small" label="Copy the server seed" />
            </Fact>
          )}
          <Fact term="Public seed · round · scheme">{`${publicSeed} · ${roundId} · ${algorithm}`}</Fact>
          {chain && (
            <Fact term="Seed chain · link">{`${chain.chainId} · ${chain.link} of ${chain.links}`}</Fact>
          )}
          {chain && (
            <Fact term="Terminal hash published · salt fixed">
              {`${formatDateTime(chain.terminalHashPublishedAt)} · ${formatDateTime(chain.saltFixedAt)}`}
            </Fact>
          )}
        </Stack>
        {serverSeed !== null && (
          <Button tone="neutral" variant="outline" onClick={() => onVerify(serverSeed)}>
            Verify
          </Button>
        )}
        <div role="status" aria-label="Verification">
          {current && (
            <Stack
              space="xsmall"
              padding="small"
              borderRadius="medium"
              className={styles.verdict}
              data-verdict={checkingChain ? 'checking' : matches ? 'match' : 'mismatch'}
            >
              <p className={styles.verdictTitle}>
                {current.problem ??
                  (checkingChain
                    ? 'Checking the seed chain…'
                    : matches
                      ? 'Verified: the round matches its seeds'
                      : 'Does not match')}
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
                  {chain && current.chainCheck && current.chainCheck !== 'checking' && (
                    <>
                      <li>{chainLine(chain, current.chainCheck)}</li>
                      <li>
                        {saltFixedAfter(chain)
                          ? "The salt (public seed) was fixed after the chain's terminal hash was published."
                          : "The salt (public seed) was fixed before the chain's terminal hash was published."}
                      </li>
                    </>
                  )}
                </ul>
              )}
              {current.table.length > 0 && <RecomputedTable gameCode={gameCode} table={current.table} />}
            </Stack>
          )}
        </div>
      </Stack>
    </Card>
  );
});
FairnessPanel.displayName = 'FairnessPanel';
