/**
 * Fitting a picked photo to what the portal keeps: the card's photo proportions (width 4 : height 5, the
 * printed card's 20 × 25 mm box) and a JPEG of at most MAX_PHOTO_BYTES. This module holds the rules only; the
 * browser's drawing and encoding are in ./photo-canvas.ts.
 */

/** Width over height of a card photo. */
export const PHOTO_ASPECT = 4 / 5;
/** The widest photo sent, in pixels: twice the 240 px the card print uses, so the print never enlarges it. */
export const PHOTO_MAX_WIDTH = 480;
/** The sizes tried, as parts of the first width, largest first. */
const SCALES = [1, 0.75, 0.5, 0.35];
/** The JPEG qualities tried at each size, best first. */
const QUALITIES = [0.92, 0.85, 0.78, 0.7, 0.6, 0.5, 0.4];

/** A part of the picture, in the picture's own pixels. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One try: the JPEG's pixel size and quality (0 to 1). */
export interface FitStep {
  width: number;
  height: number;
  quality: number;
}

/** A width in whole multiples of 4, so that its height at 4 : 5 is whole too; never below 4. */
const widthOf = (w: number) => Math.max(4, Math.floor(w / 4) * 4);

/**
 * The tries for a crop `cropWidth` pixels wide, in order: the largest size first (the crop's own width, at
 * most PHOTO_MAX_WIDTH) at each quality from best to worst, then the next smaller size. Every try keeps the
 * card's 4 : 5 proportions.
 */
export function fitSteps(cropWidth: number): FitStep[] {
  const first = widthOf(Math.min(PHOTO_MAX_WIDTH, cropWidth));
  const widths = [...new Set(SCALES.map((s) => widthOf(first * s)))];
  return widths.flatMap((width) => QUALITIES.map((quality) => ({ width, height: Math.round(width / PHOTO_ASPECT), quality })));
}

/**
 * The first encoding of `steps` that is at most `maxBytes`, with its step, or null when none is. `encode`
 * is asked for one step at a time and no more once one fits.
 */
export async function fitToLimit(steps: readonly FitStep[], encode: (step: FitStep) => Promise<Blob>, maxBytes: number): Promise<{ blob: Blob; step: FitStep } | null> {
  for (const step of steps) {
    const blob = await encode(step);
    if (blob.size <= maxBytes) return { blob, step };
  }
  return null;
}

/** The largest 4 : 5 part of a `width` × `height` picture, centred: the crop before the user moves it. */
export function centredCrop(width: number, height: number): CropArea {
  const w = Math.min(width, height * PHOTO_ASPECT);
  const h = w / PHOTO_ASPECT;
  return { x: (width - w) / 2, y: (height - h) / 2, width: w, height: h };
}
