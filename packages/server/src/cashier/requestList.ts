import { isOperator, Refusal, type PaymentStatusFilter } from '@exchange/domain';
import type { Caller } from '../caller.ts';
import type { AppContext } from '../context.ts';
import { requirePrivilege } from '../hierarchy/common.ts';
import { loadActingUser, loadTargetInSubtree } from '../hierarchy/subtree.ts';
import { dayRange } from '../money/service.ts';
import { requestPage, requestToWire, type RequestFilter } from './queries.ts';
import { privilegeFor } from './service.ts';

/**
 * Whose requests a list shows: a player its own (naming anyone else is refused); an operator, under the
 * type's privilege, its subtree's, or one user's of it.
 */
async function listScope(
  context: Pick<AppContext, 'db'>,
  caller: Caller,
  type: RequestFilter['type'],
  username: string | undefined,
): Promise<Pick<RequestFilter, 'userId' | 'belowPath'>> {
  const acting = await loadActingUser(context.db, caller);
  const named = username?.trim();
  if (!isOperator(caller.role)) {
    if (named && named.toLowerCase() !== acting.username.toLowerCase()) throw new Refusal('not_in_subtree');
    return { userId: acting.id };
  }
  requirePrivilege(caller, privilegeFor(type));
  if (!named) return { belowPath: acting.path };
  const { target } = await loadTargetInSubtree(context, caller, { username: named });
  return { userId: target.id };
}

/** get-deposit-withdraw-list's filters: the type, the period, the status and perhaps one user. */
export interface RequestListFilter {
  type: RequestFilter['type'];
  startDate: string;
  endDate: string;
  reportType: PaymentStatusFilter;
  username?: string | undefined;
}

/**
 * A page of deposit or withdrawal requests of the filters, newest first, in wire form: what the caller may
 * see of them (listScope). The screens read 10 or their page size; an export reads the period whole.
 */
export async function requestList(
  context: Pick<AppContext, 'db'>,
  caller: Caller,
  filter: RequestListFilter,
  page: { page: number; pageSize: number },
) {
  const scope = await listScope(context, caller, filter.type, filter.username);
  const { rows, totalDocs } = await requestPage(context.db, {
    ...scope,
    ...dayRange(filter.startDate, filter.endDate),
    type: filter.type,
    status: filter.reportType,
    ...page,
  });
  return {
    items: rows.map(requestToWire),
    page: page.page,
    totalPages: Math.ceil(totalDocs / page.pageSize),
    totalDocs,
  };
}
