import { useEffect, useEffectEvent } from 'react';
import { toast } from 'sonner';
import { PRODUCT_NAME } from '../lib/product';

export const UPDATE_AVAILABLE = `A new version of ${PRODUCT_NAME} is available`;
const UPDATE_TOAST_ID = 'app-update';

export interface AppUpdatePromptProps {
  /** A new version is installed and waiting to take over. */
  needRefresh: boolean;
  /** Lets the waiting version take over and reloads the page with it. */
  onReload: () => void;
  /** The prompt was closed: the new version takes over on the next visit instead. */
  onDismiss: () => void;
}

/**
 * A toast that stays until it is answered, offering "Reload" when a new version of the app is
 * ready. It never reloads by itself: a half-written prompt or a running build is worth more than
 * a few minutes on the old version.
 */
export function AppUpdatePrompt({ needRefresh, onReload, onDismiss }: AppUpdatePromptProps) {
  const reload = useEffectEvent(onReload);
  const dismiss = useEffectEvent(onDismiss);

  useEffect(() => {
    if (!needRefresh) return;
    toast(UPDATE_AVAILABLE, {
      id: UPDATE_TOAST_ID,
      duration: Infinity,
      action: { label: 'Reload', onClick: () => reload() },
      onDismiss: () => dismiss(),
    });
    return () => {
      toast.dismiss(UPDATE_TOAST_ID);
    };
  }, [needRefresh]);

  return null;
}
