import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOAST } from '../../../../shared/constants';

/** Sonner reads the toast width from this custom property. */
const toasterStyle: CSSProperties & { '--width': string } = { '--width': `${TOAST.widthPx}px` };

/**
 * The one toast outlet, with requirements §9's settings. The swipe-to-dismiss threshold (45px) and
 * velocity (0.11) are sonner's built-in values and have no prop, so they hold by default.
 */
export function AppToaster() {
  return (
    <Toaster
      position={TOAST.position}
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
