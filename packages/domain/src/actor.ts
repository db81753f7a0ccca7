import type { SessionUser } from './session-schemas.js';

/**
 * Who acts: a person (the session of a student, staff member or administrator) or a system principal — the
 * portal's own command line, a scheduled job, or an outside system such as a bank's bill-payment network.
 * Services take an actor; the audit log names it; the access table may name system principals.
 */
export const SYSTEM_PRINCIPALS = {
  'command-line': 'Command line',
  scheduler: 'Scheduled job',
  bank: 'Bank payment network',
} as const;
export type SystemPrincipalName = keyof typeof SYSTEM_PRINCIPALS;

/** A system principal acting: its name and how the audit log shows it. */
export interface SystemActor {
  readonly system: SystemPrincipalName;
  readonly NM: string;
}

export type Actor = SessionUser | SystemActor;

export const systemActor = (system: SystemPrincipalName): SystemActor => ({ system, NM: SYSTEM_PRINCIPALS[system] });

export const isSystemActor = (actor: Actor | null | undefined): actor is SystemActor => !!actor && 'system' in actor;

/** The person behind an actor, or null for a system principal (or nobody). */
export const personOf = (actor: Actor | null | undefined): SessionUser | null => (actor && !isSystemActor(actor) ? actor : null);

/** How the audit log names an actor: a person by name and username, a system principal as such. */
export const actorLabel = (actor: Actor | null | undefined) =>
  !actor ? 'public' : isSystemActor(actor) ? `${actor.NM} (system)` : `${actor.NM} (${actor.USERNAME})`;
