import type { SeedContext } from './context.js';

/** Demo data of the clearance area. */
export async function seedClearance(_ctx: SeedContext): Promise<void> {}
