import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.js';

const SECRET = 'a-token-secret-of-at-least-32-characters!';

describe('SecretBox', () => {
  it('opens what it sealed; each seal differs (a fresh IV)', () => {
    const box = new SecretBox(SECRET, 'totp');
    const a = box.seal('JBSWY3DPEHPK3PXP');
    const b = box.seal('JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(b)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a box sealed under another secret or another purpose, an altered box, and what is no box', () => {
    const sealed = new SecretBox(SECRET, 'totp').seal('JBSWY3DPEHPK3PXP');
    expect(new SecretBox(`${SECRET}x`, 'totp').open(sealed)).toBeNull();
    expect(new SecretBox(SECRET, 'other').open(sealed)).toBeNull();
    const [v, iv, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(new SecretBox(SECRET, 'totp').open([v, iv, flipped.toString('base64url'), tag].join('.'))).toBeNull();
    expect(new SecretBox(SECRET, 'totp').open('JBSWY3DPEHPK3PXP')).toBeNull();
  });
});
