import { FeeInformationSchema, type FeeRecords, isLocked, type LockStatus, MSG, summarisePaid, TidParamsSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { findRequest } from './clearance.repository.js';
import { feeStudentOf } from './context.js';
import { settlePaidByFeeSystem } from './request-changes.service.js';

/**
 * The treasurer's fee information panel: the server asks the fee system (its credential
 * never reaches the browser). A challan of the request that the fee system lists as paid
 * (ch_no = CHALLAN_ID) is marked paid here: that is how the bank's payments reach the portal.
 */
const feeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/clearance-requests/fee-info/:T_ID',
    {
      schema: {
        tags: ['clearance (fee system)'],
        summary: "The student's fee records and lock status",
        params: TidParamsSchema,
        response: { 200: z.object({ success: z.boolean(), data: FeeInformationSchema }) },
      },
    },
    async (request) => {
      const req = await findRequest(app.db, request.params.T_ID);
      if (!req) throw notFound();
      const s = feeStudentOf(req);
      const fee = app.adapters.feeSystem;
      const [lockR, recR] = await Promise.allSettled([fee.lockStatus(s), fee.records(s)]);
      const lock: LockStatus | null = lockR.status === 'fulfilled' ? lockR.value : null;
      const rec: FeeRecords = recR.status === 'fulfilled' ? recR.value : { paid: [], unpaid: [], adjustments: [], outstanding: [], refunds: [] };
      if (lockR.status === 'rejected') request.log.warn({ err: lockR.reason }, 'fee system lock check failed');
      if (recR.status === 'rejected') request.log.warn({ err: recR.reason }, 'fee system records failed');
      const paidNumbers = [...new Set(rec.paid.map((p) => p.ch_no))];
      await settlePaidByFeeSystem(app.db, req.T_ID, paidNumbers);
      return {
        success: true,
        data: {
          paid: summarisePaid(rec.paid),
          unpaid: rec.unpaid,
          adjustments: rec.adjustments,
          outstanding: rec.outstanding,
          refunds: rec.refunds,
          lock,
          locked: isLocked(lock),
          lockError: lockR.status === 'rejected' ? MSG.lockCheckFailed : null,
          recordsError: recR.status === 'rejected' ? MSG.somethingWrongLater : null,
          feeSystem: fee.kind,
        },
      };
    },
  );
};

export default feeRoutes;
