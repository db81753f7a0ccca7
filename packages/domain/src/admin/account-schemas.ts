import { z } from 'zod';
import { optionalEmailSchema } from '../email.js';
import { codeSchema, flagSchema, idSchema } from '../ids.js';
import { listQuery } from '../paging.js';
import { requiredText } from '../required-text.js';
import { ACCOUNT_MSG } from './account-messages.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-rules.js';
import { MSG } from '../messages.js';

/** The kinds of account the list tells apart (and filters by). */
export const ACCOUNT_KINDS = ['student', 'staff', 'admin'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

const username = requiredText(ACCOUNT_MSG.enterUsername).pipe(z.string().regex(/^[A-Za-z0-9._-]{3,64}$/, ACCOUNT_MSG.usernameFormat));
const name = requiredText(ACCOUNT_MSG.enterName).pipe(z.string().max(120, ACCOUNT_MSG.nameTooLong));
const office = idSchema(ACCOUNT_MSG.unknownOffice).nullable();
const staffId = idSchema(ACCOUNT_MSG.badStaffId);
/** An address, or empty / null to have none. */
const email = optionalEmailSchema(ACCOUNT_MSG.badEmail)
  .transform((v) => v || null)
  .nullable();

/** The fields of an account an administrator sets (create; PATCH takes any of them). */
const accountFields = {
  name,
  /** The office or department (required for staff; an administrator has none). */
  D_ID: office,
  FM_ID: staffId.nullable(),
  hod: flagSchema(),
  it: flagSchema(),
  duesAdmin: flagSchema(),
  admin: flagSchema(),
  email,
};

/** `POST /api/admin/accounts`: a staff (or administrator) account; the answer carries its one-time password. */
export const AccountCreateBodySchema = z.object({
  username,
  ...accountFields,
  D_ID: office.optional(),
  FM_ID: staffId.nullable().optional(),
  hod: flagSchema().optional(),
  it: flagSchema().optional(),
  duesAdmin: flagSchema().optional(),
  admin: flagSchema().optional(),
  email: email.optional(),
});
export type AccountCreateBody = z.infer<typeof AccountCreateBodySchema>;

/** `PATCH /api/admin/accounts/{username}`: any of the create fields, and `disabled`. */
export const AccountPatchBodySchema = z
  .object({ ...accountFields, disabled: flagSchema() })
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), MSG.nothingToChange);
export type AccountPatchBody = z.infer<typeof AccountPatchBodySchema>;

export const AccountParamsSchema = z.object({ username: z.string().min(1).max(64) });

/** The accounts list: server paging, sort and text filters, plus the filters of its own. */
export const ACCOUNT_LIST_COLUMNS = {
  sort: ['USERNAME', 'NM', 'D_NM', 'CREATED_AT'] as const,
  filter: ['USERNAME', 'NM', 'EMAIL'] as const,
};
export const AccountListQuerySchema = listQuery(ACCOUNT_LIST_COLUMNS, {
  /** Username or name contains. */
  q: z.string().trim().max(100).optional(),
  office: codeSchema(ACCOUNT_MSG.unknownOffice).optional(),
  role: z.enum(['student', 'staff', 'hod', 'it', 'admin'], { error: 'Unknown role' }).optional(),
  disabled: flagSchema().optional(),
  mfa: flagSchema().optional(),
});
export type AccountListQuery = z.infer<typeof AccountListQuerySchema>;

/** One account as the administrator sees it (never a hash, a secret or a code). */
export const AccountRowSchema = z.object({
  ID: z.number().int(),
  USERNAME: z.string(),
  NM: z.string(),
  KIND: z.enum(ACCOUNT_KINDS),
  D_ID: z.number().int().nullable(),
  D_NM: z.string().nullable(),
  FM_ID: z.number().int().nullable(),
  HOD: z.boolean(),
  IT: z.boolean(),
  DUES_ADMIN: z.boolean(),
  EMAIL: z.string().nullable(),
  DISABLED: z.boolean(),
  MFA_ON: z.boolean(),
  MUST_CHANGE_PASSWORD: z.boolean(),
  LOCKED: z.boolean(),
  CREATED_AT: z.string(),
  /** When the account last signed in and how (a password, or the university's single sign-on); null: never. */
  LAST_SIGN_IN_AT: z.string().nullable(),
  LAST_SIGN_IN_METHOD: z.enum(['password', 'sso']).nullable(),
});

/** `PATCH /api/admin/accounts/{username}`: the account as it now is. */
export const AccountChangedAnswerSchema = z.object({ success: z.literal(true), msg: z.string(), data: AccountRowSchema });
export type AccountRow = z.infer<typeof AccountRowSchema>;

/** A one-time password, shown once (create and reset). */
export const OneTimePasswordAnswerSchema = z.object({ success: z.literal(true), msg: z.string(), password: z.string(), data: AccountRowSchema });

/** `POST /api/auth/change-password`. */
export const ChangePasswordBodySchema = z.object({
  oldPassword: z.string({ error: ACCOUNT_MSG.enterOldPassword }).min(1, ACCOUNT_MSG.enterOldPassword).max(256, ACCOUNT_MSG.wrongOldPassword),
  newPassword: z.string({ error: ACCOUNT_MSG.passwordTooShort }).min(MIN_PASSWORD_LENGTH, ACCOUNT_MSG.passwordTooShort).max(MAX_PASSWORD_LENGTH, ACCOUNT_MSG.passwordTooLong),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** A fresh session after the password changed (every earlier token is refused). */
export const ChangePasswordAnswerSchema = z.object({ success: z.literal(true), msg: z.string(), token: z.string() });
