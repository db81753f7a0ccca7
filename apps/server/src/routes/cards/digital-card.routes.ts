import { authorizeCard, DigitalCardAnswerSchema, type CardKind, type DigitalCardData, type SessionUser } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/client.js';
import { enforce } from '../../lib/enforce.js';
import { latestIdCardSource, latestPassSource } from './cards.repository.js';
import { digitalCard } from './digital-card.service.js';
import type { CardSigner } from './signing-keys.js';

const tags = ['cards'];

const SOURCES: Record<CardKind, (db: DbOrTx, studentId: number) => ReturnType<typeof latestIdCardSource>> = {
  'id-card': latestIdCardSource,
  'transport-pass': latestPassSource,
};

/** The signed-in student's own digital card and transport pass (a student has no way to name another's). */
const digitalCardRoutes: FastifyPluginAsyncZod<{ signer: CardSigner }> = async (app, { signer }) => {
  const answer = async (kind: CardKind, user: SessionUser): Promise<{ success: true; data: DigitalCardData }> => {
    const source = await SOURCES[kind](app.db, user.STD_ID ?? 0);
    // The card is looked up by the signed-in student; the policy still has the last word on whose it is.
    if (source) enforce(authorizeCard(user, 'view-digital', { kind, studentId: source.studentId }));
    return { success: true, data: await digitalCard(app.db, signer, kind, source, app.config.INSTITUTION_NAME, new Date()) };
  };

  app.get(
    '/api/student/digital-card',
    {
      schema: {
        tags,
        summary: "The student's ID card as printed, with its serial and signed token (once Delivered); else what is missing",
        response: { 200: DigitalCardAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return answer('id-card', request.user!);
    },
  );

  app.get(
    '/api/student/digital-transport-pass',
    {
      schema: {
        tags,
        summary: "The student's transport pass, with its serial and signed token (once its challan is paid); else what is missing",
        response: { 200: DigitalCardAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return answer('transport-pass', request.user!);
    },
  );
};

export default digitalCardRoutes;
