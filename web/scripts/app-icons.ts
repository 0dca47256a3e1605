import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { svgToPng } from '../../shared/svg-to-png';
import type { AppIcon } from '../pwa';

/** The product's mark, from which every PNG icon is drawn. */
export const FAVICON_PATH = 'web/public/favicon.svg';

/**
 * The SVG an icon is drawn from. `rounded` is the favicon as it is (its own rounded square on
 * transparent corners). `full-bleed` and `maskable` fill the whole square with the gradient,
 * because the platform cuts its own shape (iOS rounds apple-touch-icon, Android masks maskable
 * icons); `maskable` also shrinks the sparks into the safe zone, the centred circle of 80%.
 */
export function iconSvg(favicon: string, shape: AppIcon['shape']): string {
  if (shape === 'rounded') return favicon;
  const defs = /<defs>[\s\S]*<\/defs>/.exec(favicon)?.[0];
  const marks = favicon.match(/<path\b[^>]*\/>/g);
  if (!defs || !marks) throw new Error('favicon.svg has no gradient <defs> or no <path> marks');
  const scale = shape === 'maskable' ? 0.8 : 1;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
    defs,
    '<rect width="32" height="32" fill="url(#g)"/>',
    `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${marks.join('')}</g>`,
    '</svg>',
  ].join('');
}

const draw = svgToPng(() =>
  readFile(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')),
);

/** The icon as a PNG of its size, drawn by resvg (deterministic: the same bytes every time). */
export function renderIcon(favicon: string, icon: AppIcon): Promise<Uint8Array> {
  return draw(iconSvg(favicon, icon.shape), { fitTo: { mode: 'width', value: icon.size } });
}

/** Where an icon's PNG is committed: in web/public, served at its `src`. */
export function iconFile(root: string, icon: AppIcon): string {
  return join(root, 'web/public', icon.src);
}
