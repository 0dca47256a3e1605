import { describe, expect, it, vi } from 'vitest';
import { createAppConfigLoader, fetchAppConfig } from './app-config';

const localConfig = {
  auth: {
    region: 'us-east-1',
    userPoolId: 'local_abc123',
    clientId: 'client-1',
    endpoint: 'http://127.0.0.1:9229/',
    google: null,
    github: null,
  },
  generation: { socketUrl: 'ws://127.0.0.1:3000/ws/{projectId}', models: 'Offline models' },
  payments: { checkoutScriptUrl: 'http://127.0.0.1:3000/_local/razorpay/checkout.js' },
};

describe('fetchAppConfig', () => {
  it('reads /config.json from this origin', async () => {
    const fetchStub = vi.fn<typeof fetch>().mockResolvedValue(Response.json(localConfig));

    await expect(fetchAppConfig(fetchStub)).resolves.toEqual(localConfig);
    expect(fetchStub.mock.calls[0]?.[0]).toBe('/config.json');
  });

  it.each([
    ['missing', () => new Response('<!doctype html>', { status: 404 })],
    ['not JSON', () => new Response('<!doctype html>', { status: 200 })],
    ['malformed', () => Response.json({ auth: { region: 'x' } })],
  ])('fails with the spec message when the file is %s', async (_case, answer) => {
    const fetchStub = vi.fn<typeof fetch>().mockImplementation(async () => answer());

    await expect(fetchAppConfig(fetchStub)).rejects.toThrow('Authentication system failed to load');
  });
});

describe('createAppConfigLoader', () => {
  it('loads once, but tries again after a failure', async () => {
    const fetchStub = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async () => Response.json(localConfig));
    const load = createAppConfigLoader(fetchStub);

    await expect(load()).rejects.toThrow('Authentication system failed to load');
    await expect(load()).resolves.toEqual(localConfig);
    await expect(load()).resolves.toEqual(localConfig);
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });
});
