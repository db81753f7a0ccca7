import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The real provider is Mantine's; here a stand-in that "opens" a dialog by showing its title.
const opened: string[] = [];
let loads = 0;
vi.mock('./modals-on-demand', () => {
  loads++;
  return {
    ModalsOnDemand({ onReady, onGone }: { onReady: (open: (m: { title?: unknown }) => string) => void; onGone: () => void }) {
      useEffect(() => {
        onReady((m) => {
          opened.push(String(m.title));
          return 'id';
        });
        return onGone;
      }, [onReady, onGone]);
      return <div>provider loaded</div>;
    },
  };
});

const { ModalHost, openConfirmModal } = await import('./modal-host');

afterEach(cleanup);

describe('confirm dialogs through the modal provider loaded on first use', () => {
  it('loads nothing until a dialog is asked for, opens dialogs asked for while loading, then opens at once', async () => {
    render(<ModalHost />);
    expect(screen.queryByText('provider loaded')).toBeNull();
    expect(loads).toBe(0);

    act(() => {
      openConfirmModal({ title: 'first' });
      openConfirmModal({ title: 'second' });
    });
    expect(await screen.findByText('provider loaded')).toBeTruthy();
    expect(loads).toBe(1);
    await waitFor(() => expect(opened).toEqual(['first', 'second']));

    openConfirmModal({ title: 'third' });
    expect(opened).toEqual(['first', 'second', 'third']);
  });

  it('after the host unmounts, a dialog waits for the next host', async () => {
    opened.length = 0;
    openConfirmModal({ title: 'while away' });
    expect(opened).toEqual([]);
    render(<ModalHost />);
    await waitFor(() => expect(opened).toEqual(['while away']));
  });
});
