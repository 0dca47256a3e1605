import { describe, expect, it } from 'vitest';
import { declinesTracking } from './tracking-privacy';

describe('declinesTracking', () => {
  it.each([
    [{ doNotTrack: '1' }, true],
    [{ globalPrivacyControl: true }, true],
    [{ globalPrivacyControl: '1' }, true],
    [{ doNotTrack: ' 1 ', globalPrivacyControl: false }, true],
    [{ doNotTrack: '0', globalPrivacyControl: '0' }, false],
    [{ doNotTrack: 'unspecified' }, false],
    [{ doNotTrack: null, globalPrivacyControl: null }, false],
    [{}, false],
  ])('reads %j as declining: %s', (signals, declined) => {
    expect(declinesTracking(signals)).toBe(declined);
  });
});
