import { Badge, Button, Dialog, Inline, Table, visuallyHidden } from '@exchange/design-system';
import { liveCasinoGroups, messages } from '@exchange/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Failure } from '../../../forms/Failure.tsx';
import { useSubmission } from '../../../forms/useSubmission.ts';
import type { ReportStatus } from '../../../screens/reports/ReportFrame.tsx';
import * as screen from '../../../screens/screen.css.ts';
import { adminPages, adminPath } from '../../pages.ts';
import * as styles from './casino.css.ts';
import type { CasinoGameTile } from './CasinoGroupsScreen.tsx';

export interface CasinoListScreenProps {
  games: readonly CasinoGameTile[];
  status: ReportStatus;
  error?: string | undefined;
  /** Opens (false) or closes (true) a game; a refusal is shown where it was asked. */
  onSetClosed: (code: string, closed: boolean) => Promise<void>;
}

const groupName = (slug: string) => liveCasinoGroups.find((group) => group.slug === slug)?.name ?? slug;

/** Asks before closing: the running round is voided and its stakes refunded. */
function CloseDialog({
  game,
  onConfirm,
  onClose,
}: {
  game: CasinoGameTile | null;
  onConfirm: (game: CasinoGameTile) => Promise<void>;
  onClose: () => void;
}) {
  const { failure, pending, reset, send } = useSubmission();
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Dialog.Root open={game !== null} onOpenChange={(open) => !open && close()}>
      {game && (
        <Dialog.Content
          title={`Close ${game.name}`}
          description="Players can no longer open it; its running round is voided and every stake on it refunded."
          size="small"
        >
          <Failure message={failure} />
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="soft" tone="neutral">
                Cancel
              </Button>
            </Dialog.Close>
            <Button
              tone="critical"
              loading={pending}
              onClick={async () => {
                if (await send(() => onConfirm(game))) close();
              }}
            >
              Close game
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}

/**
 * `casino-list`: every in-house game with its group and whether players can open it; the Super Admin
 * closes a game (asked first: its round is voided and refunded) or opens it again.
 */
export function CasinoListScreen({ games, status, error, onSetClosed }: CasinoListScreenProps) {
  const [closing, setClosing] = useState<CasinoGameTile | null>(null);
  const [opening, setOpening] = useState<string>();
  const { failure, send } = useSubmission();
  const shownError = failure ?? (status === 'error' ? error : undefined);
  return (
    <div className={screen.page}>
      <h1 className={screen.heading}>Casino List</h1>
      <Failure message={shownError} />
      <div className={styles.tableBox} aria-busy={status === 'loading'}>
        <Table.Root caption="Casino List" hideCaption striped>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>Game</Table.HeaderCell>
              <Table.HeaderCell>Code</Table.HeaderCell>
              <Table.HeaderCell>Group</Table.HeaderCell>
              <Table.HeaderCell>Status</Table.HeaderCell>
              <Table.HeaderCell>Action</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body emptyText={messages.noResultFound}>
            {games.map((game) => (
              <Table.Row key={game.code}>
                <Table.Cell>
                  <Link to={adminPath(`${adminPages.casinoTable.path}/${game.code}`)}>{game.name}</Link>
                </Table.Cell>
                <Table.Cell>{game.code}</Table.Cell>
                <Table.Cell>{game.groups.map(groupName).join(', ')}</Table.Cell>
                <Table.Cell>
                  <Badge size="small" tone={game.closed ? 'critical' : 'positive'}>
                    {game.closed ? 'Closed' : 'Open'}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <Inline alignY="center" space="xsmall">
                    {game.closed ? (
                      <Button
                        size="small"
                        variant="soft"
                        tone="positive"
                        loading={opening === game.code}
                        onClick={async () => {
                          setOpening(game.code);
                          await send(() => onSetClosed(game.code, false));
                          setOpening(undefined);
                        }}
                      >
                        Enable<span className={visuallyHidden}> {game.name}</span>
                      </Button>
                    ) : (
                      <Button size="small" variant="soft" tone="critical" onClick={() => setClosing(game)}>
                        Disable<span className={visuallyHidden}> {game.name}</span>
                      </Button>
                    )}
                  </Inline>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </div>
      <CloseDialog
        game={closing}
        onConfirm={(game) => onSetClosed(game.code, true)}
        onClose={() => setClosing(null)}
      />
    </div>
  );
}
