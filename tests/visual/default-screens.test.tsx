import { shootEachStory } from './shootStories.tsx';

shootEachStory('screens');
