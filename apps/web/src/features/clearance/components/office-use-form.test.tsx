import { M, MSG, STATUS, type ClearanceContext, type ClearanceRow } from '@portal/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';

const toasts = vi.hoisted(() => [] as { kind: string; text: string }[]);
vi.mock('../../../lib/toast', () => {
  const record = (kind: string) => (m: unknown) => void toasts.push({ kind, text: String(m) });
  return { toast: { success: record('success'), error: record('error'), info: record('info'), warning: record('warning') } };
});
const api = vi.hoisted(() => ({ update: vi.fn() }));
vi.mock('../api/clearance-requests', () => ({
  updateClearanceRow: api.update,
  useClearanceStatusOptions: () => ({
    data: [
      { REQ_ID: 1, REQ_DEF: 'Pending' },
      { REQ_ID: 9, REQ_DEF: 'Approved' },
      { REQ_ID: 10, REQ_DEF: 'Rejected' },
    ],
  }),
}));

const { OfficeUseForm } = await import('./office-use-form');

afterEach(() => {
  cleanup();
  toasts.length = 0;
  api.update.mockReset();
});

// The card office's row of a request whose other rows are pending.
const CARD_OFFICE = 101;
const ctx: ClearanceContext = {
  user: { ROLE: 'FMR', D_ID: CARD_OFFICE, ROLE_DES: 'Staff' },
  rows: [
    { D_ID: CARD_OFFICE, REQ_ID: STATUS.PENDING },
    { D_ID: 102, REQ_ID: STATUS.PENDING },
  ],
  challans: [],
  lock: { locked: false },
};
const rows = [{ D_ID: CARD_OFFICE, VENUE: '', COMMENT: '', VERSION: 3 }] as unknown as ClearanceRow[];
const request = { CLR_ID: 'CLR-1', T_ID: 7 } as never;

function renderForm() {
  const onSaved = vi.fn(async () => {});
  renderScreen(<OfficeUseForm request={request} rows={rows} ctx={ctx} readOnlyReason={null} onSaved={onSaved} extraButtons={null} />);
  return { onSaved };
}

function chooseStatus(name: string) {
  fireEvent.click(screen.getByLabelText('Status', { selector: 'input' }));
  fireEvent.click(screen.getByRole('option', { name }));
}

// Mantine forms render slowly in jsdom on a busy machine: each test has 20 s.
describe('the office-use form of a clearance row', { timeout: 20_000 }, () => {
  it('refuses a rejection without a comment before asking the server, with the rule\'s message', async () => {
    renderForm();
    chooseStatus('Rejected');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text: MSG.rejectionNeedsComment }]));
    expect(api.update).not.toHaveBeenCalled();
  });

  it('saves a rejection with its reason: the row, the status, the comment and the version it was opened at', async () => {
    api.update.mockResolvedValue({ success: true, msg: 'Status updated' });
    const { onSaved } = renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Venue' }), { target: { value: 'Card Office, Block A' } });
    chooseStatus('Rejected');
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment/Feedback' }), { target: { value: 'Card not returned' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1));
    expect(api.update).toHaveBeenCalledWith({ CLR_ID: 'CLR-1', T_ID: 7, STATUS: STATUS.REJECTED, COMMENT: 'Card not returned', VENUE: 'Card Office, Block A', VERSION: 3 });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(toasts).toEqual([{ kind: 'success', text: 'Status updated' }]);
  });

  it('disables every field and Save with the policy\'s reason when the row is read-only', () => {
    renderScreen(
      <OfficeUseForm request={request} rows={rows} ctx={ctx} readOnlyReason={M.common.forbidden} onSaved={async () => {}} extraButtons={null} />,
    );
    expect(screen.getByText(MSG.forbidden)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Venue' }).hasAttribute('disabled')).toBe(true);
  });
});
