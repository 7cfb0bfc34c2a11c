import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { LoginScreen } from './LoginScreen.tsx';

const meta = {
  title: 'Screens/Player/Login',
  component: LoginScreen,
  decorators: [withRouter],
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Username/), 'Player');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'Player', password: 'Demo1234' });
  },
};

export const Playground: Story = {};

/** Nothing typed: each empty field says so and nothing is sent. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByText('Username is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused: its message, word for word. */
export const Error: Story = {
  args: { error: 'Invalid username or password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid username or password');
  },
};

export const Loading: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Login/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  parameters: { route: '/login', phone: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Responsible Gaming' })).toHaveAttribute(
      'href',
      '/responsible-gaming',
    );
  },
};
