import { duplicateSection, moveSection, removeSection } from '../../lib/visual-edit/page-marks';
import { Button } from '../ui/button';

export interface SectionActionsProps {
  page: string;
  /** The mark of the section the selected element is in (or is). */
  section: number;
  /** The page with the section duplicated, moved or deleted; null when it cannot be. */
  onChange: (next: string | null) => void;
  /** The section is gone, and the selection with it. */
  onDeleted: () => void;
}

/** Duplicating, moving and deleting the section of the selected element. */
export function SectionActions({ page, section, onChange, onDeleted }: SectionActionsProps) {
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => onChange(duplicateSection(page, section))}>
        Duplicate section
      </Button>
      <Button variant="outline" size="sm" onClick={() => onChange(moveSection(page, section, -1))}>
        Move section up
      </Button>
      <Button variant="outline" size="sm" onClick={() => onChange(moveSection(page, section, 1))}>
        Move section down
      </Button>
      <Button
        variant="destructive-outline"
        size="sm"
        onClick={() => {
          onChange(removeSection(page, section));
          onDeleted();
        }}
      >
        Delete section
      </Button>
    </>
  );
}
