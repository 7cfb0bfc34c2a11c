import { Amount, Badge, Button, Inline, Table, visuallyHidden } from '@exchange/design-system';
import { messages, playerRole, privilege, roleLabels, type Role } from '@exchange/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListFrame, type ListControls } from '../../../screens/reports/ListFrame.tsx';
import * as screen from '../../../screens/screen.css.ts';
import { adminPages, adminPath } from '../../pages.ts';

import { ClientActionDialog, type ClientActionDialogProps } from './ClientActionDialog.tsx';
import { ExposureDialog, type ExposureEvent, type ExposureView } from './ExposureDialog.tsx';
import { ResetTransactionPasswordDialog } from './ResetTransactionPasswordDialog.tsx';
import { ClientRowActions } from './ClientRowActions.tsx';
import {
  actionsFor,
  type ClientActionKind,
  type ClientActionRequest,
  type ClientRow,
} from './clientActions.ts';
import { errorMessage } from '../../../forms/useSubmission.ts';

export interface ClientListScreenProps extends ListControls {
  /** The user whose children are listed; the operator's own when absent. */
  owner?: string | undefined;
  /** Whether the listed clients are the operator's direct children (chips move only to them). */
  directChildren: boolean;
  rows: readonly ClientRow[];
  /** The operator's privileges: which actions and links each row offers. */
  privileges: readonly number[];
  onAction: (request: ClientActionRequest, client: ClientRow) => Promise<void>;
  /** The parent of `owner` (get-parent-user-detail): whose downline the listed clients are part of. */
  upline?: Upline | undefined;
  /** A client's exposure by event (get-exposer-event), opened from its exposure figure. */
  loadExposure: (username: string) => Promise<readonly ExposureEvent[]>;
  /** Balance and exposure now (user-account-balance), for the chip moves. */
  loadBalance?: ClientActionDialogProps['loadBalance'];
  /** reset-transaction-password with the operator's login password; answers the new one. */
  onResetTransactionPassword: (username: string, password: string) => Promise<string>;
}

/** The user above the listed clients' owner, with the figures that bound what the owner may be given. */
export interface Upline {
  readonly username: string;
  readonly role: Role;
  readonly balance: number;
  readonly available: number;
  readonly creditReference: number;
}

const columns = [
  'Username',
  'Role',
  'Credit Ref.',
  'Balance',
  'Client P/L',
  'Exposure',
  'Available Bal.',
  'Exposure Limit',
  'Status',
  'Actions',
] as const;
const numericColumns: readonly string[] = columns.slice(2, 8);
/** The columns of a client's name and money, shared with the second client list. */
export const figureColumns = columns.slice(0, 7);
/** The figures of columns 3 to 7; client P/L alone is coloured (green above 0, else red). */
export const moneyColumns = [
  'creditReference',
  'balance',
  'clientProfitLoss',
  'exposure',
  'available',
] as const;

/**
 * A client's name (an operator's drilling down into `listPath/{username}`), role and money figures, in
 * the order of `figureColumns`.
 */
export function ClientFigureCells({
  client,
  listPath,
  onExposure,
}: {
  client: ClientRow;
  listPath: string;
  /** Opens the exposure by event; without it (or at zero) the figure is plain text. */
  onExposure?: (() => void) | undefined;
}) {
  return (
    <>
      <Table.Cell>
        {client.role === playerRole ? (
          client.username
        ) : (
          <Link to={adminPath(`${listPath}/${client.username}`)}>{client.username}</Link>
        )}
      </Table.Cell>
      <Table.Cell>
        {roleLabels[client.role]}
        {/* The responsible-gaming rules differ in the UK (spec 9): the operator sees whose apply. */}
        {client.jurisdiction === 'uk' ? ' · UK' : null}
      </Table.Cell>
      {moneyColumns.map((field) => (
        <Table.Cell key={field} numeric>
          {field === 'exposure' && onExposure && client.exposure !== 0 ? (
            <Button size="small" variant="ghost" tone="neutral" onClick={onExposure}>
              <Amount value={client.exposure} tone="none" />
              <span className={visuallyHidden}> exposure of {client.username} by event</span>
            </Button>
          ) : (
            <Amount value={client[field]} tone={field === 'clientProfitLoss' ? 'auto' : 'none'} />
          )}
        </Table.Cell>
      ))}
    </>
  );
}

/** Active or Locked, and Bet locked when only betting is. */
export function ClientStatus({ client }: { client: ClientRow }) {
  return (
    <Inline as="span" space="xsmall">
      <Badge tone={client.userLock ? 'critical' : 'positive'} size="small">
        {client.userLock ? 'Locked' : 'Active'}
      </Badge>
      {client.betLock && !client.userLock && (
        <Badge tone="warning" size="small">
          Bet locked
        </Badge>
      )}
    </Inline>
  );
}

/** The owner's parent: who is above the listed clients' owner, and its chips. */
function UplineSummary({ upline }: { upline: Upline }) {
  return (
    <p className={screen.muted} aria-label="Upline">
      Upline: <strong>{upline.username}</strong> ({roleLabels[upline.role]}) · Balance{' '}
      <Amount value={upline.balance} tone="none" /> · Available{' '}
      <Amount value={upline.available} tone="none" /> · Credit ref.{' '}
      <Amount value={upline.creditReference} tone="none" />
    </p>
  );
}

/**
 * `list-clients[/{username}]`: the children of the operator or of a user below it, with their money
 * figures and status. An operator's username drills down into its own clients; each row offers the
 * actions the operator's privileges allow, each in a dialog that shows the server's answer.
 */
export function ClientListScreen({
  owner,
  directChildren,
  rows,
  privileges,
  onAction,
  upline,
  loadExposure,
  loadBalance,
  onResetTransactionPassword,
  ...list
}: ClientListScreenProps) {
  const [action, setAction] = useState<{ kind: ClientActionKind; client: ClientRow } | null>(null);
  const [resetting, setResetting] = useState<string | null>(null);
  const [exposure, setExposure] = useState<ExposureView | null>(null);
  const mayResetTransactionPassword = privileges.includes(privilege.userPasswordChange);
  const showExposure = (username: string) => {
    setExposure({ username });
    loadExposure(username).then(
      (events) => setExposure((open) => (open?.username === username ? { username, events } : open)),
      (error: unknown) =>
        setExposure((open) =>
          open?.username === username ? { username, error: errorMessage(error) } : open,
        ),
    );
  };
  const mayAdd = privileges.includes(adminPages.addUser.privilege);
  const mayReadStatements = privileges.includes(adminPages.accountStatement.privilege);
  const mayReadResponsibleGaming = privileges.includes(adminPages.responsibleGaming.privilege);
  const addUserPath = adminPath(owner ? `${adminPages.addUser.path}/${owner}` : adminPages.addUser.path);

  return (
    <div className={screen.page}>
      <Inline align="between" alignY="center" space="medium">
        <Inline alignY="baseline" space="medium">
          <h1 className={screen.heading}>{owner ? `Clients of ${owner}` : 'Client List'}</h1>
          {owner && <Link to={adminPath(adminPages.clients.path)}>Back to my clients</Link>}
        </Inline>
        {mayAdd && list.status !== 'error' && (
          <Button asChild size="small">
            <Link to={addUserPath}>Add User</Link>
          </Button>
        )}
      </Inline>
      {upline && <UplineSummary upline={upline} />}
      <ListFrame {...list}>
        <Table.Root caption={owner ? `Clients of ${owner}` : 'Client List'} hideCaption striped>
          <Table.Head>
            <Table.Row>
              {columns.map((column) => (
                <Table.HeaderCell key={column} numeric={numericColumns.includes(column)}>
                  {column}
                </Table.HeaderCell>
              ))}
            </Table.Row>
          </Table.Head>
          <Table.Body emptyText={messages.noResultFound}>
            {rows.map((client) => (
              <Table.Row key={client.id}>
                <ClientFigureCells
                  client={client}
                  listPath={adminPages.clients.path}
                  onExposure={() => showExposure(client.username)}
                />
                <Table.Cell numeric>
                  {client.exposureLimit === undefined ? (
                    '–'
                  ) : (
                    <Amount value={client.exposureLimit} tone="none" />
                  )}
                </Table.Cell>
                <Table.Cell>
                  <ClientStatus client={client} />
                </Table.Cell>
                <Table.Cell>
                  <ClientRowActions
                    username={client.username}
                    kinds={actionsFor(client, privileges, directChildren)}
                    statementPath={
                      mayReadStatements
                        ? `${adminPath(adminPages.accountStatement.path)}?username=${encodeURIComponent(client.username)}`
                        : undefined
                    }
                    responsibleGamingPath={
                      mayReadResponsibleGaming && client.role === 'user'
                        ? adminPath(`${adminPages.responsibleGaming.path}/${encodeURIComponent(client.id)}`)
                        : undefined
                    }
                    onChoose={(kind) => setAction({ kind, client })}
                    onResetTransactionPassword={
                      mayResetTransactionPassword ? () => setResetting(client.username) : undefined
                    }
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ListFrame>
      <ClientActionDialog
        action={action}
        privileges={privileges}
        onSubmit={onAction}
        onClose={() => setAction(null)}
        loadBalance={loadBalance}
      />
      <ResetTransactionPasswordDialog
        username={resetting}
        onReset={onResetTransactionPassword}
        onClose={() => setResetting(null)}
      />
      <ExposureDialog view={exposure} onClose={() => setExposure(null)} />
    </div>
  );
}
