import { privilege } from '@exchange/domain';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useServices } from '../../services.ts';
import { pendingPaymentCount } from '../cashierApi.ts';
import { adminPages, type Operator } from '../pages.ts';
import { cashierDecisionsAtom } from '../state.ts';

/** How often the menu's counts are read again: a new request has no push to operators. */
export const pendingCountsIntervalMs = 30_000;

/**
 * The menu's counts of requests waiting on the operator, by page path: read when the page changes, after
 * each of its decisions and every 30 seconds. Nothing is asked of an operator without Deposit or Withdraw.
 */
export function usePendingCounts(operator: Operator | null, pathname: string): Record<string, number> {
  const { api } = useServices();
  const decisions = useAtomValue(cashierDecisionsAtom);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const decides =
    operator !== null &&
    (operator.privileges.includes(privilege.deposit) || operator.privileges.includes(privilege.withdraw));
  useEffect(() => {
    if (!decides) return;
    let current = true;
    const read = () =>
      pendingPaymentCount(api).then(
        (count) => {
          if (!current) return;
          setCounts({
            [adminPages.depositStatement.path]: count.deposit,
            [adminPages.withdrawStatement.path]: count.withdraw,
          });
        },
        // A missed count keeps the last one; the next tick tries again.
        () => undefined,
      );
    void read();
    const timer = setInterval(() => void read(), pendingCountsIntervalMs);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [api, decides, pathname, decisions]);
  return decides ? counts : {};
}
