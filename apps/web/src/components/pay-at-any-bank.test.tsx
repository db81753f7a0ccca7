import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render-screen';
import { PayAtAnyBank } from './pay-at-any-bank';

afterEach(cleanup);

describe('the consumer number beside an unpaid challan', () => {
  it('says where to pay and the number', () => {
    renderScreen(<PayAtAnyBank consumerNumber="101010000000000042" challanId={42} />);
    expect(screen.getByText(/^Pay at any bank/).textContent).toBe('Pay at any bank branch, ATM, internet or mobile banking — 1Bill / Kuickpay: consumer number 101010000000000042');
    expect(screen.getByTestId('consumer-number-42').querySelector('code')?.textContent).toBe('101010000000000042');
  });

  it('shows nothing without a number (paid, or the banks are not connected)', () => {
    renderScreen(<PayAtAnyBank consumerNumber={undefined} challanId={42} />);
    expect(screen.queryByText(/Pay at any bank/)).toBeNull();
  });
});
