import { newUserToWire } from '@exchange/domain';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import { useServices } from '../../services.ts';
import { clientDetail, registerUser } from '../api.ts';
import { adminPages, adminPath } from '../pages.ts';
import { AddUserScreen } from '../screens/users/AddUserScreen.tsx';
import { operatorAtom } from '../state.ts';
import { Failure } from '../../forms/Failure.tsx';

/**
 * `/admin/add-user[/{username}]`: register under the operator, or under a user of its subtree (its role
 * bounds the roles offered, its partnership the share). Success toasts the server's 'User successfully
 * created' and shows the parent's clients.
 */
export function Component() {
  const services = useServices();
  const navigate = useNavigate();
  const operator = useAtomValue(operatorAtom);
  const { username } = useParams();
  const isSelf = !username || username.toLowerCase() === operator?.username.toLowerCase();
  const loadParent = useCallback(
    async () => (isSelf || !username ? null : clientDetail(services.api, username)),
    [isSelf, username, services.api],
  );
  const named = useKeyedLoad(username ?? '', loadParent);

  if (!operator) return null;
  if (!isSelf && named.status === 'error') {
    return <Failure message={named.error} />;
  }
  const parent = isSelf
    ? { username: operator.username, role: operator.role }
    : named.value && {
        username: named.value.username,
        role: named.value.role,
        partnership: named.value.partnership,
      };
  if (!parent) return null;

  return (
    <AddUserScreen
      key={parent.username}
      parent={parent}
      parentIsSelf={isSelf}
      grantable={operator.privileges ?? []}
      onSubmit={async (user) => {
        services.toast.success(await registerUser(services.api, newUserToWire(user)));
        const list = adminPages.clients.path;
        await navigate(adminPath(isSelf ? list : `${list}/${parent.username}`));
      }}
    />
  );
}
