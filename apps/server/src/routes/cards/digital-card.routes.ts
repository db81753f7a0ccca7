import { DigitalCardAnswerSchema, type CardKind, type DigitalCardData } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/client.js';
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
  const answer = async (kind: CardKind, studentId: number): Promise<{ success: true; data: DigitalCardData }> => {
    const source = await SOURCES[kind](app.db, studentId);
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
      return answer('id-card', request.user!.STD_ID!);
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
      return answer('transport-pass', request.user!.STD_ID!);
    },
  );
};

export default digitalCardRoutes;
