import type { SeedContext } from './context.js';

/** Demo data of the id-cards area. */
export async function seedIdCards(_ctx: SeedContext): Promise<void> {}
