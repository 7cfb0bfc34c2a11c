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
createRoot(document.getElementById('root')).render(createElement(Stress));
