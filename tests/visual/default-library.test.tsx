import { shootStories } from './shootStories.tsx';

shootStories('default', 'library');
