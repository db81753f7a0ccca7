/**
 * The shared zod schemas the web's forms check with before sending. Import only through
 * `loadFormSchemas` (./load-form-schemas.ts): a static import would put zod (~26 kB gzip) back on the
 * screens' first load.
 */
export { CardApplicationSchema, duesChangeError, EftApplicationSchema, NotificationSettingsSchema } from '@portal/domain';
