import type { Role } from '@exchange/domain';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { DownloadButtons } from '../../exports/DownloadButtons.tsx';
import { useServices } from '../../services.ts';
import { clientList } from '../api.ts';
import { downloadClientBalances } from '../exports.ts';
import { ClientBalancesScreen, type ClientStatusFilter } from '../screens/clients/ClientBalancesScreen.tsx';
import { clientRowFromWire } from './clients.tsx';
import { usePagedList } from './usePagedList.ts';

/** `/admin/user2[/{username}]`: get-user-list of the operator or a user below it, by role and status. */
export function Component() {
  const { api } = useServices();
  const { username } = useParams();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [status, setStatus] = useState<ClientStatusFilter>('');
  const fetchServerPage = useCallback(
    async (
      filter: { username?: string; search: string; type: Role | ''; status: ClientStatusFilter },
      page: number,
    ) => {
      const result = await clientList(api, { ...filter, page });
      return { ...result, items: result.items.map(clientRowFromWire) };
    },
    [api],
  );
  const filter = { ...(username && { username }), search: search.trim(), type: role, status };
  const list = usePagedList(filter, fetchServerPage);
  // Every filter starts again at the first page.
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      list.firstPage();
    };

  return (
    <ClientBalancesScreen
      key={username ?? ''}
      owner={username}
      rows={list.items}
      status={list.status}
      error={list.error}
      pageSize={list.pageSize}
      onPageSizeChange={list.onPageSizeChange}
      search={search}
      onSearchChange={refilter(setSearch)}
      role={role}
      onRoleChange={refilter(setRole)}
      statusFilter={status}
      onStatusFilterChange={refilter(setStatus)}
      page={list.page}
      totalPages={list.totalPages}
      onPageChange={list.onPageChange}
      actions={<DownloadButtons formats={['csv']} download={() => downloadClientBalances(api, filter)} />}
    />
  );
}
