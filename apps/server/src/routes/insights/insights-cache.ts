/**
 * The dashboard's figures per scope, kept for a short while: opening the dashboard again, or many staff of
 * one office opening it at once, costs one computation (docs/decisions.md, insights). Requests that arrive
 * while a computation runs share it; a failed computation is not kept.
 */
export function createInsightsCache<K, V>(compute: (key: K) => Promise<V>, ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return (key: K): Promise<V> => {
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = compute(key);
    entries.set(key, { at: now(), value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
