import { M, type Message } from '@portal/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type DecodedPhoto, decodeJpegFile, fitPhoto } from '../lib/photo-canvas';
import { type CropArea, centredCrop } from '../lib/photo-fit';

/** The state of a photo field (PhotoPicker): what was picked, its preview, and the JPEG to send. */
export interface PhotoField {
  /** The file the user picked (its name shows in the field), or null. */
  picked: File | null;
  /** The picked photo, decoded: the crop preview shows it. Null before a pick and when the pick is not a JPEG. */
  source: DecodedPhoto | null;
  /** The JPEG to send: the crop at the card's proportions, within the size limit. */
  file: File | null;
  /** Why the picked file cannot be used (the server's wording), or null. */
  problem: Message | null;
  /** A pick is being read or the crop written. */
  fitting: boolean;
  pick: (file: File | null) => void;
  crop: (area: CropArea) => void;
  /**
   * The JPEG to send, or why there is none for a picked file, once the pick or crop in progress is done (a
   * submit pressed at once waits for it). Both null: nothing picked.
   */
  ready: () => Promise<PhotoOutcome>;
}

/** How long a crop must stay before it is written. */
const CROP_SETTLE_MS = 150;

export interface PhotoOutcome {
  file: File | null;
  problem: Message | null;
}

const keyOf = (a: CropArea) => [a.x, a.y, a.width, a.height].map(Math.round).join(',');

/**
 * A photo field: a pick is checked at once (a JPEG by name and bytes that the browser decodes, else the
 * server's "only JPEG" message and no preview), then its centred 4 : 5 crop is written as a JPEG within the
 * size limit; each new crop the user settles on is written again. The latest pick or crop wins.
 */
export function usePhotoField(): PhotoField {
  const [picked, setPicked] = useState<File | null>(null);
  const [source, setSource] = useState<DecodedPhoto | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<Message | null>(null);
  const [fitting, setFitting] = useState(false);
  const latest = useRef<PhotoOutcome>({ file: null, problem: null });
  const pending = useRef<Promise<void> | null>(null);
  const run = useRef(0);
  const lastArea = useRef('');

  // The preview's object URL lives as long as its photo is shown.
  useEffect(() => () => (source ? URL.revokeObjectURL(source.url) : undefined), [source]);

  const settle = useCallback((f: File | null, p: Message | null) => {
    latest.current = { file: f, problem: p };
    setFile(f);
    setProblem(p);
  }, []);

  const track = useCallback((id: number, work: () => Promise<void>) => {
    const p: Promise<void> = work()
      .catch(() => {
        if (run.current === id) settle(null, M.common.onlyJpeg);
      })
      .finally(() => {
        if (pending.current !== p) return;
        pending.current = null;
        setFitting(false);
      });
    pending.current = p;
    setFitting(true);
  }, [settle]);

  const fit = useCallback(
    async (photo: DecodedPhoto, area: CropArea, name: string, id: number) => {
      const out = await fitPhoto(photo, area, name);
      if (run.current === id) settle(out, out ? null : M.common.fileTooLarge);
    },
    [settle],
  );

  const pick = useCallback(
    (f: File | null) => {
      const id = ++run.current;
      setPicked(f);
      setSource(null);
      settle(null, null);
      lastArea.current = '';
      if (!f) return;
      track(id, async () => {
        const photo = await decodeJpegFile(f);
        if (run.current !== id) {
          if (photo) URL.revokeObjectURL(photo.url);
          return;
        }
        if (!photo) return settle(null, M.common.onlyJpeg);
        setSource(photo);
        const area = centredCrop(photo.width, photo.height);
        lastArea.current = keyOf(area);
        await fit(photo, area, f.name, id);
      });
    },
    [fit, settle, track],
  );

  const crop = useCallback(
    (area: CropArea) => {
      if (!source || !picked || keyOf(area) === lastArea.current) return;
      lastArea.current = keyOf(area);
      const id = ++run.current;
      // The slider says every step of a zoom: only the crop the user rests on is written.
      track(id, async () => {
        await new Promise((r) => setTimeout(r, CROP_SETTLE_MS));
        if (run.current === id) await fit(source, area, picked.name, id);
      });
    },
    [fit, picked, source, track],
  );

  const ready = useCallback(async () => {
    while (pending.current) await pending.current;
    return latest.current;
  }, []);

  return { picked, source, file, problem, fitting, pick, crop, ready };
}
