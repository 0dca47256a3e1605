import { describe, expect, it } from 'vitest';
import { isOperator } from './operator-access';

describe('isOperator', () => {
  it.each([
    ['as API Gateway passes a list claim', { 'cognito:groups': '[operators]' }],
    ['among other groups', { 'cognito:groups': '[support operators]' }],
    ['as a list', { 'cognito:groups': ['beta', 'operators'] }],
  ])('knows an operator by the group %s', (_case, claims) => {
    expect(isOperator(claims)).toBe(true);
  });

  it.each([
    ['no groups', {}],
    ['other groups only', { 'cognito:groups': '[support]' }],
    ['a group whose name only contains it', { 'cognito:groups': '[operators-in-training]' }],
    ['a group in another claim', { groups: '[operators]' }],
  ])('refuses a token with %s', (_case, claims) => {
    expect(isOperator(claims)).toBe(false);
  });
});
