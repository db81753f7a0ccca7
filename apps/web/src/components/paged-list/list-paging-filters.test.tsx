import type { ListParams, Paged } from '@portal/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { PagedList } from './paged-list';
import type { PagedListColumn } from './types';

afterEach(() => {
  cleanup();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

type Row = { ID: number; NAME: string; STATUS: string };

/** A list of `total` rows whose server remembers what it was asked. */
function listOf(total: number) {
  const asked: ListParams[] = [];
  const fetchPage = async (p: ListParams): Promise<Paged<Row>> => {
    asked.push(p);
    const from = (p.page! - 1) * p.pageSize;
    const rows = Array.from({ length: Math.max(0, Math.min(p.pageSize, total - from)) }, (_, i) => ({ ID: from + i + 1, NAME: `Row ${from + i + 1}`, STATUS: 'Pending' }));
    return { rows, total };
  };
  return { asked, fetchPage };
}

const columns: PagedListColumn<Row>[] = [
  { accessor: 'NAME', title: 'Name', filterable: true },
  { accessor: 'STATUS', title: 'Status', filterOptions: [{ value: '1', label: 'Pending' }, { value: '9', label: 'Approved' }] },
];

describe('the paged list', () => {
  it('has one filter per column: a choice of statuses, not a text box beside a select', async () => {
    const list = listOf(3);
    renderScreen(<PagedList<Row> queryKey={['filters-test']} fetchPage={list.fetchPage} columns={columns} rowKey="ID" />);
    await waitFor(() => expect(list.asked).toHaveLength(1));
    // One control for the status, a choice (not a text box).
    expect(screen.getAllByRole('combobox', { name: 'Status' })).toHaveLength(1);
    const status = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Status' })).toBeNull();
    fireEvent.change(status, { target: { value: '9' } });
    await waitFor(() => expect(list.asked.at(-1)?.filters).toEqual({ STATUS: '9' }));
    expect(list.asked.at(-1)?.page).toBe(1);
  });

  it('remembers the page of each list apart: another list opens at its own page, not at the page of the last', async () => {
    window.history.replaceState(null, '', '/students-id-cards');
    const first = listOf(45);
    renderScreen(<PagedList<Row> queryKey={['cards']} fetchPage={first.fetchPage} columns={columns} rowKey="ID" />);
    fireEvent.click(await screen.findByRole('button', { name: '3' }));
    await waitFor(() => expect(first.asked.at(-1)?.page).toBe(3));
    cleanup();

    window.history.replaceState(null, '', '/students-duplicate-id-cards');
    const second = listOf(45);
    renderScreen(<PagedList<Row> queryKey={['duplicates']} fetchPage={second.fetchPage} columns={columns} rowKey="ID" />);
    await waitFor(() => expect(second.asked).toHaveLength(1));
    expect(second.asked[0]?.page).toBe(1);
    cleanup();

    // Back in the first list, its own page again.
    window.history.replaceState(null, '', '/students-id-cards');
    const again = listOf(45);
    renderScreen(<PagedList<Row> queryKey={['cards-again']} fetchPage={again.fetchPage} columns={columns} rowKey="ID" />);
    await waitFor(() => expect(again.asked).toHaveLength(1));
    expect(again.asked[0]?.page).toBe(3);
  });
});
