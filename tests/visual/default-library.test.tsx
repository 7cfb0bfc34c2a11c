import { shootEachStory } from './shootStories.tsx';

// The library's overlays in the default brand, light, each alone; its other stories are on the sheets.
await shootEachStory('library', { overlaysOnly: true });
