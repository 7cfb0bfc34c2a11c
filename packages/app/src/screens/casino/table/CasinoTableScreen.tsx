import {
  FairnessPanel,
  OpenBets,
  ResultStrip,
  RoundTable,
  type CountdownClock,
  type PriceSelection,
  type StakeLimits,
} from '@exchange/betting-widgets';
import { Card, Dialog, Stack } from '@exchange/design-system';
import {
  casinoFairnessNote,
  casinoGameRules,
  casinoRoundLabel,
  type CasinoResult,
  type CasinoRound,
  type PlacedBet,
} from '@exchange/domain';
import { useState } from 'react';
import * as screen from '../../screen.css.ts';
import { resultChipOf } from '../resultChips.ts';
import { BetPanel, type BetPanelProps } from '../../sports/BetPanel.tsx';
import * as sports from '../../sports/sports.css.ts';
import { useOneColumn } from '../../sports/useOneColumn.ts';
import * as styles from './casinoTable.css.ts';
import { runnerStakeLimits } from './runnerStakeLimits.ts';
import { TableMarkets } from './TableMarkets.tsx';

export interface CasinoTableScreenProps extends Omit<BetPanelProps, 'limits'> {
  /** The game's current round, as the last push (or get-casino-market) gave it. */
  round: CasinoRound;
  /** When betting closes (epoch ms): 3 s before the round's window ends. */
  closesAt: number | undefined;
  clock?: CountdownClock;
  /** The data socket's connected flag: the round may be stale while it is down. */
  connected: boolean;
  limits?: StakeLimits | undefined;
  /** The player's open bets on this game. */
  bets: readonly PlacedBet[];
  /** The game's latest results, newest first. */
  results: readonly CasinoResult[];
  onSelectPrice: (selection: PriceSelection) => void;
}

/** A finished round opened from the results strip: its table, winner and fairness proof. */
function ResultDialog({
  gameName,
  result,
  onClose,
}: {
  gameName: string;
  result: CasinoResult | null;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={result !== null} onOpenChange={(open) => !open && onClose()}>
      {result && (
        <Dialog.Content
          title={`Round ${casinoRoundLabel(result.mid)}`}
          description={result.voided ? 'Void: every bet was refunded.' : `Winner: ${result.data.winnerName}`}
          size="large"
        >
          <Stack space="medium">
            <RoundTable
              gameCode={result.gameType}
              gameName={gameName}
              roundId={result.mid}
              status={result.voided ? 'void' : 'settled'}
              cards={result.table}
              winnerName={result.voided ? undefined : result.data.winnerName}
              size="small"
            />
            <FairnessPanel
              gameCode={result.gameType}
              roundId={result.mid}
              commitment={result.commitment}
              publicSeed={result.publicSeed}
              algorithm={result.algorithm}
              serverSeed={result.serverSeed}
              cards={result.table}
              chain={result.chain}
            />
          </Stack>
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}

/**
 * `casino/{gameCode}/{matchId}`: a live in-house casino table. The round drawn in the browser (countdown,
 * cards as dealt, winner), the last results, the round's markets (suspended as sports markets are), and
 * beside them (below on phones) the bet slip with one-click betting, the player's bets on this round, the
 * fairness proof and the rules. On a phone the table stays pinned at the top and a slip opens under the
 * tapped runner. The balance is in the shell's header and moves with the pushes.
 */
export function CasinoTableScreen(props: CasinoTableScreenProps) {
  const { round, closesAt, clock, results } = props;
  const [opened, setOpened] = useState<CasinoResult | null>(null);
  const roundBets = props.bets.filter((bet) => casinoRoundLabel(bet.marketId) === round.mid);
  const rules = casinoGameRules[round.gameType] ?? [];
  const [page, oneColumn] = useOneColumn<HTMLDivElement>();
  // Stacked in one column, the slip beside the markets would be below all of them: it opens under the
  // runner whose price was tapped (its card below keeps the one-click setting), back in its card once closed.
  const selection = props.slip?.selection;
  // The markets show the table's limits; the slip its runner's, which a high price lowers.
  const slipLimits = runnerStakeLimits(props.limits, round.gameType, props.slip);
  const slipUnder =
    oneColumn && round.markets.some((market) => market.marketId === selection?.marketId)
      ? selection
      : undefined;

  return (
    <div ref={page} className={`${screen.page} ${sports.oddsPage}`}>
      {!props.connected && (
        <p className={sports.notice} role="status">
          Reconnecting to the table… The round shown may be out of date.
        </p>
      )}
      <div className={sports.oddsLayout}>
        <Stack space="medium" className={sports.column}>
          <Stack space="medium" className={styles.table}>
            <RoundTable
              titleAs="h1"
              gameCode={round.gameType}
              gameName={round.gameName}
              roundId={round.mid}
              status={round.status}
              cards={round.cards}
              closesAt={closesAt}
              {...(clock && { clock })}
              winnerName={round.result?.winnerName}
              resultRows={round.result?.rows}
              size={oneColumn ? 'small' : 'medium'}
              compact={oneColumn}
            />
          </Stack>
          <ResultStrip
            results={results.map(resultChipOf)}
            onSelectResult={(chip) => setOpened(results.find((result) => result.mid === chip.mid) ?? null)}
          />
          <TableMarkets
            round={round}
            oneColumn={oneColumn}
            limits={props.limits}
            onSelectPrice={props.onSelectPrice}
            slipUnder={
              slipUnder && {
                selection: slipUnder,
                content: <BetPanel {...props} limits={slipLimits} part="slip" />,
              }
            }
          />
        </Stack>
        <Stack as="aside" space="medium" className={sports.sideColumn} aria-label="Your betting">
          <BetPanel {...props} limits={slipLimits} part={slipUnder ? 'settings' : 'panel'} />
          <OpenBets title="Your bets on this round" bets={roundBets} />
          <FairnessPanel
            gameCode={round.gameType}
            roundId={round.mid}
            commitment={round.commitment}
            publicSeed={round.publicSeed}
            algorithm={round.algorithm}
            serverSeed={round.serverSeed}
            cards={round.cards}
          />
          <Card title="Rules" titleAs="h2">
            <Stack as="ul" space="xsmall" className={styles.rules}>
              {rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </Stack>
            <p className={styles.note}>{casinoFairnessNote}</p>
          </Card>
        </Stack>
      </div>
      <ResultDialog gameName={round.gameName} result={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
