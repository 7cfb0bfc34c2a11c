import { Badge, Button, Inline, Stack, Table, visuallyHidden } from '@exchange/design-system';
import { messages, roleLabels, type Role } from '@exchange/domain';
import { useState } from 'react';
import * as screen from '../../../screens/screen.css.ts';
import * as styles from './matchBook.css.ts';

/** A child of the user whose book is shown, and whether it may bet on this match. */
export interface MatchBookChild {
  readonly username: string;
  readonly role: Role;
  readonly betLock: boolean;
  /** Locked with the whole downline (a lock on the parent or above), not on the child itself. */
  readonly inherited: boolean;
}

/** Locks or unlocks betting on the match: a child by name, or the whole downline shown without one. */
export type SetMatchLock = (username: string | undefined, lock: boolean) => Promise<void>;

export interface MatchChildrenProps {
  title: string;
  /** Whose downline the rows are: the user viewed, or the operator's own (undefined). */
  viewing: string | undefined;
  rows: readonly MatchBookChild[];
  onView: (username: string) => void;
  onUserBook: (username: string) => void;
  onLock: SetMatchLock;
}

/**
 * The children of the user viewed: whether each may bet on the match, a lock switch for each and for the
 * whole downline (bet-lock), and a way into each one's book at the operator's share or as the child's own.
 */
export function MatchChildren({ title, viewing, rows, onView, onUserBook, onLock }: MatchChildrenProps) {
  const [busy, setBusy] = useState<string>();
  // Every child shares the parent's lock, so any row tells whether the whole downline is locked.
  const downlineLocked = rows[0]?.inherited ?? false;
  const whose = viewing ? `${viewing}'s downline` : 'your downline';
  const lock = async (key: string, username: string | undefined, locked: boolean) => {
    setBusy(key);
    try {
      await onLock(username, locked);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Stack space="medium" className={styles.section}>
      <Inline align="between" alignY="center" space="medium">
        <h2 className={screen.subheading}>{title}</h2>
        {rows.length > 0 && (
          <Button
            size="small"
            variant="soft"
            tone={downlineLocked ? 'neutral' : 'critical'}
            loading={busy === '*'}
            disabled={busy !== undefined}
            onClick={() => void lock('*', viewing, !downlineLocked)}
          >
            {downlineLocked ? 'Unlock betting' : 'Lock betting'} for {whose}
          </Button>
        )}
      </Inline>
      <Table.Root caption={title} hideCaption striped>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>Username</Table.HeaderCell>
            <Table.HeaderCell>Role</Table.HeaderCell>
            <Table.HeaderCell>Betting</Table.HeaderCell>
            <Table.HeaderCell>Book</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body emptyText={messages.noRecordsFound}>
          {rows.map((child) => (
            <Table.Row key={child.username}>
              <Table.Cell>{child.username}</Table.Cell>
              <Table.Cell>{roleLabels[child.role]}</Table.Cell>
              <Table.Cell>
                <Inline alignY="center" space="xsmall">
                  <Badge size="small" tone={child.betLock ? 'critical' : 'positive'}>
                    {child.inherited ? 'Locked with the downline' : child.betLock ? 'Locked' : 'Open'}
                  </Badge>
                  {!child.inherited && (
                    <Button
                      size="small"
                      variant="soft"
                      tone={child.betLock ? 'neutral' : 'critical'}
                      loading={busy === child.username}
                      disabled={busy !== undefined}
                      onClick={() => void lock(child.username, child.username, !child.betLock)}
                    >
                      {child.betLock ? 'Unlock' : 'Lock'}
                      <span className={visuallyHidden}> betting of {child.username}</span>
                    </Button>
                  )}
                </Inline>
              </Table.Cell>
              <Table.Cell>
                <Inline alignY="center" space="xsmall">
                  <Button size="small" variant="soft" tone="neutral" onClick={() => onView(child.username)}>
                    View book<span className={visuallyHidden}> of {child.username}</span>
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    tone="neutral"
                    onClick={() => onUserBook(child.username)}
                  >
                    User book<span className={visuallyHidden}> of {child.username}</span>
                  </Button>
                </Inline>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
