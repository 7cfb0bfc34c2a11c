import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for the whole repo: design system, widgets and app screens. The Vite config (React,
// vanilla-extract, the source export condition) comes from the root vite.config.ts.
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
