import { shootStories } from './shootStories.tsx';

shootStories('royal', 'screens');
