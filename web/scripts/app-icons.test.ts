import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../infra/repository-root';
import { APP_ICONS, webAppManifest } from '../pwa';
import { FAVICON_PATH, iconFile, iconSvg, renderIcon } from './app-icons';

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('the app icons', () => {
  it('are the PNGs the script draws from favicon.svg, at their sizes', async () => {
    const favicon = await readFile(join(repositoryRoot, FAVICON_PATH), 'utf8');
    const found = await Promise.all(
      APP_ICONS.map(async (icon) => {
        const committed = new Uint8Array(await readFile(iconFile(repositoryRoot, icon)));
        const drawn = await renderIcon(favicon, icon);
        return {
          src: icon.src,
          ...pngSize(committed),
          drawn: Buffer.from(drawn).equals(committed),
        };
      }),
    );

    // Not drawn? Run `node --import tsx web/scripts/render-app-icons.ts` and commit the PNGs.
    expect(found).toEqual(
      APP_ICONS.map(({ src, size }) => ({ src, width: size, height: size, drawn: true })),
    );
  });

  it('give the manifest a 192 and a 512 icon and a maskable one, as installing asks', () => {
    expect(webAppManifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
  });

  it('fill the square edge to edge where the platform cuts its own shape', async () => {
    const favicon = await readFile(join(repositoryRoot, FAVICON_PATH), 'utf8');

    expect(iconSvg(favicon, 'rounded')).toBe(favicon);
    expect(iconSvg(favicon, 'full-bleed')).toContain(
      '<rect width="32" height="32" fill="url(#g)"/>',
    );
    expect(iconSvg(favicon, 'full-bleed')).not.toContain('rx=');
    // The sparks reach 39% of the width from the centre; the safe zone is a circle of 40%.
    expect(iconSvg(favicon, 'maskable')).toContain('scale(0.8)');
  });
});
