import type { User } from '../../../../../shared/api';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

export interface FakeApiServer {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** Profiles by email; the identity sync creates one with 20 credits on first sign-in. */
  profiles: Map<string, User>;
  /** Make `/api/auth/me` answer 401 (a session the server no longer accepts). */
  rejectSession: boolean;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The email a test bearer (`id-token:{email}:{n}` or `api-token:{email}`) stands for. */
function emailOf(authorization: string | null): string | null {
  const match = /^Bearer (?:id-token|api-token):([^:]+)/.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/** Just enough of the auth API for the screens' tests: sync, me and logout. */
export function createFakeApiServer(): FakeApiServer {
  const server: FakeApiServer = {
    requests: [],
    profiles: new Map(),
    rejectSession: false,
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const headers = new Headers(init?.headers);
      const text = typeof init?.body === 'string' ? init.body : '';
      const body: unknown = text ? JSON.parse(text) : undefined;
      const request = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        authorization: headers.get('Authorization'),
        body,
      };
      server.requests.push(request);
      const email = emailOf(request.authorization);

      if (request.path === '/api/auth/sync' && request.method === 'POST') {
        if (!email) return json({ detail: 'Not signed in' }, 401);
        let profile = server.profiles.get(email);
        if (!profile) {
          const username =
            typeof body === 'object' && body !== null && 'username' in body
              ? String(body.username)
              : (email.split('@')[0] ?? email);
          profile = { id: `user-${server.profiles.size + 1}`, username, email, credits: 20 };
          server.profiles.set(email, profile);
        }
        return json({ access_token: `api-token:${email}`, user: profile });
      }
      if (request.path === '/api/auth/me' && request.method === 'GET') {
        const profile = email ? server.profiles.get(email) : undefined;
        if (!profile || server.rejectSession) return json({ detail: 'Not signed in' }, 401);
        return json(profile);
      }
      if (request.path === '/api/auth/logout' && request.method === 'POST') {
        return json({ success: true });
      }
      return json({ detail: 'Not found' }, 404);
    },
  };
  return server;
}
