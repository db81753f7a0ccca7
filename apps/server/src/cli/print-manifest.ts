import type { BackupManifest } from '../ops/backup-format.js';

/** A backup's manifest for a person: when, which schema, how big, its checksum and rows per table. */
export function printManifest(m: BackupManifest, counts: Record<string, number> = m.counts) {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`  taken ${m.createdAt} from the ${m.database === 'pglite' ? 'embedded database' : 'PostgreSQL server'}`);
  console.log(`  schema ${m.migration.tag}; ${(m.bytes / 1024 / 1024).toFixed(1)} MB; sha256 ${m.sha256}`);
  console.log(`  ${total} rows in ${Object.keys(counts).length} tables:`);
  const width = Math.max(...Object.keys(counts).map((t) => t.length));
  for (const [table, n] of Object.entries(counts)) if (n) console.log(`    ${table.padEnd(width)}  ${n}`);
}
