import { describe, expect, it } from 'vitest';
import { keysFromSecretString, readPaymentsConfig } from './razorpay-config';

describe('the Razorpay configuration', () => {
  it('takes the three keys directly, and the stand-in URL, locally', async () => {
    const config = readPaymentsConfig({
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
      RAZORPAY_API_URL: 'http://127.0.0.1:9000/razorpay/',
      RAZORPAY_PLAN_IDS: '{"starter":"plan_S1","pro":"plan_P1"}',
    });
    expect(config.apiUrl).toBe('http://127.0.0.1:9000/razorpay');
    expect(await config.keys?.()).toEqual({
      keyId: 'rzp_test_1',
      keySecret: 'secret',
      webhookSecret: 'hook',
      planIds: { starter: 'plan_S1', pro: 'plan_P1' },
    });
  });

  it('refuses plan ids that are not a JSON map of Razorpay plans', () => {
    const keys = { RAZORPAY_KEY_ID: 'a', RAZORPAY_KEY_SECRET: 'b', RAZORPAY_WEBHOOK_SECRET: 'c' };
    expect(() => readPaymentsConfig({ ...keys, RAZORPAY_PLAN_IDS: 'starter=plan_1' })).toThrow(
      /RAZORPAY_PLAN_IDS/,
    );
    expect(() => readPaymentsConfig({ ...keys, RAZORPAY_PLAN_IDS: '{"gold":"plan_1"}' })).toThrow(
      /RAZORPAY_PLAN_IDS/,
    );
  });

  it('reads plan ids from the secret', () => {
    expect(
      keysFromSecretString(
        '{"key_id":"k","key_secret":"s","webhook_secret":"w","plan_ids":{"pro":"plan_X"}}',
      ).planIds,
    ).toEqual({ pro: 'plan_X' });
  });

  it('means "payments not configured" when nothing is set', () => {
    expect(readPaymentsConfig({ RAZORPAY_KEY_ID: ' ' }).keys).toBeNull();
  });

  it('fails at once, naming what is missing, when only some keys are set', () => {
    expect(() => readPaymentsConfig({ RAZORPAY_KEY_ID: 'rzp_test_1' })).toThrow(
      'RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET',
    );
  });

  it("reads the secret's JSON and names a missing field without echoing any value", () => {
    expect(
      keysFromSecretString('{"key_id":"rzp_live_1","key_secret":"s","webhook_secret":"w"}'),
    ).toEqual({ keyId: 'rzp_live_1', keySecret: 's', webhookSecret: 'w', planIds: {} });
    expect(() => keysFromSecretString('{"key_id":"rzp_live_1","key_secret":"s3cr3t"}')).toThrow(
      'The Razorpay secret lacks webhook_secret.',
    );
    expect(() => keysFromSecretString('s3cr3t')).not.toThrow(/s3cr3t/);
  });
});
