// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openerOf, useLazyDialog } from './use-lazy-dialog';

function Dialog({ open, onClose, name }: { open: boolean; onClose: () => void; name: string }) {
  return open ? (
    <div role="dialog" aria-label={name}>
      <button type="button" onClick={onClose}>
        close
      </button>
    </div>
  ) : null;
}
let loads = 0;
const loadDialog = () => {
  loads++;
  return Promise.resolve(Dialog);
};

function Host({ children }: { children: ReactNode }) {
  const { Dialog: Loaded, open, close, item, triggerProps } = useLazyDialog(loadDialog, (event) => openerOf(event, 'data-name')?.dataset.name);
  return (
    <>
      <div {...triggerProps}>{children}</div>
      {Loaded && item ? <Loaded open={open} onClose={close} name={item} /> : null}
    </>
  );
}

describe('useLazyDialog', () => {
  it('loads the dialog once at the first intent, opens it with the clicked item, and closes it', async () => {
    const user = userEvent.setup();
    loads = 0;
    render(
      <Host>
        <button type="button" data-name="Photo 1">
          one
        </button>
        <button type="button" data-name="Photo 2">
          two
        </button>
        <button type="button">other</button>
      </Host>,
    );
    await user.click(screen.getByText('other'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByText('two'));
    expect(await screen.findByRole('dialog', { name: 'Photo 2' })).toBeTruthy();
    await user.click(screen.getByText('close'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByText('one'));
    expect(await screen.findByRole('dialog', { name: 'Photo 1' })).toBeTruthy();
    expect(loads).toBe(1);
  });
});
