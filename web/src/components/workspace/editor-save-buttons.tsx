import { Button } from '../ui/button';

export interface EditorSaveButtonsProps {
  /** Changes made since the editor opened. */
  changes: number;
  saving: boolean;
  onClose: () => void;
  onSave: () => void;
}

/** Leaving the editor (Discard once something changed) and saving the page as a new version. */
export function EditorSaveButtons({ changes, saving, onClose, onSave }: EditorSaveButtonsProps) {
  return (
    <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
      <Button variant="outline" size="sm" onClick={onClose} disabled={saving}>
        {changes > 0 ? 'Discard' : 'Done'}
      </Button>
      <Button size="sm" disabled={changes === 0 || saving} onClick={onSave}>
        {saving
          ? 'Saving...'
          : `Save as new version${changes > 0 ? ` (${changes} ${changes === 1 ? 'change' : 'changes'})` : ''}`}
      </Button>
    </div>
  );
}
