import type { SeedContext } from './context.js';

/** Demo data of the dues area. */
export async function seedDues(_ctx: SeedContext): Promise<void> {}
