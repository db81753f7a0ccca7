import type { AddressInfo } from 'node:net';
import { createServer, type RequestListener, type Server } from 'node:http';
import Provider from 'oidc-provider';

/** A person of the test directory: the claims the provider tells about them, and `amr` when a second factor was used. */
export interface DirectoryPerson {
  email?: string;
  email_verified?: boolean;
  name?: string;
  amr?: string[];
  [claim: string]: unknown;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The directory: the login typed at the provider's form names the person (any password). */
  directory: Map<string, DirectoryPerson>;
  close(): Promise<void>;
}

/**
 * A real OpenID Provider (oidc-provider, a certified implementation) on a loopback port, for the single sign-on
 * tests and the browser journey: one client registered for `redirectUri`, PKCE required, its development login
 * form (any login of `directory`, any password) and consent page, RP-initiated logout, and e-mail and name in
 * the ID token as Entra ID and Google put them.
 */
export async function startTestProvider(opts: { redirectUri: string; postLogoutRedirectUri?: string; port?: number; directory?: Record<string, DirectoryPerson> }): Promise<TestProvider> {
  const directory = new Map(Object.entries(opts.directory ?? {}));
  const clientId = 'student-portal';
  const clientSecret = 'student-portal-test-secret';
  // The issuer's address is known once the port is: listen first, then make the provider with it.
  let handler: RequestListener | null = null;
  const server: Server = createServer((req, res) => handler?.(req, res));
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [opts.redirectUri],
        post_logout_redirect_uris: opts.postLogoutRedirectUri ? [opts.postLogoutRedirectUri] : [],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    claims: { openid: ['sub', 'amr'], email: ['email', 'email_verified'], profile: ['name'], roll: ['roll_number'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
    findAccount: async (_ctx, sub) => {
      const person = directory.get(sub);
      if (!person) return undefined;
      const { amr: _amr, ...claims } = person;
      return { accountId: sub, claims: async () => ({ sub, ...claims }) };
    },
  });
  // The development login form names no second factor: the directory says which people used one.
  const finished = provider.interactionFinished.bind(provider);
  provider.interactionFinished = (req, res, result, options) => {
    const login = result.login;
    const amr = login ? directory.get(login.accountId)?.amr : undefined;
    return finished(req, res, amr && login ? { ...result, login: { ...login, amr } } : result, options);
  };
  handler = provider.callback();
  return {
    issuer,
    clientId,
    clientSecret,
    directory,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
