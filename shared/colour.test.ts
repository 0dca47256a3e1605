import { describe, expect, it } from 'vitest';
import { contrastRatio, hexOfCss } from './colour';

describe('colours as a browser draws them', () => {
  it('reads rgb(), rgba() and hex, and nothing fully transparent', () => {
    expect(hexOfCss('rgb(31, 41, 55)')).toBe('#1f2937');
    expect(hexOfCss('rgba(255, 255, 255, 0.8)')).toBe('#ffffff');
    expect(hexOfCss('rgb(0 128 0 / 50%)')).toBe('#008000');
    expect(hexOfCss('#AABBCC')).toBe('#aabbcc');
    expect(hexOfCss('rgba(0, 0, 0, 0)')).toBeNull();
    expect(hexOfCss('transparent')).toBeNull();
    expect(hexOfCss('rgb(300, 0, 0)')).toBeNull();
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });
});
