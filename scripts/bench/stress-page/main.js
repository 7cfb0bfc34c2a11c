// The `Widgets/MarketBook` Stress story as Storybook renders it (its args and the preview's theme
// decorator), alone on a page built for production, so the benchmark measures the widgets and not
// Storybook's own UI.
import { composeStories } from '@storybook/react-vite';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import preview from '../../../.storybook/preview.tsx';
import './probe.js';
import * as marketBookStories from '../../../packages/betting-widgets/src/widgets/MarketBook/MarketBook.stories.tsx';

const { Stress } = composeStories(marketBookStories, preview);
// The benchmark may ask for another board: `?markets=100&mix=soccerPage` (issue 39's odds page of a dozen
// market types) instead of the story's 50 three-runner match odds.
const asked = new URLSearchParams(window.location.search);
const args = {
  ...(asked.has('markets') && { markets: Number(asked.get('markets')) }),
  ...(asked.has('mix') && { mix: asked.get('mix') }),
};
createRoot(document.getElementById('root')).render(createElement(Stress, args));
