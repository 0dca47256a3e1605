import { fileURLToPath } from 'node:url';

/** The two browser scripts, written in TypeScript next to this file and bundled on first use. */
const entries = {
  checkout: fileURLToPath(new URL('./browser/checkout.ts', import.meta.url)),
  checkoutPage: fileURLToPath(new URL('./browser/checkout-page.ts', import.meta.url)),
} as const;
export type BrowserScript = keyof typeof entries;

const bundles = new Map<BrowserScript, Promise<string>>();

async function bundle(script: BrowserScript): Promise<string> {
  // esbuild is a development dependency, as the local cloud is development only.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entries[script]],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild wrote nothing for ${entries[script]}`);
  return output.text;
}

/** A script's bundled JavaScript, built once per process. */
export function browserScript(script: BrowserScript): Promise<string> {
  let cached = bundles.get(script);
  if (!cached) {
    cached = bundle(script);
    cached.catch(() => bundles.delete(script));
    bundles.set(script, cached);
  }
  return cached;
}
