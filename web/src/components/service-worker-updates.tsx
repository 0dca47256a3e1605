import { useRegisterSW } from 'virtual:pwa-register/react';
import { AppUpdatePrompt } from './app-update-prompt';

/**
 * How often an open tab asks the server for a new version. The browser checks on every page load,
 * but a single-page app may stay open for days without one.
 */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (in builds; the dev server has none) and prompts for a reload
 * when a new version has been deployed and installed.
 */
export function ServiceWorkerUpdates() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    onRegisterError(error: unknown) {
      console.error('The service worker could not be registered', error);
    },
  });

  return (
    <AppUpdatePrompt
      needRefresh={needRefresh}
      onReload={() => void updateServiceWorker(true)}
      onDismiss={() => setNeedRefresh(false)}
    />
  );
}
