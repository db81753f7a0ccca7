import { binaryAnswer, CardJwksSchema, ErrorAnswerSchema, M, MAX_CARD_TOKEN_LENGTH, MEDIA_TYPE, VerifyCardAnswerSchema, VerifyCardBodySchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import sharp from 'sharp';
import type { CardSigner } from './signing-keys.js';
import { cardPhoto, verifyCard } from './verify-card.service.js';

/** Verifications (and card photos) a minute from one address: a desk scanning a queue stays well under it. */
export const CARD_VERIFY_RATE = { max: 120, timeWindow: '1 minute' } as const;
/** How long a verifier may keep the public keys (they change only when the key is rotated). */
const KEYS_MAX_AGE_SECONDS = 3600;

const tags = ['cards'];

/** What a guard, a bus conductor or a library desk calls, without an account. */
const publicCardRoutes: FastifyPluginAsyncZod<{ signer: CardSigner }> = async (app, { signer }) => {
  app.get(
    '/api/cards/keys',
    {
      schema: {
        tags,
        summary: 'The public keys that sign cards (JWKS, EdDSA / Ed25519): the current key first, then every earlier one',
        response: { 200: CardJwksSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', `public, max-age=${KEYS_MAX_AGE_SECONDS}`);
      return signer.jwks();
    },
  );

  app.post(
    '/api/cards/verify',
    {
      schema: {
        tags,
        summary: "Checks a card's token: genuine or not, and whether the card is valid, revoked (and why) or expired; never shows more than the card",
        body: VerifyCardBodySchema,
        response: { 200: VerifyCardAnswerSchema },
      },
      config: { rateLimit: CARD_VERIFY_RATE },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return verifyCard(app.db, signer, request.body.token, new Date());
    },
  );

  app.get(
    '/api/cards/photo',
    {
      schema: {
        tags,
        summary: "The card holder's photo (JPEG), for the verifier: only with a genuine card token of a card not revoked",
        querystring: z.object({ token: z.string().min(1).max(MAX_CARD_TOKEN_LENGTH) }),
        response: { 200: binaryAnswer(MEDIA_TYPE.jpeg, "The holder's photo"), 404: ErrorAnswerSchema },
      },
      config: { rateLimit: CARD_VERIFY_RATE },
    },
    async (request, reply) => {
      const photo = await cardPhoto(app.db, signer, request.query.token, new Date());
      if (!photo) return reply.code(404).send({ success: false, msg: request.say(M.cards.noPhotoForCard) });
      const jpeg = await sharp(photo).rotate().jpeg({ quality: 88 }).toBuffer();
      return reply.type('image/jpeg').header('Cache-Control', 'private, max-age=300').send(jpeg);
    },
  );
};

export default publicCardRoutes;
