import { shootStories } from './shootStories.tsx';

shootStories('default', 'screens');
