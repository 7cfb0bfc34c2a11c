import {
  Button,
  Card,
  CopyButton,
  Inline,
  Select,
  Skeleton,
  Stack,
  TextField,
} from '@exchange/design-system';
import { formatDateTime, type CasinoResult, type CasinoSeedChain } from '@exchange/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { PolicyPage, Section } from '../../info/PolicyPage.tsx';
import * as screen from '../../screen.css.ts';
import { checkRound, type CheckState, type RoundCheck } from './checkRound.ts';
import * as styles from './FairnessCheckScreen.css.ts';
import { Failure } from '../../../forms/Failure.tsx';

/** The round asked for: its proof on the way, its proof, or why there is none. */
export type RoundProofState =
  | { readonly status: 'loading'; readonly mid: string }
  | { readonly status: 'loaded'; readonly result: CasinoResult; readonly chain: CasinoSeedChain | null }
  | { readonly status: 'error'; readonly message: string };

export interface FairnessCheckScreenProps {
  /** The tables a visitor may choose from, in lobby order. */
  games: readonly { readonly code: string; readonly name: string }[];
  gameCode: string;
  onGameChange: (gameCode: string) => void;
  /** The table's newest seed chains, newest first; null while they load. */
  chains: readonly CasinoSeedChain[] | null;
  chainsError?: string | undefined;
  /** The round id in the box, as typed or pasted (a market id `<round>.<suffix>` does too). */
  roundId: string;
  onRoundIdChange: (roundId: string) => void;
  onCheck: (roundId: string) => void;
  proof: RoundProofState | null;
}

const stateWords: Record<CheckState, string> = { pass: 'Passed', fail: 'Failed', none: 'Not applicable' };

function Time({ instant }: { instant: string }) {
  return <time dateTime={instant}>{formatDateTime(instant)}</time>;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Stack space="xxsmall">
      <dt className={styles.term}>{term}</dt>
      {children}
    </Stack>
  );
}

/** A fact's value in the monospaced hex look, beside its copy button where it has one. */
function HexLine({ children }: { children: ReactNode }) {
  return (
    <Inline as="dd" wrap={false} alignY="center" space="xsmall" margin="none" className={styles.hex}>
      {children}
    </Inline>
  );
}

function Hex({ value, copyLabel }: { value: string; copyLabel: string }) {
  return (
    <HexLine>
      <span>{value}</span>
      <CopyButton value={value} iconOnly size="small" label={copyLabel} />
    </HexLine>
  );
}

/** A chain as published: its terminal hash first, then the salt, fixed after. */
function ChainCard({ chain }: { chain: CasinoSeedChain }) {
  return (
    <Card title={`Seed chain ${chain.chainId}`} titleAs="h3">
      <Stack as="dl" space="xsmall" margin="none">
        <Fact term="Links dealt">
          <dd
            className={styles.detail}
          >{`${chain.linksUsed} of ${chain.links} (the table's chain no. ${chain.number})`}</dd>
        </Fact>
        <Fact term="Terminal hash">
          <Hex
            value={chain.terminalHash}
            copyLabel={`Copy the terminal hash of seed chain ${chain.chainId}`}
          />
        </Fact>
        <Fact term="Terminal hash published">
          <dd className={styles.detail}>
            <Time instant={chain.terminalHashPublishedAt} />
          </dd>
        </Fact>
        <Fact term="Salt (public seed)">
          {chain.salt === null ? (
            <dd className={styles.detail}>
              Not fixed yet: it is drawn when the chain deals its first round.
            </dd>
          ) : (
            <Hex value={chain.salt} copyLabel={`Copy the salt of seed chain ${chain.chainId}`} />
          )}
        </Fact>
        {chain.saltFixedAt !== null && (
          <Fact term="Salt fixed">
            <dd className={styles.detail}>
              <Time instant={chain.saltFixedAt} />
            </dd>
          </Fact>
        )}
      </Stack>
    </Card>
  );
}

/** The round's proof as the server gave it, then each check as this browser ran it. */
function RoundReport({ result, checks }: { result: CasinoResult; checks: readonly RoundCheck[] | null }) {
  const failed = checks?.filter((check) => check.state === 'fail').length ?? 0;
  return (
    <Card title={`Round ${result.mid}`} titleAs="h3">
      <Stack space="medium">
        <p className={styles.detail}>
          {result.voided ? 'Void: every bet was refunded.' : `Winner: ${result.data.winnerName}.`} Result out
          at <Time instant={result.resultAt} />.
        </p>
        <Stack as="dl" space="xsmall" margin="none">
          <Fact term="Server seed">
            <Hex value={result.serverSeed} copyLabel="Copy the server seed" />
          </Fact>
          <Fact term="Commitment (SHA-256)">
            <Hex value={result.commitment} copyLabel="Copy the commitment" />
          </Fact>
          <Fact term="Public seed · scheme">
            <HexLine>{`${result.publicSeed} · ${result.algorithm}`}</HexLine>
          </Fact>
          {result.chain && (
            <Fact term="Seed chain · link">
              <HexLine>{`${result.chain.chainId} · ${result.chain.link} of ${result.chain.links}`}</HexLine>
            </Fact>
          )}
        </Stack>
        <Stack space="medium" role="status" aria-label="Checks of this round">
          {checks === null ? (
            <p className={styles.verdict}>Checking in your browser…</p>
          ) : (
            <>
              <p className={styles.verdict}>
                {failed === 0
                  ? 'Every check passed: this round was dealt as published.'
                  : `${failed} ${failed === 1 ? 'check' : 'checks'} failed: this round was not dealt as published.`}
              </p>
              <Stack as="ul" space="xsmall" className={styles.checks}>
                {checks.map((check) => (
                  <Stack
                    as="li"
                    key={check.name}
                    space="xxsmall"
                    className={styles.check}
                    data-state={check.state}
                  >
                    <span className={styles.checkName}>{`${check.name}: ${stateWords[check.state]}`}</span>
                    <span>{check.detail}</span>
                  </Stack>
                ))}
              </Stack>
            </>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * `/fairness` and `/fairness/{gameCode}`, public: a table's seed chains as published, and any finished
 * round checked here, in the visitor's browser, with no account: its commitment, its link in the chain,
 * the chain's terminal hash and salt, and the deal recomputed (docs/adr/0019-casino-seed-chain.md).
 */
export function FairnessCheckScreen(props: FairnessCheckScreenProps) {
  const { proof, chains } = props;
  const loaded = proof?.status === 'loaded' ? proof : null;
  const [checked, setChecked] = useState<{ result: CasinoResult; checks: RoundCheck[] } | null>(null);

  useEffect(() => {
    if (!loaded) return;
    let current = true;
    void checkRound(loaded.result, loaded.chain).then((checks) => {
      if (current) setChecked({ result: loaded.result, checks });
    });
    return () => {
      current = false;
    };
  }, [loaded]);

  return (
    <PolicyPage title="Check a casino round">
      <p>
        Paste the id of a finished round of our casino tables: this page checks it in your browser, with no
        account.
      </p>
      <Section title="Check a round">
        <Inline
          as="form"
          alignY="end"
          space="small"
          onSubmit={(event) => {
            event.preventDefault();
            const mid = props.roundId.trim();
            if (mid) props.onCheck(mid);
          }}
        >
          <TextField
            label="Round id"
            className={styles.roundField}
            value={props.roundId}
            onChange={(event) => props.onRoundIdChange(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
          <Button type="submit" loading={proof?.status === 'loading'}>
            Check
          </Button>
        </Inline>
        <Failure message={proof?.status === 'error' && proof.message} />
        {loaded && (
          <RoundReport
            result={loaded.result}
            checks={checked?.result === loaded.result ? checked.checks : null}
          />
        )}
      </Section>
      <Section title="Seed chains">
        <Select
          label="Table"
          options={props.games.map((game) => ({ value: game.code, label: game.name }))}
          value={props.gameCode}
          onValueChange={props.onGameChange}
        />
        {props.chainsError ? (
          <Failure message={props.chainsError} />
        ) : chains === null ? (
          <Skeleton.Group label="Loading the seed chains">
            <Skeleton.Rect height={160} />
          </Skeleton.Group>
        ) : chains.length === 0 ? (
          <p className={screen.muted}>This table has published no seed chain yet.</p>
        ) : (
          chains.map((chain) => <ChainCard key={chain.chainId} chain={chain} />)
        )}
      </Section>
      <Section title="How the check works">
        <p>
          Every table deals its rounds&apos; server seeds from a seed chain: a secret hashed over and over,
          whose last hash, the terminal hash, is published before the chain&apos;s first round. Rounds take
          the seeds backwards, so each revealed seed hashes to the one revealed before it, and the first to
          the terminal hash: once the terminal hash is out, no seed can be chosen. The salt, the public seed
          mixed into every deal, is fixed only after that.
        </p>
        <ul className={screen.proseList}>
          <li>Commitment: the seed is the one whose SHA-256 was shown while betting was open.</li>
          <li>Seed chain link: the seed hashes to the seed revealed before it, or to the terminal hash.</li>
          <li>Terminal hash and salt: the round&apos;s chain is the one published, its salt fixed after.</li>
          <li>Deal: the seeds deal the cards the round showed, by the same code the tables deal with.</li>
        </ul>
      </Section>
    </PolicyPage>
  );
}
