import { describe, expect, it } from 'vitest';
import { formatCredits, formatSignedCredits, transactionTone } from './transaction-display';

describe('how the credits page shows numbers and statuses', () => {
  it('groups credits the Indian way', () => {
    expect(formatCredits(150000)).toBe('1,50,000');
    expect(formatCredits(20)).toBe('20');
  });

  it('signs amounts: plus for credits added, a minus sign for credits spent', () => {
    expect(formatSignedCredits(750)).toBe('+750');
    expect(formatSignedCredits(-12)).toBe('\u221212');
    expect(formatSignedCredits(-1500)).toBe('\u22121,500');
    expect(formatSignedCredits(0)).toBe('0');
  });

  it('colours completed, pending and every other status as a failure', () => {
    expect(transactionTone('completed')).toBe('completed');
    expect(transactionTone('pending')).toBe('pending');
    expect(transactionTone('failed')).toBe('failure');
  });
});
