import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa';
import { PRODUCT_DESCRIPTION, PRODUCT_NAME, pageTitle } from './src/lib/product';

/** Paths resolve from this file, so the config works from any cwd (CLI or middleware mode). */
const fromWeb = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Where the site is served, for the absolute URLs link previews need (og:image); unset, they
 * are root-relative.
 */
const siteUrl = (process.env.VITE_SITE_URL ?? '').trim().replace(/\/+$/, '');

/** Fills index.html's placeholders from the one product constant module. */
function productHtml(): Plugin {
  return {
    name: 'product-html',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html
          .replaceAll('%APP_NAME%', PRODUCT_NAME)
          .replaceAll('%APP_TITLE%', pageTitle())
          .replaceAll('%SITE_URL%', siteUrl)
          .replaceAll('%APP_DESCRIPTION%', PRODUCT_DESCRIPTION),
    },
  };
}

export default defineConfig({
  root: fromWeb('.'),
  plugins: [
    // Must come before react(): it generates the route tree and splits route components.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromWeb('./src/routes'),
      generatedRouteTree: fromWeb('./src/route-tree.gen.ts'),
    }),
    react(),
    tailwindcss(),
    productHtml(),
    // Builds only: the dev server has no service worker (it would cache what hot reload replaces).
    VitePWA(pwaOptions),
  ],
  build: {
    outDir: fromWeb('./dist'),
    emptyOutDir: true,
  },
});
