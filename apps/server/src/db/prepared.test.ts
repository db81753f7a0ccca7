import { describe, expect, it } from 'vitest';
import type { DbOrTx } from './client.js';
import { preparedOnce, preparedShape, SHAPE_CAP } from './prepared.js';

/** The registry only keys on the handle's identity: a plain object stands in for a database handle. */
const handle = () => ({}) as DbOrTx;

describe('prepared queries', () => {
  it('builds a query once per handle and name', () => {
    const db = handle();
    let built = 0;
    const build = () => ({ n: ++built });
    expect(preparedOnce(db, 'a', build)).toEqual({ n: 1 });
    expect(preparedOnce(db, 'a', build)).toEqual({ n: 1 });
    expect(preparedOnce(handle(), 'a', build)).toEqual({ n: 2 });
  });

  it(`keeps at most ${SHAPE_CAP} shapes a handle; a new one beyond is not prepared, known ones still are`, () => {
    const db = handle();
    for (let i = 0; i < SHAPE_CAP; i++) expect(preparedShape(db, `shape-${i}`, () => i)).toBe(i);
    expect(preparedShape(db, 'one-more', () => -1)).toBeNull();
    expect(preparedShape(db, 'shape-7', () => -1)).toBe(7);
    // Queries prepared once by name are not shapes and not capped.
    expect(preparedOnce(db, 'plain', () => 'plain')).toBe('plain');
  });
});
