import {
  allCasinoCategoryId,
  casinoCategoryPath,
  notFoundPath,
  type CasinoCategoryId,
} from '@exchange/domain';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { CasinoLobbyScreen } from '../screens/casino/CasinoLobbyScreen.tsx';
import {
  categoryName,
  categoryNamed,
  categoryOfId,
  categorySlug,
  liveLobbyType,
} from '../screens/casino/lobby.ts';
import { useCasinoGames } from './casinoGames.ts';

const categoryListPrefix = '/casino-list/';

/**
 * The lobby: `/casino-in/live-dmd` (and `?category={name}`), `/casino-in/{type}` where the type names a
 * category, `/casino-games`, and `/casino-list/LC/4/{categoryId}` for spec 2's 18 ids. On a category list
 * a tab goes to that category's list; elsewhere it sets `?category=`. Anything else is not found.
 */
export function Component() {
  const { type, categoryId } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const casino = useCasinoGames();
  const onCategoryList = pathname.startsWith(categoryListPrefix);
  const ofType = type === undefined || type === liveLobbyType ? allCasinoCategoryId : categoryNamed(type);
  const named = search.get('category');
  const category = onCategoryList ? categoryOfId(categoryId) : named ? categoryNamed(named) : ofType;
  if (category === undefined || ofType === undefined) return <Navigate to={notFoundPath} replace />;
  return (
    <CasinoLobbyScreen
      title="Live Casino"
      {...casino}
      category={category}
      onCategoryChange={(next) => {
        if (onCategoryList) void navigate(casinoCategoryPath(next as CasinoCategoryId));
        else setSearch(next === allCasinoCategoryId ? {} : { category: categorySlug(categoryName(next)) });
      }}
    />
  );
}
