import type { ResvgRenderOptions } from '@resvg/resvg-wasm';
import { rememberedUntilFailure } from './remembered';

/**
 * Draws SVGs as PNGs with resvg (deterministic: the same bytes for the same SVG). resvg's wasm,
 * which `wasm` reads where the caller keeps it, is loaded on the first drawing, once.
 */
export function svgToPng(
  wasm: () => Promise<Uint8Array>,
): (svg: string, options?: ResvgRenderOptions) => Promise<Uint8Array> {
  const loadResvg = rememberedUntilFailure(async () => {
    const [resvg, bytes] = await Promise.all([import('@resvg/resvg-wasm'), wasm()]);
    await resvg.initWasm(bytes);
    return resvg.Resvg;
  });
  return async (svg, options) => {
    const Resvg = await loadResvg();
    const resvg = new Resvg(svg, options);
    try {
      const image = resvg.render();
      try {
        return image.asPng();
      } finally {
        image.free();
      }
    } finally {
      resvg.free();
    }
  };
}
