import { describe, expect, it, vi } from 'vitest';
import { bakeryCard as card } from '../../../testing/fixtures/deployments/bakery-card';
import { renderSocialCard } from './render-card';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's width and height, from its IHDR chunk. */
function sizeOf(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('renderSocialCard', () => {
  it('draws a 1200×630 PNG', async () => {
    const png = await renderSocialCard(card);

    expect([...png.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(sizeOf(png)).toEqual({ width: 1200, height: 630 });
  });

  it('draws the words: another name makes another image', async () => {
    const [one, other] = await Promise.all([
      renderSocialCard(card),
      renderSocialCard({ ...card, name: 'Loaf & Ladle' }),
    ]);

    expect(Buffer.from(one).equals(Buffer.from(other))).toBe(false);
  });
});

describe('renderSocialCard loaded again in the same process', () => {
  it('still draws (the wasm the first copy started is used, not started twice)', async () => {
    await renderSocialCard(card);
    vi.resetModules();
    const again = await import('./render-card');

    const png = await again.renderSocialCard(card);

    expect(sizeOf(png)).toEqual({ width: 1200, height: 630 });
  });
});
