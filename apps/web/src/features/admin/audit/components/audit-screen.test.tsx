import { STATUS } from '@portal/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render-screen';

const calls = vi.hoisted(() => ({ search: vi.fn() }));
vi.mock('../api/search-audit', async (actual) => ({ ...(await actual<typeof import('../api/search-audit')>()), searchAudit: calls.search }));
vi.mock('../../academics/api/academics', () => ({ useDepartments: () => ({ data: [{ D_ID: 406, D_NM: 'Main Library' }] }) }));

const { AuditScreen } = await import('./audit-screen');

const row = {
  ID: 1,
  AT: '2026-11-20T09:30:00.000Z',
  ACTOR_NAME: 'Library Staff (library)',
  ENTITY: 'clearance_row',
  ENTITY_ID: '42',
  ACTION: 'update',
  BEFORE: { D_ID: 406, REQ_ID: STATUS.PENDING },
  AFTER: { D_ID: 406, REQ_ID: STATUS.APPROVED },
};

afterEach(() => {
  cleanup();
  calls.search.mockReset();
  localStorage.clear();
});

describe('the audit screen', { timeout: 20_000 }, () => {
  it('filters as the administrator types or chooses, with no Search button', async () => {
    calls.search.mockResolvedValue({ rows: [row], total: 1 });
    renderScreen(<AuditScreen />, { path: '/admin/audit' });
    // (jsdom lays out no table cells: the change in words is tested with the change list itself.)
    await waitFor(() => expect(calls.search).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    expect(calls.search).toHaveBeenLastCalledWith({}, expect.objectContaining({ page: 1 }));

    fireEvent.change(screen.getByLabelText('Who (username)'), { target: { value: 'library' } });
    await waitFor(() => expect(calls.search).toHaveBeenLastCalledWith({ actor: 'library' }, expect.objectContaining({ page: 1 })));
    fireEvent.change(screen.getByLabelText('What'), { target: { value: 'clearance_row' } });
    await waitFor(() => expect(calls.search).toHaveBeenLastCalledWith({ actor: 'library', entity: 'clearance_row' }, expect.anything()));
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'update' } });
    await waitFor(() => expect(calls.search).toHaveBeenLastCalledWith({ actor: 'library', entity: 'clearance_row', action: 'update' }, expect.anything()));
  });

  it("applies the days as they are chosen in the portal's date input, and says so when the last is before the first", async () => {
    calls.search.mockResolvedValue({ rows: [row], total: 1 });
    renderScreen(<AuditScreen />, { path: '/admin/audit' });
    // The date input loads just after the screen.
    await waitFor(() => expect(document.querySelectorAll('[data-dates-input]')).toHaveLength(2));
    const from = screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement;
    expect(from.placeholder).toBe('YYYY-MM-DD');
    fireEvent.change(from, { target: { value: '2026-11-20' } });
    await waitFor(() => expect(calls.search).toHaveBeenLastCalledWith({ from: '2026-11-20' }, expect.objectContaining({ page: 1 })));
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '2026-11-02' } });
    expect((await screen.findByRole('alert')).textContent).toBe('The last day is before the first: the list shows the days chosen before.');
    expect(calls.search).not.toHaveBeenCalledWith(expect.objectContaining({ to: '2026-11-02' }), expect.anything());
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '2026-11-22' } });
    await waitFor(() => expect(calls.search).toHaveBeenLastCalledWith({ from: '2026-11-20', to: '2026-11-22' }, expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
