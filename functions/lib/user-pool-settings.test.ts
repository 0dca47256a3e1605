import { describe, expect, it } from 'vitest';
import { readUserPoolSettings } from './user-pool-settings';

describe('the user pool settings of a function', () => {
  it("derive the issuer on AWS from the pool id's region", () => {
    const { region, settings } = readUserPoolSettings({
      USER_POOL_ID: 'ap-south-1_AbCdEf123',
      USER_POOL_CLIENT_ID: 'client',
    });
    expect(region).toBe('ap-south-1');
    expect(settings).toEqual({
      userPoolId: 'ap-south-1_AbCdEf123',
      clientId: 'client',
      issuer: 'https://cognito-idp.ap-south-1.amazonaws.com/ap-south-1_AbCdEf123',
      endpoint: undefined,
    });
  });

  it('derive it locally from the endpoint, as the stand-in issues its tokens', () => {
    const { settings } = readUserPoolSettings({
      USER_POOL_ID: 'local_Pool1',
      USER_POOL_CLIENT_ID: 'client',
      COGNITO_ENDPOINT: 'http://localhost:8080/_local/cognito/',
    });
    expect(settings.issuer).toBe('http://localhost:8080/_local/cognito/local_Pool1');
    expect(settings.endpoint).toBe('http://localhost:8080/_local/cognito');
  });

  it('name the missing variable at cold start', () => {
    expect(() => readUserPoolSettings({ USER_POOL_ID: 'local_Pool1' })).toThrow(
      /USER_POOL_CLIENT_ID/,
    );
  });
});
