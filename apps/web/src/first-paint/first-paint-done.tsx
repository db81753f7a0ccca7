import { useLayoutEffect } from 'react';

/**
 * Removes the page's first paint (index.html, ./first-paint.ts) once a screen or layout has drawn itself in
 * its place: rendered beside every layout and page, inside their loading boundary (app/router.tsx), so it runs
 * when they show, not while their code loads. Before the browser paints them, so the two are never seen
 * together. Nothing to do on later screens or when the page had no first paint.
 */
export function FirstPaintDone() {
  useLayoutEffect(endFirstPaint, []);
  return null;
}

export function endFirstPaint(): void {
  document.querySelector('.first-paint')?.remove();
  delete document.documentElement.dataset.firstPaint;
}
