import { Box, Inline, Stack } from '@exchange/design-system';
import {
  casinoCardsText,
  casinoRoundLabel,
  casinoSampleResultRows,
  casinoTableHands,
  isFaceDownSlot,
  type CasinoRoundStatus,
} from '@exchange/domain';
import { clsx } from 'clsx';
import { forwardRef, useId, useState, type HTMLAttributes } from 'react';
import {
  formatSeconds,
  systemClock,
  useSecondsLeft,
  type CountdownClock,
} from '../CasinoMarket/countdown.ts';
import type { PlayingCardProps } from '../PlayingCard/PlayingCard.tsx';
import * as styles from './RoundTable.css.ts';
import { RoundTableHand } from './RoundTableHand.tsx';

export interface RoundTableProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The game's code (teen20, lucky7): how the slots group into hands. */
  gameCode: string;
  gameName: string;
  /** The round id (spec 3's `mid`) or one of its market ids: shown before the dot as the Market Id. */
  roundId: string;
  status: CasinoRoundStatus;
  /** The round's table in slot order: card codes (`KDD`), "1" for a card still face down. */
  cards: readonly string[];
  /** When betting closes (epoch ms): the countdown runs to it while the round is open. */
  closesAt?: number | undefined;
  /** The countdown's time source; the system clock unless given. */
  clock?: CountdownClock;
  /** Once the result is out: the winner, and the result's rows ("Player A: Pair of 9"). */
  winnerName?: string | undefined;
  resultRows?: readonly { readonly label: string; readonly value: string }[] | undefined;
  size?: PlayingCardProps['size'];
  /**
   * A phone's table, pinned over the markets: less padding, the hands packed across the width and a long
   * hand's cards overlapping rather than wrapping onto more lines, so markets still show under it.
   */
  compact?: boolean;
  /** The game name's heading level, to fit the page's outline (a page about the table makes it its h1). */
  titleAs?: 'h1' | 'h2' | 'h3';
}

/** Seconds left at which the countdown turns to its warning colour. */
const closingSoon = 5;

type Shown = 'open' | 'closing' | 'closed' | 'suspended' | 'dealing' | 'result' | 'void';

function shownState(status: CasinoRoundStatus, secondsLeft: number | undefined, dealt: boolean): Shown {
  if (status === 'open') {
    if (secondsLeft === 0) return 'closed';
    return secondsLeft !== undefined && secondsLeft <= closingSoon ? 'closing' : 'open';
  }
  if (status === 'suspended') return dealt ? 'dealing' : 'suspended';
  if (status === 'void') return 'void';
  return 'result';
}

/** What the bar under the cards says until the winner is out. */
const waitingText: Record<Shown, string> = {
  open: 'Place your bets',
  closing: 'Place your bets',
  closed: 'No more bets',
  suspended: 'No more bets',
  dealing: 'Dealing the cards',
  result: '',
  void: 'This round was void: every bet on it was refunded',
};

const stateText: Record<Exclude<Shown, 'open' | 'closing'>, string> = {
  closed: 'Betting closed',
  suspended: 'Suspended',
  dealing: 'Dealing',
  result: 'Result',
  void: 'Round void: bets refunded',
};

/**
 * A casino round drawn in the browser (no video exists): the game, its Market Id, the betting countdown or
 * what the round is doing, the cards of each hand turned over as they are dealt, and the winner. Data and
 * callbacks only: a partner's page feeds it the `casinoRound` pushes.
 */
export const RoundTable = forwardRef<HTMLElement, RoundTableProps>(function RoundTable(
  {
    gameCode,
    gameName,
    roundId,
    status,
    cards,
    closesAt,
    clock = systemClock,
    winnerName,
    resultRows,
    size = 'medium',
    compact = false,
    titleAs: Title = 'h2',
    className,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  const secondsLeft = useSecondsLeft(status === 'open' ? closesAt : undefined, clock);
  const dealt = cards.some((code) => !isFaceDownSlot(code));
  const shown = shownState(status, secondsLeft, dealt);
  const hands = casinoTableHands(gameCode, cards);
  const over = status === 'result' || status === 'settled';
  const outRows = over && resultRows && resultRows.length > 0 ? resultRows : undefined;
  // The last result's rows keep their place, unseen, while the next round runs (before the first result,
  // rows like the game's): the table keeps its height from one round to the next, rather than the markets
  // under it jumping down at every result and back up as the next round opens (on a phone, under the
  // player's thumb).
  const [last, setLast] = useState(outRows && { gameCode, rows: outRows });
  if (outRows && outRows !== last?.rows) setLast({ gameCode, rows: outRows });
  // A finished round shown without its rows (a past round, opened from the results) keeps no room.
  const kept = over ? undefined : last?.gameCode === gameCode ? last.rows : casinoSampleResultRows(gameCode);
  const rows = outRows ?? kept;

  // The host's attributes go to the element itself, not through the atoms: an HTML `color` is no token.
  // A grid, not a Stack: on a table narrower than its Market Id the rows widen with it, as they always have.
  return (
    <Box
      asChild
      display="grid"
      gap={compact ? 'xsmall' : 'small'}
      padding={compact ? 'small' : 'medium'}
      borderRadius="large"
      background="chrome"
      color="onChrome"
      boxShadow="small"
    >
      <section
        ref={ref}
        aria-labelledby={titleId}
        className={clsx(styles.root, className)}
        data-compact={compact || undefined}
        {...rest}
      >
        <Inline align="between" alignY="center" space="xsmall">
          <Stack space="xxsmall" className={styles.titles}>
            <Title id={titleId} className={styles.name}>
              {gameName}
            </Title>
            <p className={styles.marketId}>Market Id {casinoRoundLabel(roundId)}</p>
          </Stack>
          <Inline
            as="p"
            alignY="baseline"
            space="xsmall"
            wrap={false}
            className={styles.state}
            data-state={shown}
          >
            {shown === 'open' || shown === 'closing' ? (
              <>
                <span>{compact ? 'Closes in' : 'Betting closes in'}</span>
                {secondsLeft !== undefined && (
                  <span role="timer" className={styles.seconds}>
                    {formatSeconds(secondsLeft)}
                  </span>
                )}
              </>
            ) : compact && shown === 'void' ? (
              'Void'
            ) : (
              stateText[shown]
            )}
          </Inline>
        </Inline>
        <Inline align="center" space={compact ? 'xsmall' : 'medium'} paddingY={compact ? 'none' : 'small'}>
          {hands.map((hand, handIndex) => (
            <RoundTableHand
              key={hand.label}
              label={hand.label}
              labelId={`${titleId}-hand${handIndex}`}
              slots={hand.slots}
              winner={over && winnerName === hand.label}
              size={size}
              compact={compact}
            />
          ))}
        </Inline>
        <p
          className={styles.winner}
          role="status"
          data-winner={(over && winnerName !== undefined) || undefined}
        >
          {over && winnerName !== undefined ? `Winner: ${winnerName}` : waitingText[shown]}
        </p>
        {rows && (
          <Inline
            as="dl"
            align="center"
            space="small"
            className={styles.rows}
            data-kept={outRows ? undefined : true}
            aria-hidden={outRows ? undefined : true}
          >
            {rows.map((row) => (
              <div key={row.label}>
                <dt className={styles.rowTerm}>{row.label}</dt>
                <dd className={styles.rowValue}>{casinoCardsText(row.value)}</dd>
              </div>
            ))}
          </Inline>
        )}
      </section>
    </Box>
  );
});
RoundTable.displayName = 'RoundTable';
