import type { SeedContext } from './context.js';

/** Demo data of the events area. */
export async function seedEvents(_ctx: SeedContext): Promise<void> {}
