import { useRef } from 'react';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

export interface AlertDialogProps {
  title: string;
  message: string;
  onDismiss: () => void;
}

/** The in-page form of the browser's alert(): one OK button, which has focus; Escape is OK too. */
export function AlertDialog({ title, message, onDismiss }: AlertDialogProps) {
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      title={title}
      message={message}
      onEscape={onDismiss}
      initialFocus={okRef}
      actions={
        <Button ref={okRef} onClick={onDismiss} className="min-w-20">
          OK
        </Button>
      }
    />
  );
}
