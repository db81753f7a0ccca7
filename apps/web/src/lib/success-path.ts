import { PATHS } from '../config/paths';

/** The /success address after an application: `kind` and, for a card, its reference and challan. */
export const successPath = (kind: 'card' | 'endowment' | 'clearance', tId?: number, challan?: boolean) => {
  const q = new URLSearchParams({ kind });
  if (tId) q.set('t_id', String(tId));
  if (challan) q.set('challan', '1');
  return `${PATHS.success}?${q}`;
};
