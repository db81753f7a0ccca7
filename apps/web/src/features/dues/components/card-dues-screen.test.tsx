import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/toast', () => {
  const record = (m: unknown) => void toasts.push(String(m));
  return { toast: { success: record, error: record, info: record, warning: record } };
});
const rows = vi.hoisted(() => ({ data: [] as unknown[] }));
vi.mock('../api/get-dues', () => ({ useDues: () => ({ isPending: false, isSuccess: true, data: rows.data }) }));
vi.mock('../api/update-dues', () => ({ useUpdateDues: () => ({ isPending: false, mutateAsync: vi.fn() }) }));

const { CardDuesScreen } = await import('./card-dues-screen');

afterEach(() => {
  cleanup();
  toasts.length = 0;
});

const RULE = 'New dues apply to challans issued after the change; challans already issued keep their amount.';

describe('the card dues page', () => {
  it('says what a change of dues does once, on the page, and toasts nothing when it opens', () => {
    rows.data = [
      { req_snm: 'DUP', req_def: 'Duplicate Student Card', dues: 700, dues_desc: 'Seven Hundred Only' },
      { req_snm: 'TRI', req_def: 'Triplicate Student Card', dues: 900, dues_desc: 'Nine Hundred Only' },
    ];
    renderScreen(<CardDuesScreen />);
    expect(screen.getAllByText(RULE)).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(/affect all/i);
    expect(toasts).toEqual([]);
  });

  it('a list that did not load says so once, on the page', () => {
    rows.data = [];
    renderScreen(<CardDuesScreen />);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(toasts).toEqual([]);
  });
});
