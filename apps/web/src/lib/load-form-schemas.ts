/**
 * The forms' zod schemas (./form-schemas.ts), loaded when a form is first focused or submitted rather
 * than with the screen (first load): zod is ~26 kB gzip that no screen needs to show itself.
 * The module is fetched once; later calls return the same promise.
 */
export const loadFormSchemas = () => import('./form-schemas');
