import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed } from '../testing/render.tsx';
import { useOnceTrue } from './useOnceTrue.ts';

function Latch() {
  const [open, setOpen] = useState(false);
  const mounted = useOnceTrue(open);
  return (
    <>
      <button type="button" onClick={() => setOpen((held) => !held)}>
        {open ? 'Close' : 'Open'}
      </button>
      <output>{mounted ? 'mounted' : 'not yet'}</output>
    </>
  );
}

describe('useOnceTrue', () => {
  it('is false until the condition first holds, then true for good', async () => {
    renderThemed(<Latch />);
    await expect.element(page.getByRole('status')).toHaveTextContent('not yet');
    await userEvent.click(page.getByRole('button', { name: 'Open' }));
    await expect.element(page.getByRole('status')).toHaveTextContent('mounted');
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect.element(page.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    await expect.element(page.getByRole('status')).toHaveTextContent('mounted');
  });
});
