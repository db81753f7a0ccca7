import { M } from '@portal/domain';
import { badRequest } from './errors.js';

/**
 * C0 controls and DEL. PostgreSQL refuses NUL in text; the others have no place in a form value.
 * With `allowWhitespace`, tab, line feed and carriage return pass: free text (addresses, remarks) has them.
 */
function hasControl(text: string, allowWhitespace: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7f || (c < 0x20 && !(allowWhitespace && (c === 0x09 || c === 0x0a || c === 0x0d)))) return true;
  }
  return false;
}

/**
 * Whether any string inside `value` (object keys too, at any depth) holds a control character.
 * Walks iteratively, so a deeply nested body cannot overflow the stack.
 */
export function hasControlCharacters(value: unknown, allowWhitespace: boolean): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (hasControl(v, allowWhitespace)) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, item] of Object.entries(v)) {
        if (hasControl(k, allowWhitespace)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/** Throws the 400 of MSG.controlCharacters when `value` holds a control character. */
export function refuseControlCharacters(value: unknown, allowWhitespace: boolean): void {
  if (hasControlCharacters(value, allowWhitespace)) throw badRequest(M.common.controlCharacters);
}
