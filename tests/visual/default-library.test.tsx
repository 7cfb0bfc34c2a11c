import { shootEachStory } from './shootStories.tsx';

shootEachStory('library');
