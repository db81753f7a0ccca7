import { MAX_PHOTO_BYTES, MSG } from '@portal/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import type { UserProfile } from '../../../lib/user-profile';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/toast', () => {
  const record = (m: unknown) => void toasts.push(String(m));
  return { toast: { success: record, error: record, info: record, warning: record } };
});
vi.mock('../api/routes-stops', () => ({
  useRoutes: () => ({ data: [{ ROUTE_ID: 13, ROUTE_NO: '13', ROUTE_NAME: 'Johar Town - GCU' }] }),
  useStopsOfRoute: (routeId: number | null) => ({ data: routeId === 13 ? [{ STOP_ID: 5, STOP_NAME: 'Kalma Chowk' }] : [] }),
}));
vi.mock('./route-list-modal', () => ({ RouteListButton: () => null }));

const { TransportForm } = await import('./transport-form');

afterEach(() => {
  cleanup();
  toasts.length = 0;
});

const profile = {
  NM: 'Ayesha Khan', F_NM: 'Imran Khan', ROLNO: 'BSCS-24-0006', CLASS: 'BS', DEPARTMENT: 'Computer Science', SESSION: '2024-2028',
  PH1: '0301-7654321', ADD1: 'Lahore', LAST_TR_S: null,
} as unknown as UserProfile;

function renderForm() {
  const onSubmit = vi.fn();
  renderScreen(<TransportForm profile={profile} kind="apply" busy={false} onSubmit={onSubmit} />);
  return { onSubmit };
}

function choose(label: string, option: string) {
  fireEvent.click(screen.getByLabelText(label, { selector: 'input' }));
  fireEvent.click(screen.getByRole('option', { name: option }));
}
const photo = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' });
function attach(file: File) {
  fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

// Mantine forms render slowly in jsdom on a busy machine: each test has 20 s.
describe('the transport card application form', { timeout: 20_000 }, () => {
  it('asks for the route, then the stop, then the photo, in that order, sending nothing meanwhile', () => {
    const { onSubmit } = renderForm();
    expect(screen.getByLabelText('Stop', { selector: 'input' }).hasAttribute('disabled')).toBe(true);
    submit();
    choose('Route', '13 - Johar Town - GCU');
    submit();
    choose('Stop', 'Kalma Chowk');
    submit();
    expect(toasts).toEqual([MSG.routeNotSelected, MSG.stopNotSelected, MSG.imageNotSelected]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it(`refuses a photo over ${MAX_PHOTO_BYTES / 1024} KB and a photo that is not a JPEG`, () => {
    const { onSubmit } = renderForm();
    choose('Route', '13 - Johar Town - GCU');
    choose('Stop', 'Kalma Chowk');
    attach(photo('me.jpg', MAX_PHOTO_BYTES + 1));
    submit();
    attach(photo('me.png', 2048));
    submit();
    expect(toasts).toEqual([MSG.fileTooLarge, MSG.onlyJpeg]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the chosen route, stop and photo', () => {
    const { onSubmit } = renderForm();
    choose('Route', '13 - Johar Town - GCU');
    choose('Stop', 'Kalma Chowk');
    const file = photo('me.jpg', MAX_PHOTO_BYTES);
    attach(file);
    submit();
    expect(toasts).toEqual([]);
    expect(onSubmit).toHaveBeenCalledWith({ routeId: 13, stopId: 5, file });
  });
});
