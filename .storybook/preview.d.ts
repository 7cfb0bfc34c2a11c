import type { Preview } from '@storybook/react-vite';
import '@exchange/design-system/brands/all';
declare const preview: Preview;
export default preview;
