import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accessFor, patternRegExp, ROUTE_ACCESS } from './route-access';

const PATTERNS = Object.keys(ROUTE_ACCESS);
/** Each pattern filled in, and the ways a typed or old link differs from it. */
const SAMPLES = [
  ...PATTERNS.flatMap((p) => {
    const filled = p.replace(/:[\w-]+/g, 'a%20B-7');
    return [filled, `${filled}/`, `${filled}//`, filled.toUpperCase(), `${filled}/extra`, filled.replace(/\/[^/]*$/, '') || '/', `${filled}.x`];
  }),
  '/',
  '/nowhere',
  '/verify',
  '/verify/',
  '/verify/x/y',
  '/Home',
  '/deleted-requests/1',
  '/DELTEDRECORD/2',
];

describe('patternRegExp', () => {
  it("matches every path of every screen's pattern exactly as react-router's matchPath does", () => {
    for (const pattern of PATTERNS)
      for (const path of SAMPLES) {
        const router = matchPath({ path: pattern, caseSensitive: false, end: true }, path) !== null;
        expect(patternRegExp(pattern).test(path), `${pattern} ~ ${path}`).toBe(router);
      }
  });
});

describe('accessFor', () => {
  it('gives the access of the first pattern a path matches, and null for paths no screen owns', () => {
    expect(accessFor('/')).toBe('login');
    expect(accessFor('/login/')).toBe('login');
    expect(accessFor('/HOME')).toBe('student');
    expect(accessFor('/verify/abc')).toBe('public');
    expect(accessFor('/DeltedRecord/1')).toBe('card-office');
    expect(accessFor('/transport-admin')).toBe('transport-office');
    expect(accessFor('/nowhere')).toBeNull();
    expect(accessFor('/home/extra')).toBeNull();
  });
});
