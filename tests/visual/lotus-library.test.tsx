import { shootStories } from './shootStories.tsx';

shootStories('lotus', 'library');
