// Apart from ./schemas.ts: the web's lists read these without loading zod.

/** The staff lists whose rows can be decided in bulk. */
export const BULK_KINDS = ['clearance', 'idcard', 'transport', 'endowment'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

/** At most this many rows (ids and roll numbers together) in one bulk call. */
export const MAX_BULK_ROWS = 1000;
/** The browser sends the rows in chunks of this size to show progress. */
export const BULK_CHUNK_SIZE = 100;
/** Kinds with a distribution date (cards and transport). */
export const BULK_KINDS_WITH_DATE: readonly BulkKind[] = ['idcard', 'transport'];
/** Kinds with a venue (all but endowment). */
export const BULK_KINDS_WITH_VENUE: readonly BulkKind[] = ['clearance', 'idcard', 'transport'];
