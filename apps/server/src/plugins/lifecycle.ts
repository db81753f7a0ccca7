import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where the instance is in its life: a balancer sends traffic only while it is `ready` (`GET /api/ready`). */
export type LifecycleState = 'starting' | 'ready' | 'draining';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: { state: LifecycleState };
  }
}

/**
 * `starting` until the server listens (the database is open, migrated and seeded by then), `ready` while it
 * serves, `draining` from the signal to stop on: the readiness check says 503 and every answer closes its
 * connection. The server first goes on listening and answering everything for the shutdown delay
 * (`stopServingSoon`), then closes: no new connection is accepted, and requests in flight and those reaching
 * a connection still open are answered.
 */
export default fp(
  async (app) => {
    app.decorate('lifecycle', { state: 'starting' as LifecycleState });
    app.addHook('onListen', async () => {
      if (app.lifecycle.state === 'starting') app.lifecycle.state = 'ready';
    });
    app.addHook('preClose', async () => {
      app.lifecycle.state = 'draining';
    });
    // While draining, every answer closes its connection: a keep-alive connection that finishes its last
    // request after the server stopped listening would otherwise stay open (Fastify closes only the
    // connections idle at the moment it starts closing), and the process could not end.
    app.addHook('onSend', async (_request, reply) => {
      if (app.lifecycle.state === 'draining') reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);

/**
 * The first step of stopping: readiness answers 503 at once, while the server keeps listening and answering
 * every request for `delaySeconds`. A balancer needs a few of its readiness checks to see the 503 and stop
 * sending; a listener closed at the signal would refuse the requests it still sends meanwhile, and cut those
 * already written onto connections it holds open. The caller closes the server afterwards.
 */
export async function stopServingSoon(app: FastifyInstance, delaySeconds: number) {
  app.lifecycle.state = 'draining';
  if (delaySeconds > 0) await new Promise((resolve) => setTimeout(resolve, delaySeconds * 1000));
}
