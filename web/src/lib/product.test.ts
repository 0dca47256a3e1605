import { describe, expect, it } from 'vitest';
import { copyrightNotice, PRODUCT_NAME } from './product';

describe('copyrightNotice', () => {
  it('names the year it is shown in, not the year the code was written', () => {
    expect(copyrightNotice(new Date('2027-03-01T00:00:00Z'))).toBe(`© 2027 ${PRODUCT_NAME}`);
    expect(copyrightNotice()).toBe(`© ${new Date().getFullYear()} ${PRODUCT_NAME}`);
  });
});
