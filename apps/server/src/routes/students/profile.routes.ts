import { uncoded } from '@portal/domain';
import { binaryAnswer, MEDIA_TYPE } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { students } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

/** The student's own profile: the photo on file. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/student/photo', { schema: { tags: ['students'], summary: 'The signed-in student\'s own photo (JPEG)', response: { 200: binaryAnswer(MEDIA_TYPE.jpeg, 'The photo') } } }, async (request, reply) => {
    const [s] = await app.db.select({ PHOTO: students.PHOTO }).from(students).where(eq(students.ID, request.user!.STD_ID!));
    if (!s?.PHOTO) throw notFound(uncoded('No photo on file'));
    return reply.type('image/jpeg').header('Cache-Control', 'private, no-store').send(s.PHOTO);
  });
};

export default profileRoutes;
