import type { ResvgRenderOptions } from '@resvg/resvg-wasm';
import { rememberedUntilFailure } from './remembered';

/** Where resvg's wasm comes from: the first drawer's loader (every caller's is the same wasm). */
let wasmSource: (() => Promise<Uint8Array>) | undefined;

/** resvg's wasm can be started once per process (or module instance), whoever draws first. */
const loadResvg = rememberedUntilFailure(async () => {
  const [resvg, bytes] = await Promise.all([import('@resvg/resvg-wasm'), wasmSource!()]);
  try {
    await resvg.initWasm(bytes);
  } catch (error) {
    // Started by an earlier instance of this module in the process (a module registry reset
    // loads this file again, not the package): the wasm is there to use.
    if (!(error instanceof Error && /already initiali[sz]ed/i.test(error.message))) throw error;
  }
  return resvg.Resvg;
});

/**
 * Draws SVGs as PNGs with resvg (deterministic: the same bytes for the same SVG). resvg's wasm,
 * which `wasm` reads where the caller keeps it, is loaded on the first drawing, once.
 */
export function svgToPng(
  wasm: () => Promise<Uint8Array>,
): (svg: string, options?: ResvgRenderOptions) => Promise<Uint8Array> {
  return async (svg, options) => {
    wasmSource ??= wasm;
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
