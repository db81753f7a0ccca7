import { z } from 'zod';
import { hasVisibleText, visibleLength } from './visible-text.js';

/**
 * A required text field: trimmed, and holding at least `min` characters a reader can see
 * (`hasVisibleText`), else `message`. Chain `.max(…)`, `.regex(…)` as on any zod string.
 */
export const requiredText = (message: string, min = 1) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .refine((s) => hasVisibleText(s) && visibleLength(s) >= min, message);
