import { MSG } from '@portal/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/render-screen';

// jsdom decodes no picture and has no canvas: the browser's part is a stand-in here (e2e/tests/photo-fit.spec.ts
// runs the real one in Chromium). The checks of the name and first bytes are the real ones.
const canvas = vi.hoisted(() => ({ decoded: [] as string[], fitted: [] as unknown[] }));
vi.mock('../lib/photo-canvas', async (real) => {
  const actual = await real<typeof import('../lib/photo-canvas')>();
  return {
    decodeJpegFile: async (file: File) => {
      const head = new Uint8Array(await file.slice(0, 3).arrayBuffer());
      if (!/\.jpe?g$/i.test(file.name) || head[0] !== 0xff || head[1] !== 0xd8 || head[2] !== 0xff) return actual.decodeJpegFile(file);
      canvas.decoded.push(file.name);
      return { url: `blob:${file.name}`, image: {} as HTMLImageElement, width: 4000, height: 3000 };
    },
    fitPhoto: async (_photo: unknown, area: unknown, name: string) => {
      canvas.fitted.push(area);
      return new File([new Uint8Array(38 * 1024)], name, { type: 'image/jpeg' });
    },
  };
});
vi.mock('./photo-cropper', () => ({ PhotoCropper: ({ url }: { url: string }) => <div data-testid="cropper">{url}</div> }));
// jsdom has no object URLs.
URL.createObjectURL ??= () => 'blob:result';
URL.revokeObjectURL ??= () => {};

const { PhotoPicker } = await import('./photo-picker');
const { usePhotoField } = await import('./use-photo-field');
type Field = ReturnType<typeof usePhotoField>;

afterEach(() => {
  cleanup();
  canvas.decoded.length = 0;
  canvas.fitted.length = 0;
});

function renderPicker() {
  const seen: { field?: Field } = {};
  function Harness() {
    const field = usePhotoField();
    seen.field = field;
    return <PhotoPicker field={field} label="Photo" />;
  }
  renderScreen(<Harness />);
  return seen as { field: Field };
}
const pick = (file: File) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

describe('the photo picker', { timeout: 30_000 }, () => {
  it('says at once that a text file named .jpg is not a JPEG, with no preview, and has nothing to send', async () => {
    const seen = renderPicker();
    pick(new File(['This is not a photo.'], 'me.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.onlyJpeg);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByTestId('cropper')).toBeNull();
    expect(canvas.decoded).toEqual([]);
    const outcome = await seen.field.ready();
    expect(outcome.file).toBeNull();
    expect(outcome.problem?.text).toBe(MSG.onlyJpeg);
  });

  it('refuses a file not named .jpg or .jpeg, whatever its bytes', async () => {
    renderPicker();
    pick(new File([new Uint8Array(JPEG_HEAD)], 'me.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.onlyJpeg);
    expect(canvas.decoded).toEqual([]);
  });

  it('shows a JPEG in the crop frame and gives the fitted JPEG to send, waited for when asked at once', async () => {
    const seen = renderPicker();
    pick(new File([new Uint8Array(JPEG_HEAD), new Uint8Array(12 * 1024 * 1024)], 'IMG_2041.jpg', { type: 'image/jpeg' }));
    // Asked in the same instant as the pick (a submit pressed at once): the fitted JPEG, not nothing.
    const outcome = await seen.field.ready();
    expect(outcome.problem).toBeNull();
    expect(outcome.file?.name).toBe('IMG_2041.jpg');
    expect(outcome.file?.size).toBe(38 * 1024);
    // The centred 4 : 5 crop of the 4000 × 3000 photo was fitted.
    expect(canvas.fitted).toEqual([{ x: 800, y: 0, width: 2400, height: 3000 }]);
    expect((await screen.findByTestId('cropper')).textContent).toBe('blob:IMG_2041.jpg');
    await screen.findByText('Ready: the framed photo will be sent as a 38 KB JPEG.');
    expect(screen.getByRole('img', { name: 'The photo that will be sent' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('writes a moved crop again; the latest crop is what is sent', async () => {
    const seen = renderPicker();
    pick(new File([new Uint8Array(JPEG_HEAD)], 'me.jpeg', { type: 'image/jpeg' }));
    await seen.field.ready();
    await waitFor(() => expect(seen.field.source).not.toBeNull());
    act(() => seen.field.crop({ x: 100, y: 0, width: 2400, height: 3000 }));
    act(() => seen.field.crop({ x: 200, y: 0, width: 2000, height: 2500 }));
    await act(async () => void (await seen.field.ready()));
    expect(canvas.fitted).toEqual([{ x: 800, y: 0, width: 2400, height: 3000 }, { x: 200, y: 0, width: 2000, height: 2500 }]);
  });

  it('a JPEG picked after a bad file clears the message; clearing the field leaves nothing to send', async () => {
    const seen = renderPicker();
    pick(new File(['text'], 'notes.jpg'));
    await screen.findByRole('alert');
    pick(new File([new Uint8Array(JPEG_HEAD)], 'me.jpg', { type: 'image/jpeg' }));
    await screen.findByTestId('cropper');
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => seen.field.pick(null));
    expect(await seen.field.ready()).toEqual({ file: null, problem: null });
    expect(screen.queryByTestId('cropper')).toBeNull();
  });
});
