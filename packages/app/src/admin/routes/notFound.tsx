import { useAtomValue } from 'jotai';
import { adminHome } from '../pages.ts';
import { AdminNotice } from '../screens/AdminNotice.tsx';
import { operatorAtom } from '../state.ts';

/** An unknown path under /admin: spec 8's not-found page inside the panel, Go to Home leading to its start. */
export function Component() {
  const operator = useAtomValue(operatorAtom);
  const home = adminHome({ role: operator?.role ?? 'dl', privileges: operator?.privileges ?? [] });
  return <AdminNotice kind="not-found" homeHref={home} />;
}
