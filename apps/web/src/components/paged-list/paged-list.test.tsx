import type { ListParams, Paged } from '@portal/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pagingStorage } from '../../lib/storage';
import { renderScreen } from '../../test/render-screen';
import { PagedList, tableColumn } from './paged-list';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom lays nothing out; the table scrolls to its top when the page changes.
Element.prototype.scrollTo ??= () => {};

type Row = { ID: number };

/** A list whose server has `matches` rows and counts no further than `cap` of them, as lib/list-total.ts does. */
function listOf(matches: number, cap = 1000) {
  const asked: ListParams[] = [];
  const fetchPage = async (p: ListParams): Promise<Paged<Row>> => {
    asked.push(p);
    const from = ((p.page ?? 1) - 1) * p.pageSize;
    const rows = Array.from({ length: Math.max(0, Math.min(p.pageSize, matches - from)) }, (_, i) => ({ ID: from + i + 1 }));
    const upTo = Math.max(cap, from + p.pageSize) + 1;
    return matches >= upTo ? { rows, total: upTo - 1, totalIsEstimate: true } : { rows, total: matches };
  };
  renderScreen(<PagedList<Row> queryKey={['rows', matches]} fetchPage={fetchPage} columns={[{ accessor: 'ID', title: 'ID' }]} rowKey="ID" />);
  return asked;
}

const totalLine = () => screen.getByTestId('list-total').textContent;

describe('the paged list’s total', () => {
  it('an exact total as a number', async () => {
    listOf(42);
    await waitFor(() => expect(totalLine()).toBe('Total Number of Requests: 42'));
  });

  it('is said once the list has answered, under its rows (never drawn first and pushed down by them)', async () => {
    let answer: (page: Paged<Row>) => void = () => {};
    const fetchPage = () => new Promise<Paged<Row>>((resolve) => (answer = resolve));
    renderScreen(<PagedList<Row> queryKey={['late']} fetchPage={fetchPage} columns={[{ accessor: 'ID', title: 'ID' }]} rowKey="ID" />);
    await waitFor(() => expect(screen.getByRole('table')).toBeTruthy());
    expect(screen.queryByTestId('list-total')).toBeNull();
    answer({ rows: [{ ID: 1 }, { ID: 2 }], total: 2 });
    await waitFor(() => expect(totalLine()).toBe('Total Number of Requests: 2'));
  });

  it('never says "no records" between its answer arriving and its rows being drawn', async () => {
    let answer: (page: Paged<Row>) => void = () => {};
    const fetchPage = () => new Promise<Paged<Row>>((resolve) => (answer = resolve));
    const { container } = renderScreen(<PagedList<Row> queryKey={['drawn']} fetchPage={fetchPage} columns={[{ accessor: 'ID', title: 'ID' }]} rowKey="ID" />);
    await waitFor(() => expect(screen.getByRole('table')).toBeTruthy());
    // Every state the page shows: the table's "no records" is shown (active) only when it is not loading.
    let saidEmpty = false;
    const watch = () => {
      if (container.querySelector('.mantine-datatable-empty-state[data-active]')) saidEmpty = true;
    };
    watch();
    const observer = new MutationObserver(watch);
    observer.observe(container, { subtree: true, childList: true, attributes: true });
    answer({ rows: [{ ID: 1 }], total: 1 });
    await waitFor(() => expect(totalLine()).toBe('Total Number of Requests: 1'));
    observer.disconnect();
    expect(saidEmpty).toBe(false);
  });

  it('a list that could not be read says none', async () => {
    const fetchPage = () => Promise.reject(new Error('refused'));
    renderScreen(<PagedList<Row> queryKey={['refused']} fetchPage={fetchPage} columns={[{ accessor: 'ID', title: 'ID' }]} rowKey="ID" />);
    await waitFor(() => expect(totalLine()).toBe('Total Number of Requests: 0'));
  });

  it('more matches than the server counts: "1,000+ matches", and the next page can still be opened', async () => {
    pagingStorage.setPageNumber(window.location.pathname, 100);
    const asked = listOf(5000);
    await waitFor(() => expect(totalLine()).toBe('Total Number of Requests: 1,000+ matches'));
    expect(screen.getByText('991–1000 of 1,000+')).toBeTruthy();
    // Page 101 lies past the count: the pager offers it, and its answer raises the bound.
    fireEvent.click(screen.getByRole('button', { name: '101' }));
    await waitFor(() => expect(asked.at(-1)?.page).toBe(101));
    await waitFor(() => expect(totalLine()).toBe('Total Number of Requests: 1,010+ matches'));
  });
});

describe('the paged list’s exports', () => {
  it('saves the CSV under the list’s own name and the .xlsx beside it, an identifier kept as text', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = (b: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, b);
      return url;
    };
    URL.revokeObjectURL = () => {};
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    };
    try {
      type Phone = { ID: number; PHONE: string };
      const fetchPage = async (): Promise<Paged<Phone>> => ({ rows: [{ ID: 1, PHONE: '03001234569' }], total: 1 });
      renderScreen(
        <PagedList<Phone>
          queryKey={['phones']}
          fetchPage={fetchPage}
          columns={[{ accessor: 'PHONE', title: 'Phone' }]}
          rowKey="ID"
          csvFileName="Triplicate Student Cards .csv"
        />,
      );
      await waitFor(() => expect(totalLine()).toBe('Total Number of Requests: 1'));
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      fireEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(saved.map((s) => s.name)).toEqual(['Triplicate Student Cards .csv', 'Triplicate Student Cards .xlsx']);
      const csv = new Uint8Array(await saved[0].blob.arrayBuffer());
      expect([...csv.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(csv)).toContain('"=""03001234569"""');
      expect(saved[1].blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(new TextDecoder().decode(new Uint8Array(await saved[1].blob.arrayBuffer()))).toContain('<t xml:space="preserve">03001234569</t>');
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });
});

describe('the paged list’s columns', () => {
  it('an identifier column never breaks its codes across lines; a width is the least, not a fixed one', () => {
    const roll = tableColumn<{ ROLNO: string }>({ accessor: 'ROLNO', title: 'Roll No', identifier: true, width: 90 }, 'Roll No');
    expect(roll.noWrap).toBe(true);
    // A fixed width (width = min = max) cut a longer title to "Reference …"; the column may now grow.
    expect(roll.width).toBeUndefined();
    expect(roll.titleStyle).toEqual({ minWidth: 90 });
    expect(tableColumn<{ NM: string }>({ accessor: 'NM', title: 'Name' }, 'Name').noWrap).toBeFalsy();
  });
});
