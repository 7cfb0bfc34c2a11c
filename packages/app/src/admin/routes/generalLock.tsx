import { useEffect, useState } from 'react';
import { useServices } from '../../services.ts';
import { clientDetail, generalLock, userSuggestions } from '../api.ts';
import { GeneralLockScreen } from '../screens/locks/GeneralLockScreen.tsx';

/** `/admin/userlock`: suggestions from get-user-list-suggestion, Load from get-user-detail, users-lock. */
export function Component() {
  const { api, toast } = useServices();
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<readonly string[]>([]);

  useEffect(() => {
    const text = query.trim();
    if (!text) return;
    let current = true;
    // A failed suggestion list only leaves the box without suggestions; Load reports what went wrong.
    userSuggestions(api, text).then(
      (names) => current && setSuggestions(names),
      () => current && setSuggestions([]),
    );
    return () => {
      current = false;
    };
  }, [api, query]);

  return (
    <GeneralLockScreen
      suggestions={query.trim() ? suggestions : []}
      onQueryChange={setQuery}
      onLoad={async (username) => {
        const user = await clientDetail(api, username);
        return { username: user.username, userLock: user.userLock, betLock: user.betLock };
      }}
      onApply={async (request) => {
        const status = await generalLock(api, request);
        toast.success(`${status.username} ${request.lock ? 'locked' : 'unlocked'}`);
        return status;
      }}
    />
  );
}
