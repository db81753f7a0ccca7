import type { SeedContext } from './context.js';

/** Demo data of the transport area. */
export async function seedTransport(_ctx: SeedContext): Promise<void> {}
