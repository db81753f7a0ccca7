/** Whether a database error (either driver, possibly wrapped by drizzle) is a unique violation. */
export function isUniqueViolation(e: unknown): boolean {
  for (let x = e as { code?: string; cause?: unknown } | undefined, i = 0; x && i < 4; x = x.cause as typeof x, i++) {
    if (x.code === '23505') return true;
  }
  return false;
}
