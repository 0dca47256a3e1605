import { describe, expect, it } from 'vitest';
import { keysFromSecretString, readPaymentsConfig } from './razorpay-config';

describe('the Razorpay configuration', () => {
  it('takes the three keys directly, and the stand-in URL, locally', async () => {
    const config = readPaymentsConfig({
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
      RAZORPAY_API_URL: 'http://127.0.0.1:9000/razorpay/',
    });
    expect(config.apiUrl).toBe('http://127.0.0.1:9000/razorpay');
    expect(await config.keys?.()).toEqual({
      keyId: 'rzp_test_1',
      keySecret: 'secret',
      webhookSecret: 'hook',
    });
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
    ).toEqual({ keyId: 'rzp_live_1', keySecret: 's', webhookSecret: 'w' });
    expect(() => keysFromSecretString('{"key_id":"rzp_live_1","key_secret":"s3cr3t"}')).toThrow(
      'The Razorpay secret lacks webhook_secret.',
    );
    expect(() => keysFromSecretString('s3cr3t')).not.toThrow(/s3cr3t/);
  });
});
