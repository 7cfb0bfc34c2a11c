import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NotFound, type NotFoundLinkProps } from './NotFound.tsx';

const meta = {
  title: 'Design System/NotFound',
  component: NotFound,
  args: { homeHref: '#home' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Opps! Page not found.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '#home');
  },
};

export const Playground: Story = {
  args: { description: 'The page may have moved, or the link may be out of date.' },
};

export const KeyboardToHome: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveFocus();
  },
};

const navigate = fn();

/** An app passes its router's link; here a stand-in that records where it would go. */
function RouterLink({ href, className, children }: NotFoundLinkProps) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

export const WithRouterLink: Story = {
  args: {
    homeHref: '/dashboard',
    linkLabel: 'Back to dashboard',
    renderLink: (props) => <RouterLink {...props} />,
  },
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/dashboard');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <NotFound {...args} description="The page may have moved." />
    </div>
  ),
};
