import { useSyncExternalStore, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOAST } from '../../../../shared/constants';

/** Sonner reads the toast width from this custom property. */
const toasterStyle: CSSProperties & { '--width': string } = { '--width': `${TOAST.widthPx}px` };

/** Sonner's own phone breakpoint: below it, toasts span the screen's width. */
const PHONE_QUERY = '(max-width: 600px)';

/** Where media queries cannot be asked (a test's document), the screen is taken as wide. */
const canAsk = () => typeof window.matchMedia === 'function';

function subscribePhone(onChange: () => void) {
  if (!canAsk()) return () => undefined;
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () => canAsk() && window.matchMedia(PHONE_QUERY).matches;

/**
 * The one toast outlet, with requirements §9's settings. The swipe-to-dismiss threshold (45px) and
 * velocity (0.11) are sonner's built-in values and have no prop, so they hold by default.
 */
export function AppToaster() {
  // On a phone a toast at the bottom would lie over a dialog's buttons: it shows at the top.
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  return (
    <Toaster
      position={phone ? 'top-center' : TOAST.position}
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visibleToasts}
      gap={TOAST.gapPx}
      style={toasterStyle}
      theme="system"
      richColors
      closeButton
    />
  );
}
