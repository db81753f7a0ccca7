import { M, type Message } from '@portal/domain';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { type StaffSaveAnswer, useStaffSave } from './use-staff-save';

const shown: { kind: string; text: unknown }[] = [];
vi.mock('./toast', () => ({
  toast: {
    success: (text: unknown) => shown.push({ kind: 'success', text }),
    error: (text: unknown) => shown.push({ kind: 'error', text }),
    info: (text: unknown) => shown.push({ kind: 'info', text }),
  },
}));

afterEach(() => {
  cleanup();
  shown.length = 0;
});

type Row = { STATUS: string; COMMENT: string };
const SAVED: Row = { STATUS: '1', COMMENT: '' };

function setup(save: (v: Row) => Promise<StaffSaveAnswer>, check?: (v: Row) => Message | null) {
  const reload = vi.fn(async () => undefined);
  const onSaved = vi.fn();
  const hook = renderHook(({ saved }) => useStaffSave<Row, StaffSaveAnswer>({ saved, save, check, reload, onSaved }), { initialProps: { saved: SAVED } });
  return { hook, reload, onSaved };
}

describe('useStaffSave: after any answer the form shows what is saved', () => {
  it('a refusal by the server puts the form back to the saved values and reloads them', async () => {
    const { hook, reload, onSaved } = setup(async () => {
      throw new ApiError(403, 'Approval Denied! Pending approvals from other departments');
    });
    act(() => hook.result.current.set('STATUS', '9'));
    expect(hook.result.current.values.STATUS).toBe('9');
    await act(() => hook.result.current.submit());
    expect(hook.result.current.values).toEqual(SAVED);
    expect(reload).toHaveBeenCalledOnce();
    expect(onSaved).not.toHaveBeenCalled();
    expect(shown).toEqual([{ kind: 'error', text: 'Approval Denied! Pending approvals from other departments' }]);
  });

  it('a refusal by the mirrored rule does the same without sending', async () => {
    const save = vi.fn(async () => ({ msg: 'Saved' }));
    const { hook, reload } = setup(save, (v) => (v.STATUS === '10' && !v.COMMENT ? M.common.rejectionNeedsComment : null));
    act(() => hook.result.current.set('STATUS', '10'));
    await act(() => hook.result.current.submit());
    expect(save).not.toHaveBeenCalled();
    expect(hook.result.current.values).toEqual(SAVED);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('nothing to change: the server says so, nothing reloads, the form is what is saved', async () => {
    const { hook, reload, onSaved } = setup(async () => ({ msg: 'Nothing to save: nothing was changed, so nothing was written.', unchanged: true }));
    act(() => hook.result.current.set('COMMENT', '  '));
    await act(() => hook.result.current.submit());
    expect(shown).toEqual([{ kind: 'info', text: 'Nothing to save: nothing was changed, so nothing was written.' }]);
    expect(hook.result.current.values).toEqual(SAVED);
    expect(reload).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a save reloads, and the form follows the newly saved values', async () => {
    const { hook, reload, onSaved } = setup(async () => ({ msg: 'Status Updated Successfully' }));
    act(() => hook.result.current.set('STATUS', '9'));
    await act(() => hook.result.current.submit());
    expect(reload).toHaveBeenCalledOnce();
    expect(onSaved).toHaveBeenCalledOnce();
    expect(shown).toEqual([{ kind: 'success', text: 'Status Updated Successfully' }]);
    hook.rerender({ saved: { STATUS: '9', COMMENT: '' } });
    expect(hook.result.current.values).toEqual({ STATUS: '9', COMMENT: '' });
  });
});
