// The `Widgets/MarketBook` Stress story (or `?story=ladder`, the `Widgets/PriceLadder` one) as Storybook
// renders it (its args and the preview's theme decorator), alone on a page built for production, so the
// benchmark measures the widgets and not Storybook's own UI.
import { composeStories } from '@storybook/react-vite';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import preview from '../../../.storybook/preview.tsx';
import './probe.js';
import * as marketBookStories from '../../../packages/betting-widgets/src/widgets/MarketBook/MarketBook.stories.tsx';
import * as priceLadderStories from '../../../packages/betting-widgets/src/widgets/PriceLadder/PriceLadder.stories.tsx';

const asked = new URLSearchParams(window.location.search);
const ladder = asked.get('story') === 'ladder';
const { Stress } = composeStories(ladder ? priceLadderStories : marketBookStories, preview);
// The benchmark may ask for another board: `?markets=100&mix=soccerPage` (issue 39's odds page of a dozen
// market types) instead of the story's 50 three-runner match odds, or `?story=ladder&ladders=12`.
const args = {
  ...(asked.has('markets') && { markets: Number(asked.get('markets')) }),
  ...(asked.has('mix') && { mix: asked.get('mix') }),
  ...(asked.has('ladders') && { ladders: Number(asked.get('ladders')) }),
};
createRoot(document.getElementById('root')).render(createElement(Stress, args));
