import { MAX_PHOTO_BYTES, MSG } from '@portal/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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
// jsdom decodes no picture: a JPEG (by name and first bytes) stands decoded, and its fitting gives a 30 KB JPEG
// (components/photo-picker.test.tsx; the real fitting: e2e/tests/photo-fit.spec.ts).
vi.mock('../../../lib/photo-canvas', () => ({
  decodeJpegFile: async (file: File) => {
    const head = new Uint8Array(await file.slice(0, 3).arrayBuffer());
    const jpeg = /\.jpe?g$/i.test(file.name) && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    return jpeg ? { url: 'blob:photo', image: {}, width: 4000, height: 3000 } : null;
  },
  fitPhoto: async (_photo: unknown, _area: unknown, name: string) => new File([new Uint8Array(30 * 1024)], name, { type: 'image/jpeg' }),
}));
vi.mock('../../../components/photo-cropper', () => ({ PhotoCropper: () => null }));
URL.createObjectURL ??= () => 'blob:result';
URL.revokeObjectURL ??= () => {};

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
  // jsdom lays nothing out: once the dropdown has been placed it counts as hidden, though it is open.
  fireEvent.click(screen.getByRole('option', { name: option, hidden: true }));
}
/** A file whose bytes start as a JPEG's, `bytes` long. */
const photo = (name: string, bytes: number) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(bytes - 4)], name, { type: 'image/jpeg' });
function attach(file: File) {
  fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
}
/** Presses Submit Application and waits until the form has answered (a toast, or the values sent). */
async function submit(onSubmit: ReturnType<typeof vi.fn>) {
  const before = toasts.length + onSubmit.mock.calls.length;
  fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
  await waitFor(() => expect(toasts.length + onSubmit.mock.calls.length).toBe(before + 1));
}

// Mantine forms render slowly in jsdom on a busy machine: each test has 40 s.
describe('the transport card application form', { timeout: 40_000 }, () => {
  it('asks for the route, then the stop, then the photo, in that order, sending nothing meanwhile', async () => {
    const { onSubmit } = renderForm();
    expect(screen.getByLabelText('Stop', { selector: 'input' }).hasAttribute('disabled')).toBe(true);
    await submit(onSubmit);
    choose('Route', '13 - Johar Town - GCU');
    await submit(onSubmit);
    choose('Stop', 'Kalma Chowk');
    await submit(onSubmit);
    expect(toasts).toEqual([MSG.routeNotSelected, MSG.stopNotSelected, MSG.imageNotSelected]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says at once that a file is not a JPEG (by its name or its bytes), and refuses it on Submit with that reason', async () => {
    const { onSubmit } = renderForm();
    choose('Route', '13 - Johar Town - GCU');
    choose('Stop', 'Kalma Chowk');
    attach(new File(['not a photo'], 'me.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.onlyJpeg);
    await submit(onSubmit);
    attach(photo('me.png', 2048));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.onlyJpeg);
    await submit(onSubmit);
    expect(toasts).toEqual([MSG.onlyJpeg, MSG.onlyJpeg]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it(`sends the chosen route, stop and the photo fitted within ${MAX_PHOTO_BYTES / 1024} KB, even when Submit is pressed at once`, async () => {
    const { onSubmit } = renderForm();
    choose('Route', '13 - Johar Town - GCU');
    choose('Stop', 'Kalma Chowk');
    attach(photo('IMG_2041.jpg', 12 * 1024 * 1024));
    await submit(onSubmit);
    expect(toasts).toEqual([]);
    const sent = onSubmit.mock.calls[0]![0] as { routeId: number; stopId: number; file: File };
    expect(sent).toMatchObject({ routeId: 13, stopId: 5 });
    expect(sent.file.name).toBe('IMG_2041.jpg');
    expect(sent.file.size).toBe(30 * 1024);
  });
});
