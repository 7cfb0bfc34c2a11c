import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';

const meta = {
  title: 'Screens/Player/Loading',
  component: LoadingScreen,
  decorators: [withRouter],
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand and 'Please wait' while a signed-in page's first data loads. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Please wait');
    await expect(canvas.getByRole('img', { name: 'Apex Exchange' })).toBeVisible();
  },
};

export const Playground: Story = {};

export const Mobile: Story = { parameters: { phone: true } };
