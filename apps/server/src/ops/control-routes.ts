import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { once } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { DataDirLock } from '../db/data-dir-lock.js';
import { writeBackup } from './backup.js';
import { M } from '@portal/domain';
import { ADMIN_COMMANDS, runAdminCommand } from '../admin/admin-commands.js';
import { bearerMatcher } from '../lib/bearer.js';

/**
 * The local control calls of the embedded database's owner. While the portal runs it alone holds the data
 * folder, so the command line asks it for a backup or an account change instead of opening the folder.
 * Once the portal listens it writes its port and a fresh random token into the folder's lock file
 * (readable by the folder's owner only); a call must carry that token, or it answers 404 like any unknown
 * path. Outside the API (`/ops/…`): not in the OpenAPI document and not for browsers.
 */
const controlRoutes: FastifyPluginAsyncZod<{ lock?: DataDirLock }> = async (app, { lock }) => {
  if (!lock) return;
  let matches = bearerMatcher(null);
  app.addHook('onListen', async () => {
    const address = app.server.address() as AddressInfo | null;
    if (address && typeof address === 'object') matches = bearerMatcher(lock.announce(address.port, app.config.HOST));
  });

  const refuseUnlessOwner = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!matches(request.headers.authorization)) return reply.code(404).send({ success: false, msg: request.say(M.common.notFound) });
  };

  // Each route is hidden from the OpenAPI document: they are for the command line on this machine, not the API.
  app.get('/ops/backup', { onRequest: refuseUnlessOwner, logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    const gzip = zlib.createGzip();
    // The dump writes while the answer streams; a failure cuts the stream, and the command line, missing
    // the file's end line, keeps nothing.
    writeBackup({ db: app.db, kind: app.dbKind }, async (text) => {
      if (!gzip.write(text)) await once(gzip, 'drain');
    }).then(
      () => {
        gzip.end();
        app.metrics?.backupLastSuccess.set(Date.now() / 1000);
        request.log.info('backup streamed to the command line');
      },
      (err) => {
        app.metrics?.backupFailures.inc();
        request.log.error({ err }, 'backup failed');
        gzip.destroy(err as Error);
      },
    );
    return reply.type('application/gzip').send(gzip);
  });

  app.post(
    '/ops/admin',
    {
      onRequest: refuseUnlessOwner,
      // The body carries passwords: never logged (the request line is, without it).
      schema: { hide: true, body: z.object({ command: z.enum(ADMIN_COMMANDS), values: z.record(z.string(), z.union([z.string(), z.boolean()])) }) },
    },
    async (request, reply) => {
      try {
        return await runAdminCommand(app.db, request.body.command, request.body.values);
      } catch (err) {
        return reply.code(400).send({ success: false, msg: (err as Error).message });
      }
    },
  );
};

export default fp(controlRoutes, { name: 'ops-control' });
