import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

afterEach(cleanup);

function Dialog({ opened }: { opened: boolean }) {
  return <div>{opened ? 'dialog open' : 'dialog closed'}</div>;
}

describe('lazyDialog', () => {
  it('loads nothing while closed, loads and shows the dialog when it opens, and keeps it mounted after', async () => {
    const load = vi.fn(async () => Dialog);
    const LazyDialog = lazyDialog(load, (p: { opened: boolean }) => p.opened);
    const view = render(<LazyDialog opened={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(view.container.textContent).toBe('');

    view.rerender(<LazyDialog opened />);
    expect(await screen.findByText('dialog open')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    // Closing keeps the dialog mounted (its own close transition), with opened false.
    await act(async () => view.rerender(<LazyDialog opened={false} />));
    expect(screen.getByText('dialog closed')).toBeTruthy();
    await act(async () => view.rerender(<LazyDialog opened />));
    expect(screen.getByText('dialog open')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('returns focus on closing to what had it when the dialog first opened', async () => {
    // A dialog that takes the focus while open, as a modal's focus trap does.
    function Focusing({ opened }: { opened: boolean }) {
      return opened ? <input aria-label="inside" ref={(el) => el?.focus()} /> : null;
    }
    const LazyDialog = lazyDialog(async () => Focusing, (p: { opened: boolean }) => p.opened);
    const Screen = ({ opened }: { opened: boolean }) => (
      <>
        <button type="button">row</button>
        <LazyDialog opened={opened} />
      </>
    );
    const view = render(<Screen opened={false} />);
    screen.getByRole('button', { name: 'row' }).focus();
    view.rerender(<Screen opened />);
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('inside')));
    await act(async () => view.rerender(<Screen opened={false} />));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'row' })));
  });
});
