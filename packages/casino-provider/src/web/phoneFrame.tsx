import type { Decorator } from '@storybook/react-vite';

/** Stories with `parameters.phone` render 390 px wide, a common phone's width. */
export const withPhoneFrame: Decorator = (Story, context) =>
  context.parameters['phone'] === true ? (
    <div style={{ width: 390 }}>
      <Story />
    </div>
  ) : (
    <Story />
  );
