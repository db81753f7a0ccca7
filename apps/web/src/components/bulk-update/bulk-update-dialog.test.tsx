import { BULK_MSG, M, MAX_BULK_ROWS, MSG, reasonFields, STATUS, type BulkResult, type SessionUser } from '@portal/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen';

// The card office (101): its clearance statuses include Approved and Rejected.
const user = { ID: 5, ROLE: 'FMR', D_ID: 101, ROLE_DES: 'Staff', NM: 'Card Office' } as unknown as SessionUser;
vi.mock('../../lib/session', () => ({ useSessionUser: () => user }));
const bulk = vi.hoisted(() => ({ run: vi.fn() }));
vi.mock('./bulk-update-api', () => ({ runBulk: bulk.run }));

const { BulkUpdateDialog } = await import('./bulk-update-dialog');

afterEach(() => {
  cleanup();
  bulk.run.mockReset();
});

function renderDialog(selectedIds: number[] = []) {
  const onApplied = vi.fn();
  renderScreen(<BulkUpdateDialog opened onClose={() => {}} kind="clearance" selectedIds={selectedIds} onApplied={onApplied} />);
  return { onApplied };
}

const paste = (text: string) => fireEvent.change(screen.getByRole('textbox', { name: 'Paste roll numbers' }), { target: { value: text } });
function chooseStatus(name: string) {
  fireEvent.click(screen.getByLabelText(/^Status/, { selector: 'input' }));
  fireEvent.click(screen.getByRole('option', { name }));
}
const previewButton = () => screen.getByRole('button', { name: /^Preview/ });

// Mantine forms render slowly in jsdom on a busy machine: each test has 20 s.
describe('the bulk update dialog', { timeout: 20_000 }, () => {
  it('with no row selected or pasted, says so and asks nothing', () => {
    renderDialog();
    chooseStatus('Approved');
    fireEvent.click(previewButton());
    expect(screen.getByRole('alert').textContent).toBe(BULK_MSG.nothingSelected);
    expect(bulk.run).not.toHaveBeenCalled();
  });

  it(`refuses more than ${MAX_BULK_ROWS} rows in one change, with the limit in its message`, () => {
    renderDialog([1, 2]);
    paste(Array.from({ length: MAX_BULK_ROWS - 1 }, (_, i) => `BSCS-22-${String(i).padStart(4, '0')}`).join('\n'));
    chooseStatus('Approved');
    fireEvent.click(previewButton());
    expect(screen.getByRole('alert').textContent).toBe(BULK_MSG.tooManyRows(MAX_BULK_ROWS));
    expect(bulk.run).not.toHaveBeenCalled();
  });

  it('asks for a status before anything is sent', () => {
    renderDialog([1]);
    fireEvent.click(previewButton());
    expect(screen.getByRole('alert').textContent).toBe(MSG.selectStatus);
    expect(bulk.run).not.toHaveBeenCalled();
  });

  it('previews every row first (a dry run), then changes only the rows the preview found to change', async () => {
    const preview: BulkResult = { changed: [{ T_ID: 1 }, { T_ID: 9, ROLNO: 'BSCS-22-0009' }], unchanged: [], refused: [{ ROLNO: 'BSCS-22-0404', ...reasonFields(M.common.notFound) }] };
    bulk.run.mockResolvedValueOnce(preview).mockResolvedValueOnce({ changed: preview.changed, unchanged: [], refused: [] });
    const { onApplied } = renderDialog([1]);
    paste('BSCS-22-0009, BSCS-22-0404');
    chooseStatus('Rejected');
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment' }), { target: { value: 'Card not returned' } });
    fireEvent.click(previewButton());
    await waitFor(() => expect(bulk.run).toHaveBeenCalledTimes(1));
    expect(bulk.run.mock.calls[0]![0]).toEqual({
      kind: 'clearance',
      cardType: undefined,
      change: { STATUS: STATUS.REJECTED, COMMENT: 'Card not returned', VENUE: undefined, DIST_DT: undefined },
      T_IDs: [1],
      ROLNOs: ['BSCS-22-0009', 'BSCS-22-0404'],
      dryRun: true,
    });
    expect((await screen.findByRole('status')).textContent).toContain(`BSCS-22-0404 (${MSG.notFound})`);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: change 2 rows' }));
    await waitFor(() => expect(bulk.run).toHaveBeenCalledTimes(2));
    expect(bulk.run.mock.calls[1]![0]).toMatchObject({ T_IDs: [1, 9], ROLNOs: [], dryRun: false });
    await waitFor(() => expect(onApplied).toHaveBeenCalled());
  });
});
