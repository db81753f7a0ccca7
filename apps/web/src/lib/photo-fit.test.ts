import { MAX_PHOTO_BYTES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { centredCrop, fitSteps, fitToLimit, type FitStep, PHOTO_ASPECT, PHOTO_MAX_WIDTH } from './photo-fit';

/** A stand-in for the browser's JPEG encoder: bytes grow with the pixels and the quality, like a photo's do. */
function fakeEncoder(bytesPerPixelAtBest: number) {
  const asked: FitStep[] = [];
  const encode = async (step: FitStep) => {
    asked.push(step);
    return new Blob([new Uint8Array(Math.round(step.width * step.height * bytesPerPixelAtBest * step.quality))]);
  };
  return { asked, encode };
}

describe('fitting a photo to the card', () => {
  it('tries the largest size first at falling qualities, then smaller sizes, always at 4 : 5', () => {
    const steps = fitSteps(2400);
    expect(steps[0]).toEqual({ width: PHOTO_MAX_WIDTH, height: 600, quality: 0.92 });
    for (const s of steps) expect(s.width / s.height).toBe(PHOTO_ASPECT);
    for (let i = 1; i < steps.length; i++) {
      const [a, b] = [steps[i - 1]!, steps[i]!];
      expect(b.width < a.width || (b.width === a.width && b.quality < a.quality)).toBe(true);
    }
    expect(steps.at(-1)!.width).toBeLessThanOrEqual(PHOTO_MAX_WIDTH / 2);
  });

  it('never enlarges a crop smaller than the largest size', () => {
    expect(fitSteps(203)[0]).toMatchObject({ width: 200, height: 250 });
    expect(fitSteps(3)[0]).toMatchObject({ width: 4, height: 5 });
  });

  it('keeps the best quality that fits and asks the encoder for nothing more', async () => {
    // 480 × 600 at 0.7 of 0.25 bytes a pixel is 50,400 bytes: the first that fits 51,200.
    const { asked, encode } = fakeEncoder(0.25);
    const fitted = await fitToLimit(fitSteps(4000), encode, MAX_PHOTO_BYTES);
    expect(fitted!.step).toEqual({ width: 480, height: 600, quality: 0.7 });
    expect(fitted!.blob.size).toBeLessThanOrEqual(MAX_PHOTO_BYTES);
    expect(asked.map((s) => s.quality)).toEqual([0.92, 0.85, 0.78, 0.7]);
  });

  it('goes down a size when no quality fits the larger one', async () => {
    const { encode } = fakeEncoder(0.6);
    const fitted = await fitToLimit(fitSteps(4000), encode, MAX_PHOTO_BYTES);
    expect(fitted!.step.width).toBe(360);
    expect(fitted!.step.height).toBe(450);
    expect(fitted!.blob.size).toBeLessThanOrEqual(MAX_PHOTO_BYTES);
  });

  it('answers null when nothing fits', async () => {
    const { asked, encode } = fakeEncoder(5);
    expect(await fitToLimit(fitSteps(4000), encode, MAX_PHOTO_BYTES)).toBeNull();
    expect(asked).toHaveLength(fitSteps(4000).length);
  });

  it('starts from the largest 4 : 5 part of the photo, centred', () => {
    expect(centredCrop(4000, 3000)).toEqual({ x: 800, y: 0, width: 2400, height: 3000 });
    expect(centredCrop(3000, 4000)).toEqual({ x: 0, y: 125, width: 3000, height: 3750 });
    expect(centredCrop(400, 500)).toEqual({ x: 0, y: 0, width: 400, height: 500 });
  });
});
