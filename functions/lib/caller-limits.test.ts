import { describe, expect, it } from 'vitest';
import { ACCOUNT_EMAIL_LIMITS, CONTACT_MESSAGES_PER_HOUR } from '../../shared/constants';
import { callerLimitsFromEnvironment, DEFAULT_CALLER_LIMITS } from './caller-limits';

describe('callerLimitsFromEnvironment', () => {
  it('keeps the defaults where the operator set nothing', () => {
    const limits = callerLimitsFromEnvironment({});

    expect(limits).toEqual(DEFAULT_CALLER_LIMITS);
    expect(limits.signUps.perAddressPerHour).toBe(ACCOUNT_EMAIL_LIMITS.register.perAddress);
    expect(limits.contactMessages.perAddressPerHour).toBe(CONTACT_MESSAGES_PER_HOUR);
    expect(limits.routes.deploy).toEqual({ perHour: 30 });
  });

  it("lays the operator's values over the defaults, one value or one route at a time", () => {
    const limits = callerLimitsFromEnvironment({
      CALLER_LIMITS: JSON.stringify({
        signUps: { perEmailPerHour: 2 },
        routes: { deploy: { perHour: 5 }, saveCode: { perHour: 100 } },
      }),
    });

    expect(limits.signUps).toEqual({
      perAddressPerHour: DEFAULT_CALLER_LIMITS.signUps.perAddressPerHour,
      perEmailPerHour: 2,
    });
    expect(limits.routes.deploy).toEqual({ perHour: 5 });
    expect(limits.routes.saveCode).toEqual({ perHour: 100 });
    expect(limits.routes.githubSave).toEqual(DEFAULT_CALLER_LIMITS.routes.githubSave);
  });

  it('fails at cold start on a value that is not a limit, naming the variable and the key', () => {
    expect(() => callerLimitsFromEnvironment({ CALLER_LIMITS: '{"routes":' })).toThrow(
      /CALLER_LIMITS \(not JSON\)/,
    );
    expect(() =>
      callerLimitsFromEnvironment({ CALLER_LIMITS: '{"routes":{"deploy":{"perHour":0}}}' }),
    ).toThrow(/Invalid CALLER_LIMITS[\s\S]*routes\.deploy\.perHour/);
    expect(() =>
      callerLimitsFromEnvironment({ CALLER_LIMITS: '{"signUps":{"perAdress":3}}' }),
    ).toThrow(/perAdress/);
    expect(() =>
      callerLimitsFromEnvironment({ CALLER_LIMITS: '{"routes":{"publish":{"perHour":3}}}' }),
    ).toThrow(/Invalid CALLER_LIMITS[\s\S]*routes/);
  });
});
