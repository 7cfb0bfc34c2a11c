import { ResultStrip, RoundTable, type CountdownClock } from '@exchange/betting-widgets';
import { Card, EmptyState, Inline, Stack } from '@exchange/design-system';
import type { CasinoResult, CasinoRound } from '@exchange/domain';
import { Link } from 'react-router';
import type { ReportStatus } from '../../../screens/reports/ReportFrame.tsx';
import { resultChipOf } from '../../../screens/casino/resultChips.ts';
import * as screen from '../../../screens/screen.css.ts';
import { adminPages, adminPath } from '../../pages.ts';
import { MarketBooks, type BookMarket } from '../matchBook/MarketBooks.tsx';
import { MatchBets, type MatchBetsProps } from '../matchBook/MatchBets.tsx';
import { RefreshHeading } from '../RefreshHeading.tsx';
import * as styles from './casino.css.ts';
import { Failure } from '../../../forms/Failure.tsx';

export interface CasinoTableScreenProps {
  gameName: string;
  /** The game's current round as players see it; undefined before the first answer or while closed. */
  round: CasinoRound | undefined;
  /** When betting closes (epoch ms) while the round is open: the countdown runs to it. */
  closesAt: number | undefined;
  /** The countdown's time source; the system clock unless given (stories stand it still). */
  clock?: CountdownClock;
  /** The Super Admin closed the game: no round runs. */
  closed: boolean;
  /** The round's markets with the downline's book at the operator's share and the prices on offer. */
  markets: readonly BookMarket[];
  /** The downline's open bets on the round; undefined without the Current Bets privilege. */
  bets: Omit<MatchBetsProps, 'onDelete'> | undefined;
  onDeleteBets: MatchBetsProps['onDelete'];
  /** The game's last results, newest first: chips as the players' table shows them. */
  results: readonly CasinoResult[];
  onSelectResult: (result: CasinoResult) => void;
  status: ReportStatus;
  error?: string | undefined;
  onRefresh: () => void;
}

/**
 * `casino/{gameCode}`: a game's live table as players see it (the round, its countdown, the cards as they
 * come), beside the book of the operator's downline on the round at the operator's share and the
 * downline's bets there, which an operator with Current Bets may delete; the last results below.
 */
export function CasinoTableScreen({
  gameName,
  round,
  closesAt,
  clock,
  closed,
  markets,
  bets,
  onDeleteBets,
  results,
  onSelectResult,
  status,
  error,
  onRefresh,
}: CasinoTableScreenProps) {
  return (
    <div className={screen.page}>
      <RefreshHeading
        title={
          <Inline alignY="baseline" space="medium">
            <h1 className={screen.heading}>{gameName}</h1>
            <Link to={adminPath(adminPages.ourCasino.path)}>Our Casino</Link>
          </Inline>
        }
        loading={status === 'loading'}
        onRefresh={onRefresh}
      />
      <Failure message={error} />
      {closed ? (
        <EmptyState
          title="This casino game is closed"
          description="No round runs until the Super Admin opens it again from the casino list."
        />
      ) : (
        <div className={styles.tableLayout}>
          <Card>
            {round ? (
              <RoundTable
                gameCode={round.gameType}
                gameName={round.gameName}
                roundId={round.mid}
                status={round.status}
                cards={round.cards}
                closesAt={closesAt}
                {...(clock && { clock })}
                winnerName={round.result?.winnerName}
                resultRows={round.result?.rows}
              />
            ) : (
              <p className={screen.muted}>Waiting for the round…</p>
            )}
          </Card>
          <Card as="section" aria-labelledby="casino-table-book">
            <Stack space="medium" className={styles.section} aria-busy={status === 'loading'}>
              <h2 id="casino-table-book" className={screen.subheading}>
                Book of your downline
              </h2>
              <p className={screen.muted}>
                At your share: what you win (+) or lose (−) if each runner wins. The main market, and every
                other one your downline has bets on.
              </p>
              {markets.length === 0 ? (
                <p className={screen.muted}>No market is open on this round.</p>
              ) : (
                <MarketBooks markets={markets} owner="your downline" />
              )}
            </Stack>
          </Card>
        </div>
      )}
      {bets && (
        <Stack space="medium" className={styles.section}>
          <MatchBets {...bets} onDelete={onDeleteBets} />
        </Stack>
      )}
      <ResultStrip
        results={results.map(resultChipOf)}
        onSelectResult={(chip) => {
          const chosen = results.find((result) => result.mid === chip.mid);
          if (chosen) onSelectResult(chosen);
        }}
      />
    </div>
  );
}
