import { Amount, Inline, Select, Table } from '@exchange/design-system';
import { fromMinor, messages, roleLabels, roles, sumMinor, toMinor, type Role } from '@exchange/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListFrame, type ListControls } from '../../../screens/reports/ListFrame.tsx';
import * as screen from '../../../screens/screen.css.ts';
import { adminPages, adminPath } from '../../pages.ts';
import type { ClientRow } from './clientActions.ts';
import { ClientFigureCells, ClientStatus, figureColumns, moneyColumns } from './ClientListScreen.tsx';

/** The server's status filter of get-user-list ('' for all). */
export const clientStatusFilters = ['', 'active', 'locked'] as const;
export type ClientStatusFilter = (typeof clientStatusFilters)[number];
const statusLabels: Record<ClientStatusFilter, string> = { '': 'All', active: 'Active', locked: 'Locked' };

export interface ClientBalancesScreenProps extends ListControls {
  /** The user whose children are listed; the operator's own when absent. */
  owner?: string | undefined;
  rows: readonly ClientRow[];
  /** get-user-list's role filter ('' for every role). */
  role: Role | '';
  onRoleChange: (role: Role | '') => void;
  statusFilter: ClientStatusFilter;
  onStatusFilterChange: (status: ClientStatusFilter) => void;
  /** Beside the filters (issue 41): the list's download, of the filters and search applied. */
  actions?: ReactNode;
}

/** Roles a client can have (the Super Admin is nobody's client). */
const clientRoles = roles.filter((role) => role !== 'admin');

/**
 * `user2[/{username}]`, the second client list: the same children as the client list, read for their
 * money only. The server filters by role and status; the last row totals the clients listed. Actions
 * stay on the client list, one link away.
 */
export function ClientBalancesScreen({
  owner,
  rows,
  role,
  onRoleChange,
  statusFilter,
  onStatusFilterChange,
  actions,
  ...list
}: ClientBalancesScreenProps) {
  const title = owner ? `Balances of ${owner}'s clients` : 'Client Balances';
  const total = (field: (typeof moneyColumns)[number]) =>
    fromMinor(sumMinor(rows.map((client) => toMinor(client[field]))));
  return (
    <div className={screen.page}>
      <Inline align="between" alignY="center" space="medium">
        <Inline alignY="baseline" space="medium">
          <h1 className={screen.heading}>{title}</h1>
          {owner && <Link to={adminPath(adminPages.secondClientList.path)}>Back to my clients</Link>}
        </Inline>
        <Link to={adminPath(owner ? `${adminPages.clients.path}/${owner}` : adminPages.clients.path)}>
          Manage in Client List
        </Link>
      </Inline>
      <div className={screen.filters}>
        <Select
          label="Role"
          options={[
            { value: 'all', label: 'All' },
            ...clientRoles.map((value) => ({ value, label: roleLabels[value] })),
          ]}
          value={role || 'all'}
          onValueChange={(value) => onRoleChange(clientRoles.find((candidate) => candidate === value) ?? '')}
        />
        <Select
          label="Status"
          options={clientStatusFilters.map((value) => ({
            value: value || 'all',
            label: statusLabels[value],
          }))}
          value={statusFilter || 'all'}
          onValueChange={(value) =>
            onStatusFilterChange(clientStatusFilters.find((candidate) => candidate === value) ?? '')
          }
        />
        {actions}
      </div>
      <ListFrame {...list}>
        <Table.Root caption={title} hideCaption striped>
          <Table.Head>
            <Table.Row>
              {figureColumns.map((column, index) => (
                <Table.HeaderCell key={column} numeric={index > 1}>
                  {column}
                </Table.HeaderCell>
              ))}
              <Table.HeaderCell>Status</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body emptyText={messages.noResultFound}>
            {rows.map((client) => (
              <Table.Row key={client.id}>
                <ClientFigureCells client={client} listPath={adminPages.secondClientList.path} />
                <Table.Cell>
                  <ClientStatus client={client} />
                </Table.Cell>
              </Table.Row>
            ))}
            {rows.length > 1 && (
              <Table.Row data-total="">
                <Table.Cell>
                  <strong>Total</strong>
                </Table.Cell>
                <Table.Cell>{rows.length} clients</Table.Cell>
                {moneyColumns.map((field) => (
                  <Table.Cell key={field} numeric>
                    <strong>
                      <Amount value={total(field)} tone={field === 'clientProfitLoss' ? 'auto' : 'none'} />
                    </strong>
                  </Table.Cell>
                ))}
                <Table.Cell />
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </ListFrame>
    </div>
  );
}
