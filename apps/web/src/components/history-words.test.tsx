import { STATUS } from '@portal/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/render-screen';

const AT = '2026-11-20T09:30:00.000Z';
const cardEntries = vi.hoisted(() => ({ rows: [] as unknown[] }));
vi.mock('../features/id-cards/api/get-card-request', () => ({ useCardHistory: () => ({ data: cardEntries.rows, isLoading: false }) }));

const { CardHistory } = await import('../features/id-cards/components/card-history');
const { TransportHistory } = await import('../features/transport/components/transport-history');
const { ClearanceHistory } = await import('../features/clearance/components/clearance-history');

afterEach(cleanup);

describe('request histories', () => {
  it('a card history names the action in words and lists only the fields whose shown value changed', () => {
    cardEntries.rows = [
      { ID: 1, AT, ACTOR_NAME: 'Ali (student)', ACTION: 'apply', BEFORE: null, AFTER: { REQ_STATUS: STATUS.PENDING, RF_ID: '' } },
      {
        ID: 2,
        AT,
        ACTOR_NAME: 'Card Office (card)',
        ACTION: 'update',
        BEFORE: { REQ_STATUS: STATUS.PENDING, RF_ID: null, MACHINE_ID: null, VENUE: 'Card Office' },
        AFTER: { REQ_STATUS: STATUS.APPROVED, RF_ID: '', MACHINE_ID: '', VENUE: 'Card Office' },
      },
    ];
    renderScreen(<CardHistory tId={1} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Applied');
    expect(rows[0]!.textContent).not.toContain('apply');
    expect(rows[0]!.textContent).not.toContain('RF ID');
    expect(rows[1]!.textContent).toContain('Saved');
    expect(rows[1]!.textContent).toContain('Status: Pending → Approved');
    expect(rows[1]!.textContent).not.toContain('RF ID');
    expect(rows[1]!.textContent).not.toContain('Machine');
    expect(rows[1]!.textContent).not.toContain('Venue');
  });

  it('a transport history names the action in words and the fields that changed', () => {
    renderScreen(
      <TransportHistory
        entries={[
          { AT, ACTOR_NAME: 'Ali (student)', ACTION: 'apply', BEFORE: null, AFTER: { REQ_STATUS: STATUS.SUBMITTED } },
          { AT, ACTOR_NAME: 'Transport (transport)', ACTION: 'review', BEFORE: { REQ_STATUS: STATUS.SUBMITTED, VENUE: 'A', COMMENT: null }, AFTER: { REQ_STATUS: STATUS.SUBMITTED, VENUE: 'B', COMMENT: '' } },
        ]}
      />,
    );
    expect(screen.getAllByText(/Applied/)).toHaveLength(1);
    expect(screen.queryByText(/· apply$/)).toBeNull();
    expect(screen.getByText('Venue: A → B')).toBeTruthy();
    expect(screen.queryByText(/Comment/)).toBeNull();
    expect(screen.queryByText(/Status: Submitted → Submitted/)).toBeNull();
  });

  it('a transport history whose before or after is no object (the answer types them unknown) lists no field', () => {
    renderScreen(<TransportHistory entries={[{ AT, ACTOR_NAME: 'Transport (transport)', ACTION: 'review', BEFORE: 'REQ_STATUS', AFTER: ['VENUE'] }]} />);
    expect(screen.getByText(/Transport \(transport\)/)).toBeTruthy();
    expect(screen.queryByText(/→/)).toBeNull();
  });

  it('a clearance history leaves out a status saved unchanged', () => {
    renderScreen(
      <ClearanceHistory
        history={[
          {
            ID: 1,
            AT,
            ACTOR: 'Main Library (library)',
            ENTITY: 'clearance_row',
            ACTION: 'update',
            BEFORE: { REQ_ID: STATUS.PENDING, VENUE: null, COMMENT: null },
            AFTER: { REQ_ID: STATUS.PENDING, VENUE: '', COMMENT: 'Return two books' },
          },
        ]}
      />,
    );
    const row = screen.getAllByRole('row')[1]!;
    expect(row.textContent).not.toContain('Pending → Pending');
    expect(row.textContent).not.toContain('Venue');
    expect(row.textContent).toContain('Return two books');
  });
});
