import { Box, Card, Spinner, Stack, tabularNumbers, Text, visuallyHidden } from '@exchange/design-system';
import { messages, type Score } from '@exchange/domain';
import { clsx } from 'clsx';
import { forwardRef, useState, type HTMLAttributes } from 'react';
import { compactText, milestone, spokenText } from './scoreText.ts';
import * as styles from './Scoreboard.css.ts';
import { Headline, SportScore } from './SportScore.tsx';

export const scoreboardLayouts = ['full', 'compact'] as const;
export type ScoreboardLayout = (typeof scoreboardLayouts)[number];
export const scoreboardStatuses = ['ready', 'loading', 'error'] as const;
export type ScoreboardStatus = (typeof scoreboardStatuses)[number];

/** `color` is left out: the HTML attribute, which browsers ignore, is a colour token's on a layout primitive. */
export interface ScoreboardProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'color'> {
  /** The live score; null until the feed has one. */
  score: Score | null;
  /** `full`: the card of a match page; `compact`: one line for lists and headers. */
  layout?: ScoreboardLayout;
  status?: ScoreboardStatus;
  errorMessage?: string;
  title?: string;
}

/**
 * What a screen reader hears: the score in words, changed only at a milestone (a wicket, an over, a goal,
 * a game, the race's phase), so a live match does not talk over the user at every run or minute. A score
 * line without detail is never announced: nothing says which of its changes matter.
 */
function useAnnouncement(score: Score | null): string {
  const matchId = score?.matchId ?? null;
  const key = score?.detail ? milestone(score.detail) : null;
  const [announced, setAnnounced] = useState({ matchId, key, text: '' });
  // Adjusting state while rendering (React's pattern for reacting to a changed prop): the first score of
  // a match is shown, not announced; later milestones of the same match are.
  if (announced.key !== key || announced.matchId !== matchId) {
    const sameMatch = announced.matchId === matchId && announced.key !== null;
    const text = score?.detail && sameMatch ? spokenText(score.detail) : '';
    setAnnounced({ matchId, key, text });
  }
  return announced.text;
}

/** The live score of a cricket, soccer or tennis match or a race, in full or on one line. */
export const Scoreboard = forwardRef<HTMLElement, ScoreboardProps>(function Scoreboard(
  { score, layout = 'full', status = 'ready', errorMessage, title = 'Live score', className, ...rest },
  ref,
) {
  const announcement = useAnnouncement(status === 'ready' ? score : null);
  const live = (
    <span className={visuallyHidden} aria-live="polite" aria-atomic="true">
      {announcement}
    </span>
  );

  let body;
  if (status === 'loading') body = <Spinner label={messages.pleaseWait} size="small" />;
  else if (status === 'error')
    body = (
      <p className={styles.message} role="alert">
        {errorMessage ?? 'The score could not be loaded.'}
      </p>
    );
  else if (!score) body = <p className={styles.message}>No score yet</p>;
  else if (layout === 'compact') body = score.detail ? compactText(score.detail) : score.summary;
  else body = score.detail ? <SportScore detail={score.detail} /> : <Headline>{score.summary}</Headline>;

  if (layout === 'compact') {
    return (
      <Text asChild size="small" weight="semibold">
        <Box
          as="section"
          ref={ref}
          display="inline-flex"
          alignItems="center"
          gap="xsmall"
          aria-label={title}
          className={clsx(tabularNumbers, className)}
          data-layout={layout}
          data-state={status}
          {...rest}
        >
          {body}
          {live}
        </Box>
      </Text>
    );
  }
  return (
    <Card ref={ref} title={title} className={className} data-layout={layout} data-state={status} {...rest}>
      <Stack space="small" className={tabularNumbers}>
        {body}
        {live}
      </Stack>
    </Card>
  );
});
Scoreboard.displayName = 'Scoreboard';
