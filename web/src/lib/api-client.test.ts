import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { ListPlansResponse } from '../../../shared/api';
import { STORAGE_KEYS } from '../../../shared/constants';
import { PLANS } from '../../../shared/catalogue';
import { api, apiBaseUrl, createApiClient, type ApiArgs } from './api-client';
import { ApiError } from './api-error';

const PROJECT_ID = '01JD8ZQ3V4W5X6Y7Z8A9BCDEFG';
const NOW = '2025-11-01T10:00:00.000Z';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();

function lastRequest() {
  const call = fetchMock.mock.lastCall;
  if (!call) throw new Error('fetch was not called');
  const [url, init] = call;
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api', () => {
  it('GETs a public endpoint on the same origin without the bearer and parses its response', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'secret-token');
    fetchMock.mockResolvedValue(jsonResponse({ success: true, plans: PLANS }));

    const result = await api('listPlans');

    const request = lastRequest();
    expect(request.url).toBe('/api/subscriptions/plans');
    expect(request.init.method).toBe('GET');
    expect(request.init.body).toBeUndefined();
    expect(request.headers.has('Authorization')).toBe(false);
    expect(result.plans.map((plan) => plan.id)).toEqual(['free', 'starter', 'pro', 'enterprise']);
  });

  it('fills path parameters and sends the stored bearer token to a user endpoint', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'secret-token');
    fetchMock.mockResolvedValue(
      jsonResponse({
        id: PROJECT_ID,
        name: 'Bakery',
        description: 'A bakery site',
        generated_code: null,
        versions: [],
        created_at: NOW,
        updated_at: NOW,
      }),
    );

    const project = await api('getProject', { params: { projectId: PROJECT_ID } });

    const request = lastRequest();
    expect(request.url).toBe(`/api/projects/${PROJECT_ID}`);
    expect(request.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(project.name).toBe('Bakery');
  });

  it('sends no Authorization header to a user endpoint when signed out', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Not signed in' }, 401));

    await expect(api('me')).rejects.toMatchObject({ status: 401, detail: 'Not signed in' });
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('POSTs the body as JSON', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'secret-token');
    fetchMock.mockResolvedValue(
      jsonResponse({ id: PROJECT_ID, name: 'Bakery', description: 'A bakery', created_at: NOW }),
    );

    const created = await api('createProject', {
      body: { name: 'Bakery', description: 'A bakery', model: 'gpt-5' },
    });

    const request = lastRequest();
    expect(request.url).toBe('/api/projects/create');
    expect(request.init.method).toBe('POST');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(request.init.body))).toEqual({
      name: 'Bakery',
      description: 'A bakery',
      model: 'gpt-5',
    });
    expect(created.id).toBe(PROJECT_ID);
  });

  it('sends an empty JSON object, and extra headers, to a call whose body is empty', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        session_token: 'session',
        user: { id: 'u1', username: 'asha', email: 'asha@example.com', credits: 20 },
      }),
    );

    await api('googleSession', undefined, { headers: { 'X-Session-ID': 'abc' } });

    const request = lastRequest();
    expect(request.init.body).toBe('{}');
    expect(request.headers.get('X-Session-ID')).toBe('abc');
  });

  it('encodes the query string', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: true, transactions: [], next_cursor: null }),
    );

    await api('listTransactions', { query: { limit: 20, cursor: 'a b' } });

    expect(lastRequest().url).toBe('/api/credits/transactions?limit=20&cursor=a+b');
  });

  it("throws an ApiError carrying the server's detail on a 4xx", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ detail: 'Insufficient credits. Please buy more credits.' }, 402),
    );

    const failure = api('createProject', {
      body: { name: 'Bakery', description: 'A bakery', model: 'gpt-5' },
    });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 402,
      detail: 'Insufficient credits. Please buy more credits.',
    });
  });

  it('throws an ApiError with a plain message when the error body has no detail', async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Bad gateway</h1>', { status: 502 }));

    await expect(api('listPackages')).rejects.toMatchObject({
      status: 502,
      detail: 'Request failed (HTTP 502).',
    });
  });

  it('throws an ApiError when a successful response does not match the schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, plans: [{ id: 'gold' }] }));

    const failure = api('listPlans');

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 200 });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(api('pricing')).rejects.toMatchObject({
      status: 0,
      detail: 'Could not reach the server. Check your connection and try again.',
    });
  });

  it('lets a cancelled request reject as a cancellation, not as an ApiError', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('Aborted', 'AbortError');
    fetchMock.mockRejectedValue(abort);

    await expect(api('pricing', undefined, { signal: controller.signal })).rejects.toBe(abort);
  });

  it('types each call by its endpoint', () => {
    expectTypeOf<[]>().toExtend<ApiArgs<'listPlans'>>();
    expectTypeOf<[]>().not.toExtend<ApiArgs<'getProject'>>();
    expectTypeOf(api<'listPlans'>).returns.resolves.toEqualTypeOf<ListPlansResponse>();
  });
});

describe('createApiClient', () => {
  it('prefixes paths with the configured API origin', async () => {
    const fetchStub = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ success: true }));
    const client = createApiClient({
      baseUrl: apiBaseUrl(' https://api.example.com/ '),
      fetch: fetchStub,
      getToken: () => 'token',
    });

    await client('deleteProject', { params: { projectId: PROJECT_ID } });

    const [url, init] = fetchStub.mock.calls[0] ?? [];
    expect(url).toBe(`https://api.example.com/api/projects/${PROJECT_ID}`);
    expect(init?.method).toBe('DELETE');
  });

  it('awaits a token getter that renews the token first', async () => {
    const fetchStub = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        jsonResponse({ id: 'u1', username: 'asha', email: 'asha@example.com', credits: 20 }),
      );
    const client = createApiClient({
      baseUrl: '',
      fetch: fetchStub,
      getToken: async () => 'renewed-token',
    });

    await client('me');

    expect(new Headers(fetchStub.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer renewed-token',
    );
  });

  it("sends the caller's own Authorization instead of the stored token", async () => {
    const fetchStub = vi.fn<typeof fetch>().mockResolvedValue(
      jsonResponse({
        access_token: 'api-token',
        user: { id: 'u1', username: 'asha', email: 'asha@example.com', credits: 20 },
      }),
    );
    const getToken = vi.fn(() => 'stored-token');
    const client = createApiClient({ baseUrl: '', fetch: fetchStub, getToken });

    await client('identitySync', { body: {} }, { headers: { Authorization: 'Bearer id-token' } });

    expect(new Headers(fetchStub.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer id-token',
    );
    expect(getToken).not.toHaveBeenCalled();
  });

  it('treats an unset or blank API URL as the same origin', () => {
    expect(apiBaseUrl(undefined)).toBe('');
    expect(apiBaseUrl('  ')).toBe('');
  });
});
