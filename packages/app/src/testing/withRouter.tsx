import type { Decorator } from '@storybook/react-vite';
import { vars } from '@exchange/design-system';
import { MemoryRouter } from 'react-router';

/**
 * Screens link with the router's Link: stories give them an in-memory router at `parameters.route`, and
 * with `parameters.phone` a 375 px wide frame (the narrowest phone the screens are made for).
 */
export const withRouter: Decorator = (Story, context) => {
  const story = (
    <MemoryRouter initialEntries={[(context.parameters['route'] as string | undefined) ?? '/']}>
      <Story />
    </MemoryRouter>
  );
  if (context.parameters['phone'] !== true) return story;
  return <div style={{ width: 375, border: `1px solid ${vars.color.border.default}` }}>{story}</div>;
};
