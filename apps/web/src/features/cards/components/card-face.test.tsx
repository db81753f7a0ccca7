import type { CardFace } from '@portal/domain/cards/schemas';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { CardBack } from './card-face';

afterEach(cleanup);

const card = {
  kind: 'id-card',
  serial: 'IC-000042',
  institution: 'University',
  name: 'Ayesha Khan',
  rollNo: 'BSCS-24-0001',
  validUntil: '2028-12-31',
  contact: '0300-1234567',
  address: 'House 1, Street 2',
  rfId: 'RF-77',
} as CardFace;

describe('the back of the digital ID card', () => {
  it('carries the Code 128 barcode of the roll number, as the printed card does', () => {
    renderScreen(<CardBack card={card} />);
    const back = screen.getByTestId('id-card-back');
    const barcode = within(back).getByRole('img', { name: 'Roll No: BSCS-24-0001' });
    // Start, twelve characters and the check symbol have three bars each, the stop four.
    expect(barcode.querySelectorAll('rect')).toHaveLength(14 * 3 + 4);
  });
});
