import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { newsLines } from '../../../screens/news/newsApi.ts';
import { useServices } from '../../../services.ts';
import { MessagesScreen } from '../../screens/sports/MessagesScreen.tsx';
import { saveNews } from '../../sportsApi.ts';
import { operatorAtom } from '../../state.ts';
import { useAction, useSportsData } from './useSportsData.ts';

/** `/admin/messages`: get-news (the ticker the operator's players see) and save-news (its own line). */
export function Component() {
  const { api } = useServices();
  const operator = useAtomValue(operatorAtom);
  const load = useCallback(() => newsLines(api), [api]);
  const news = useSportsData('news', load);
  const act = useAction(news.reload);
  return (
    <MessagesScreen
      username={operator?.username ?? ''}
      lines={news.value ?? []}
      status={news.status}
      error={news.error}
      onSave={(text) => act(() => saveNews(api, text))}
    />
  );
}
