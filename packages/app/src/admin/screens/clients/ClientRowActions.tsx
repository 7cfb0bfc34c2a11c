import { Button, Inline, Popover, Stack, visuallyHidden } from '@exchange/design-system';
import { Link } from 'react-router';
import * as styles from '../admin.css.ts';
import { clientActionRules, type ClientActionKind } from './clientActions.ts';

export interface ClientRowActionsProps {
  username: string;
  /** The actions the operator may take on this client, in the list's order. */
  kinds: readonly ClientActionKind[];
  /** The client's account statement, when the operator may read it. */
  statementPath: string | undefined;
  /** The player's responsible-gaming view (issue 21), when the operator may read it. */
  responsibleGamingPath?: string | undefined;
  onChoose: (kind: ClientActionKind) => void;
  /** Resets the client's transaction password, when the operator may (User Password Change). */
  onResetTransactionPassword?: (() => void) | undefined;
}

/** Chips move most often: those stay in the row, the rest wait behind "More". */
const inRow: readonly ClientActionKind[] = ['deposit', 'withdraw'];

/** A page of the client's, from the More menu: its name says whose for a screen reader. */
function MenuLink({ to, label, username }: { to: string; label: string; username: string }) {
  return (
    <li>
      <Button asChild size="small" variant="ghost" tone="neutral" fullWidth className={styles.menuItem}>
        <Link to={to}>
          {label}
          <span className={visuallyHidden}> {username}</span>
        </Link>
      </Button>
    </li>
  );
}

function ActionLabel({ kind, username }: { kind: ClientActionKind; username: string }) {
  return (
    <>
      {clientActionRules[kind].label}
      <span className={visuallyHidden}> {username}</span>
    </>
  );
}

/**
 * A client's actions: Deposit and Withdraw in the row, the others (credit reference, exposure limit,
 * password, locks, sign-in unlock, stakes, statement) in a popover under "More". Seven buttons in the row
 * made the list wider than a laptop's screen, with the last actions scrolled out of view.
 */
export function ClientRowActions({
  username,
  kinds,
  statementPath,
  responsibleGamingPath,
  onChoose,
  onResetTransactionPassword,
}: ClientRowActionsProps) {
  const more = kinds.filter((kind) => !inRow.includes(kind));
  return (
    <Inline as="span" alignY="center" space="xsmall">
      {kinds
        .filter((kind) => inRow.includes(kind))
        .map((kind) => (
          <Button
            key={kind}
            size="small"
            variant="soft"
            tone={kind === 'withdraw' ? 'critical' : 'neutral'}
            onClick={() => onChoose(kind)}
          >
            <ActionLabel kind={kind} username={username} />
          </Button>
        ))}
      {(more.length > 0 ||
        statementPath !== undefined ||
        responsibleGamingPath !== undefined ||
        onResetTransactionPassword) && (
        <Popover.Root>
          <Popover.Trigger asChild>
            <Button size="small" variant="outline" tone="neutral">
              More<span className={visuallyHidden}> for {username}</span>
            </Button>
          </Popover.Trigger>
          <Popover.Content title={username} align="end">
            <Stack as="ul" space="xxsmall" className={styles.menuList}>
              {more.map((kind) => (
                <li key={kind}>
                  <Popover.Close asChild>
                    <Button
                      size="small"
                      variant="ghost"
                      tone="neutral"
                      fullWidth
                      className={styles.menuItem}
                      onClick={() => onChoose(kind)}
                    >
                      <ActionLabel kind={kind} username={username} />
                    </Button>
                  </Popover.Close>
                </li>
              ))}
              {onResetTransactionPassword && (
                <li>
                  <Popover.Close asChild>
                    <Button
                      size="small"
                      variant="ghost"
                      tone="neutral"
                      fullWidth
                      className={styles.menuItem}
                      onClick={onResetTransactionPassword}
                    >
                      Reset Txn Password<span className={visuallyHidden}> {username}</span>
                    </Button>
                  </Popover.Close>
                </li>
              )}
              {statementPath !== undefined && (
                <MenuLink to={statementPath} label="Statement" username={username} />
              )}
              {responsibleGamingPath !== undefined && (
                <MenuLink to={responsibleGamingPath} label="Responsible Gaming" username={username} />
              )}
            </Stack>
          </Popover.Content>
        </Popover.Root>
      )}
    </Inline>
  );
}
