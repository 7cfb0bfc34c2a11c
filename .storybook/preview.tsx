import type { Preview } from '@storybook/react-vite';
import '@exchange/design-system/brands/all';
import { brandItems } from './brandItems.ts';
import { withTheme } from './withTheme.tsx';

const preview: Preview = {
  decorators: [withTheme],
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // An axe violation fails the story's test, in Storybook's test panel and in `npm test`.
    a11y: { test: 'error' },
  },
  globalTypes: {
    brand: {
      description: 'White-label brand',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: brandItems,
      },
    },
    mode: {
      description: 'Light or dark',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        dynamicTitle: true,
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
      },
    },
  },
  initialGlobals: { brand: 'default', mode: 'light' },
};

export default preview;
