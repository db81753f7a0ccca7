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
 * serves, `draining` from the moment it starts closing (a signal): no new connection is accepted, requests
 * in flight and those reaching a connection still open are answered, and the readiness check says 503.
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
