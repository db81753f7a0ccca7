import type { SeedContext } from './context.js';

/** Demo data of the students area. */
export async function seedStudents(_ctx: SeedContext): Promise<void> {}
