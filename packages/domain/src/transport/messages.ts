import { coded } from '../message.js';

/**
 * Messages of the transport area's own rules (docs/decisions/transport.md); shared ones are in MSG.
 */
export const TRANSPORT_MSG = {
  applied: 'Your transport card application has been submitted',
  resubmitted: 'Your transport card application has been re-submitted',
  notOwnIdentity: 'You can only apply for your own transport card',
  notOwnRequest: 'This transport request is not yours',
  onlyImageNotClear: 'Only a request marked Image Not Clear can be edited',
  challanOnlyFeePending: 'The challan is available only while the request is Fee Pending',
  stopNotOnRoute: 'The selected stop is not on the selected route',
  routeNotFound: 'Route not found',
  stopNotFound: 'Stop not found',
  requestNotFound: 'Transport request not found',
  routeNumberTaken: 'A route with this number already exists',
  stopNameTaken: 'This stop is already on the route',
  routeInUse: (requests: number) =>
    `Unable to Delete: ${requests} transport ${requests === 1 ? 'request uses' : 'requests use'} this route. Move or close them first.`,
  stopInUse: (requests: number) =>
    `Unable to Delete: ${requests} transport ${requests === 1 ? 'request uses' : 'requests use'} this stop. Move or close them first.`,
  anotherOpenRequest: 'The student already has another open transport request',
  badMode: 'The last part of the address must be REPLACE',
} as const;

/** TRANSPORT_MSG with codes (`M.transport`: say them through `M`). */
export const TRANSPORT_M = /* @__PURE__ */ coded('transport', TRANSPORT_MSG);
