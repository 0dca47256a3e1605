/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  /** The API's origin, set at build time; unset means the app's own origin. */
  readonly VITE_API_URL?: string;
}
