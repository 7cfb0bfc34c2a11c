import { fromMinor } from '@exchange/domain';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { idempotencyKey } from '../../routes/idempotencyKey.ts';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import { useServices, type Services } from '../../services.ts';
import {
  accountBalanceOf,
  clientList,
  exposureByEvent,
  moveChips,
  parentDetail,
  resetTransactionPassword,
  setClientLocks,
  setClientPassword,
  unlockAccount,
  updateClient,
  type ClientRowWire,
} from '../api.ts';
import type { ClientActionRequest, ClientRow } from '../screens/clients/clientActions.ts';
import { ClientListScreen } from '../screens/clients/ClientListScreen.tsx';
import { operatorAtom } from '../state.ts';
import { usePagedList } from './usePagedList.ts';

/** The list row in the screen's words (the wire's spellings stop here). */
export function clientRowFromWire(wire: ClientRowWire): ClientRow {
  return {
    id: wire._id,
    username: wire.username,
    fullName: wire.fullname,
    role: wire.role,
    creditReference: wire.creditRefrences,
    balance: wire.balance,
    clientProfitLoss: wire.clientPL,
    exposure: wire.exposer,
    available: wire.available,
    exposureLimit: wire.exposerLimit,
    userLock: wire.userLock,
    betLock: wire.betLock,
    jurisdiction: wire.jurisdiction,
    betSettings: wire.userSetting,
  };
}

/** Sends one dialog's change; resolves with the server's message. */
async function sendAction(
  services: Services,
  request: ClientActionRequest,
  client: ClientRow,
): Promise<string> {
  const { api } = services;
  const { username } = client;
  if (request.kind === 'unlock') {
    await unlockAccount(api, username);
    return `${username}: sign-in unlocked`;
  }
  const { transactionPassword } = request;
  switch (request.kind) {
    case 'deposit':
    case 'withdraw':
      // One key per submitted move: a retry of this request moves nothing twice.
      return moveChips(
        api,
        { username, type: request.kind, amount: fromMinor(request.amount), transactionPassword },
        idempotencyKey(),
      );
    case 'creditReference':
      await updateClient(api, {
        username,
        creditRefrences: fromMinor(request.creditReference),
        transactionPassword,
      });
      return `${username}: credit reference saved`;
    case 'exposureLimit':
      await updateClient(api, {
        username,
        exposerLimit: fromMinor(request.exposureLimit),
        transactionPassword,
      });
      return `${username}: exposure limit saved`;
    case 'password':
      return setClientPassword(api, {
        username,
        password: request.password,
        passwordConfirmation: request.passwordConfirmation,
        transactionPassword,
      });
    case 'locks':
      await setClientLocks(api, {
        username,
        userLock: request.userLock,
        betLock: request.betLock,
        transactionPassword,
      });
      return `${username}: locks saved`;
    case 'stakes':
      await updateClient(api, {
        username,
        userSetting: request.betSettings.map((setting) => ({
          minBet: fromMinor(setting.minBet),
          maxBet: fromMinor(setting.maxBet),
          delay: setting.delaySeconds,
        })),
        transactionPassword,
      });
      return `${username}: stake limits saved`;
  }
}

/** `/admin`, `/admin/list-clients[/{username}]`: get-user-list of the operator or of a user below it. */
export function Component() {
  const services = useServices();
  const operator = useAtomValue(operatorAtom);
  const { username } = useParams();
  const [search, setSearch] = useState('');
  const fetchServerPage = useCallback(
    async (filter: { username?: string; search: string }, page: number) => {
      const result = await clientList(services.api, { ...filter, page });
      return { ...result, items: result.items.map(clientRowFromWire) };
    },
    [services.api],
  );
  const list = usePagedList({ ...(username && { username }), search: search.trim() }, fetchServerPage);
  const directChildren = !username || username.toLowerCase() === operator?.username.toLowerCase();
  const owner = directChildren ? undefined : username;
  const { api } = services;
  const loadUpline = useCallback(async () => (owner ? parentDetail(api, owner) : null), [api, owner]);
  const upline = useKeyedLoad(owner ?? '', loadUpline).value;
  const loadExposure = useCallback(
    async (name: string) =>
      (await exposureByEvent(api, name)).map(({ exposer, ...event }) => ({ ...event, exposure: exposer })),
    [api],
  );
  const loadBalance = useCallback(
    async (name: string) => {
      const { balance, exposer } = await accountBalanceOf(api, name);
      return { balance, exposure: exposer };
    },
    [api],
  );

  return (
    <ClientListScreen
      key={username ?? ''}
      owner={owner}
      upline={
        upline
          ? {
              username: upline.username,
              role: upline.role,
              balance: upline.balance,
              available: upline.available,
              creditReference: upline.creditRefrences,
            }
          : undefined
      }
      loadExposure={loadExposure}
      loadBalance={loadBalance}
      onResetTransactionPassword={(name, password) =>
        resetTransactionPassword(api, { username: name, password })
      }
      directChildren={directChildren}
      rows={list.items}
      status={list.status}
      error={list.error}
      privileges={operator?.privileges ?? []}
      pageSize={list.pageSize}
      onPageSizeChange={list.onPageSizeChange}
      search={search}
      onSearchChange={(next) => {
        setSearch(next);
        list.firstPage();
      }}
      page={list.page}
      totalPages={list.totalPages}
      onPageChange={list.onPageChange}
      onAction={async (request, client) => {
        services.toast.success(await sendAction(services, request, client));
        list.reload();
      }}
    />
  );
}
