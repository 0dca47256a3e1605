import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

/** A Cognito that accepts connections and never answers; and how many it was asked on. */
let silent: Server;
let connections = 0;

beforeAll(async () => {
  silent = createServer(() => {
    connections += 1;
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as AddressInfo;
  vi.stubEnv('COGNITO_ENDPOINT', `http://127.0.0.1:${port}`);
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
});

afterAll(() => {
  vi.unstubAllEnvs();
  silent.close();
});

it('signs up anyway, before Cognito gives up on it, when the lookup gets no answer', async () => {
  // Loaded afresh: the unit lane shares modules between files, and the handler makes its Cognito
  // client from the environment when it loads (pre-sign-up-handler.test may have loaded it first).
  vi.resetModules();
  const { handler } = await import('./pre-sign-up-handler');
  const { logger } = await import('../lib/observability');
  const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});

  const answered = handler({
    version: '1',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_example',
    userName: 'sub-1',
    triggerSource: 'PreSignUp_SignUp',
    callerContext: { awsSdkVersion: '3', clientId: 'spa-client' },
    request: { userAttributes: { email: 'asha@example.com' } },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  });

  await expect(answered).resolves.toMatchObject({ response: { autoConfirmUser: true } });
  // It gave up on its own timeout, after one try: within Cognito's 5 s for the whole trigger.
  expect(connections).toBe(1);
  expect(logged).toHaveBeenCalledWith(
    expect.stringContaining('signing up anyway'),
    expect.objectContaining({ error: expect.objectContaining({ name: 'TimeoutError' }) }),
  );
  logged.mockRestore();
});
