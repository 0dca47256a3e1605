import { describe, expect, it } from 'vitest';
import { cachedGenerationDefinition } from './definition-cache';
import { generationDefinition } from './generation-definition';

describe('cachedGenerationDefinition', () => {
  it('is the definition the construct synthesizes, and the same object on every call', async () => {
    const cached = await cachedGenerationDefinition();
    expect(cached).toEqual(generationDefinition());
    expect(await cachedGenerationDefinition()).toBe(cached);
  });
});
