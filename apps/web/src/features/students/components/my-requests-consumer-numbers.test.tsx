import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';

const data = vi.hoisted(() => ({ cards: [] as unknown[], transport: [] as unknown[] }));
vi.mock('../../id-cards/api/student-card-requests', () => ({ useStudentCardRequests: () => ({ data: data.cards, isLoading: false }), downloadCardChallan: vi.fn() }));
vi.mock('../api/other-requests', () => ({ useMyTransportRequests: () => ({ data: data.transport, isLoading: false }), myTransportRequestsKey: ['t'] }));

const { CardsSection } = await import('./my-requests-cards');
const { TransportSection } = await import('./my-requests-transport');

afterEach(cleanup);

const LINE = 'Pay at any bank branch, ATM, internet or mobile banking — 1Bill / Kuickpay: consumer number';
const card = (TRANS_ID: number, CONSUMER_NUMBER?: string) => ({
  TRANS_ID,
  CARD_TYPE: 2,
  ATTEMPT_NO: 2,
  REQUEST_TYPE: 'Duplicate',
  DATE_OF_APPLY: '2026-11-20T05:00:00.000Z',
  DISTRIBUTION_DATE: null,
  VENUE: '',
  COMMENT: '',
  REQ_STATUS: 6,
  STATUS: 'Fee Pending',
  FEE_AMOUNT: 700,
  FEE_DUE_DATE: '2026-11-30T05:00:00.000Z',
  FEE_PAID_AT: CONSUMER_NUMBER ? null : '2026-11-21T05:00:00.000Z',
  CAN_EDIT: false,
  HAS_CHALLAN: true,
  NEXT_STEP: null,
  ...(CONSUMER_NUMBER ? { CONSUMER_NUMBER } : {}),
});

describe("My Requests: the consumer number of a request's unpaid challan", () => {
  it('shows the line to pay a card request at any bank, only where the answer has a number', () => {
    data.cards = [card(41, '101010000000000077'), card(40)];
    renderScreen(<CardsSection />);
    const unpaid = screen.getByTestId('card-request-41');
    expect(within(unpaid).getByText(new RegExp(`^${LINE}`)).textContent).toBe(`${LINE} 101010000000000077`);
    expect(within(unpaid).getByTestId('consumer-number-41').querySelector('code')?.textContent).toBe('101010000000000077');
    expect(within(screen.getByTestId('card-request-40')).queryByText(new RegExp(LINE))).toBeNull();
  });

  it('shows it beside a transport request waiting for its fee', () => {
    data.transport = [
      { TRANS_ID: 9, REQUEST_TYPE: 'Transport Card', DATE_OF_APPLY: '20 November 2026', APPLY_DATE: '2026-11-20T05:00:00.000Z', DISTRIBUTION_DATE: 'N/A', VENUE: '', COMMENT: '', REQ_STATUS: 6, STATUS: 'Fee Pending', ROUTE_ID: 1, ROUTE_NO: '7', ROUTE_NAME: 'Model Town', STOP_ID: 1, STOP_NAME: 'Kalma Chowk', CONSUMER_NUMBER: '101010000000000123' },
    ];
    renderScreen(<TransportSection />);
    expect(screen.getByText(new RegExp(`^${LINE}`)).textContent).toBe(`${LINE} 101010000000000123`);
  });
});
