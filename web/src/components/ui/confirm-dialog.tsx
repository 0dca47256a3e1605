import { useRef } from 'react';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  /** The confirming button's label ("Delete"). */
  confirmLabel: string;
  /** The safe answer's label. @default 'Cancel' */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The step is under way: both answers are disabled and the confirming one says so. */
  busy?: boolean;
  /** The confirming button's label while busy ("Deleting..."). */
  busyLabel?: string;
  /** The confirming button's look: red for a destructive step, the brand's for a purchase. */
  confirmVariant?: 'destructive' | 'primary';
}

/**
 * A modal question before a destructive step, the in-page form of the browser's confirm(): focus
 * starts on Cancel (the safe answer) and Escape cancels.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  busy = false,
  busyLabel = confirmLabel,
  confirmVariant = 'destructive',
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      title={title}
      message={message}
      onEscape={() => {
        if (!busy) onCancel();
      }}
      initialFocus={cancelRef}
      tone={confirmVariant === 'primary' ? 'neutral' : 'warning'}
      actionsClassName="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
      actions={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    />
  );
}
