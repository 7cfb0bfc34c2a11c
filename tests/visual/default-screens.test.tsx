import { shootEachStory } from './shootStories.tsx';

await shootEachStory('screens');
