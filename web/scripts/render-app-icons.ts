/**
 * Draws the app's PNG icons (web app manifest, apple-touch-icon) from web/public/favicon.svg into
 * web/public, where they are committed. Run after changing the mark:
 *   node --import tsx web/scripts/render-app-icons.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repositoryRoot } from '../../infra/repository-root';
import { APP_ICONS } from '../pwa';
import { FAVICON_PATH, iconFile, renderIcon } from './app-icons';

const favicon = await readFile(join(repositoryRoot, FAVICON_PATH), 'utf8');
for (const icon of APP_ICONS) {
  const path = iconFile(repositoryRoot, icon);
  await writeFile(path, await renderIcon(favicon, icon));
  console.log(`${icon.size}×${icon.size} ${icon.shape} → ${path}`);
}
