import { NumberInput } from '@mantine/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render-screen';

function Stock() {
  const [value, setValue] = useState<string | number>('');
  return (
    <>
      <NumberInput label="Ticket stock" min={1} max={60} allowDecimal={false} value={value} onChange={setValue} />
      <output>{String(value)}</output>
    </>
  );
}

describe("the portal's number fields", () => {
  afterEach(cleanup);
  it.each([
    ['-5', '-5'],
    ['0', '0'],
    ['999', '999'],
  ])('keep a typed %s out of range as typed when the field loses focus (never clamped)', (typed, kept) => {
    renderScreen(<Stock />);
    const field = screen.getByLabelText('Ticket stock');
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: typed } });
    fireEvent.blur(field);
    expect((field as HTMLInputElement).value).toBe(kept);
    expect(screen.getByRole('status').textContent).toBe(kept);
  });
});
