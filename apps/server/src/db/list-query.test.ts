import { describe, expect, it } from 'vitest';
import { inOrderOf, likePattern } from './list-query.js';

describe('inOrderOf', () => {
  it("puts a page's rows back in the order of its ids and leaves out an id without a row", () => {
    const rows = [{ id: 3, nm: 'c' }, { id: 1, nm: 'a' }, { id: 7, nm: 'g' }];
    expect(inOrderOf([7, 5, 1, 3], rows, (r) => r.id).map((r) => r.nm)).toEqual(['g', 'a', 'c']);
  });
});

describe('likePattern', () => {
  it('takes the wildcards of the text literally', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
