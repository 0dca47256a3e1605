import { describe, expect, it } from 'vitest';
import { WELCOME_CREDITS } from '../../shared/constants';
import { welcomeGrant } from './welcome-grant';

describe('the welcome grant', () => {
  const at = new Date('2026-01-02T03:04:05.000Z');

  it('opens the balance at the welcome credits, with every total at zero', () => {
    expect(welcomeGrant('table', 'sub-1', at, { verified: true }).openingBalance).toEqual({
      credits: WELCOME_CREDITS,
      total_spent: 0,
      total_refunded: 0,
      total_purchased: 0,
    });
  });

  it('records a welcome entry that can be written once only', () => {
    const { part } = welcomeGrant('table', 'sub-1', at, { verified: true });

    expect(part.name).toBe('ledgerEntry');
    expect(part.write.Put).toMatchObject({
      TableName: 'table',
      Item: {
        PK: 'USER#sub-1',
        type: 'welcome',
        amount: WELCOME_CREDITS,
        balance_after: WELCOME_CREDITS,
        created_at: '2026-01-02T03:04:05.000Z',
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
  });

  it('opens an address still to be proved at zero, with the grant owed rather than written', () => {
    const { openingBalance, part } = welcomeGrant('table', 'sub-1', at, { verified: false });

    expect(openingBalance).toEqual({
      credits: 0,
      total_spent: 0,
      total_refunded: 0,
      total_purchased: 0,
    });
    expect(part.write.Put).toMatchObject({
      TableName: 'table',
      Item: { PK: 'USER#sub-1', SK: 'WELCOME_DUE', credits: WELCOME_CREDITS },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
  });
});
