type Scalar = string | number | boolean | null | undefined;
export type QueryParams = Record<string, Scalar | Record<string, Scalar> | readonly Scalar[]>;

/**
 * Query string of a GET call. Empty values are left out; one-level objects become `key[sub]=v`
 * (the lists' `filters[COL]=x`); arrays repeat the key.
 */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const q = new URLSearchParams();
  const add = (k: string, v: Scalar) => {
    if (v === undefined || v === null || v === '') return;
    q.append(k, String(v));
  };
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const v of value) add(key, v);
    else if (value && typeof value === 'object') for (const [sub, v] of Object.entries(value)) add(`${key}[${sub}]`, v as Scalar);
    else add(key, value as Scalar);
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}
