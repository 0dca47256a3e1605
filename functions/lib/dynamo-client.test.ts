import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { ifConditionHolds } from './dynamo-client';

describe('ifConditionHolds', () => {
  it('answers the write’s output when its condition held', async () => {
    const output = { Attributes: { PK: 'USER#u1' } };

    await expect(ifConditionHolds(Promise.resolve(output))).resolves.toBe(output);
  });

  it('answers undefined when the condition did not hold', async () => {
    const refused = new ConditionalCheckFailedException({ message: 'x', $metadata: {} });

    await expect(ifConditionHolds(Promise.reject(refused))).resolves.toBeUndefined();
  });

  it('throws any other error on', async () => {
    const failure = new Error('throttled');

    await expect(ifConditionHolds(Promise.reject(failure))).rejects.toBe(failure);
  });
});
