import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { createProjectRequestSchema } from '../../../../shared/api/project-schemas';
import { LIMITS } from '../../../../shared/constants';
import * as z from '../../../../shared/zod';
import { PROJECT_MESSAGES } from '../../lib/projects/project-messages';
import type { NewProject } from '../../lib/projects/use-create-project';
import { inputClassName } from '../auth/text-field';
import { Button } from '../ui/button';
import { CloseIcon } from '../ui/icons';

export interface CreateProjectDialogProps {
  onClose: () => void;
  onCreate: (project: NewProject) => Promise<boolean>;
  creating: boolean;
}

/** The "Create New Project" dialog (requirements §2): a name and a 4-row description, both required. */
export function CreateProjectDialog({ onClose, onCreate, creating }: CreateProjectDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const nameId = useId();
  const descriptionId = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The API's own rules, so what it would refuse is said here without a round trip.
    const fields = z.pick(createProjectRequestSchema, { name: true, description: true });
    const checked = fields.safeParse({ name, description });
    if (!checked.success) {
      toast.error(checked.error.issues[0]?.message ?? PROJECT_MESSAGES.createFailed);
      return;
    }
    // What the project is for is its first message: the workspace opens with it quoted.
    await onCreate({ ...checked.data, queuedPrompt: checked.data.description.trim() });
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // Escape closes the native dialog: keep React's state in step.
      onClose={onClose}
      onCancel={(event) => {
        if (creating) event.preventDefault();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl border bg-card p-0 text-foreground shadow-xl backdrop:bg-black/40 backdrop:backdrop-blur-sm"
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate className="p-6 sm:p-7">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold tracking-tight">
            Create New Project
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            disabled={creating}
            aria-label="Close"
            className="-mt-1 -mr-2 inline-flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="mt-5 space-y-4">
          <div className="space-y-1.5">
            <label htmlFor={nameId} className="text-sm font-medium">
              Project name
            </label>
            <input
              id={nameId}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              maxLength={LIMITS.projectNameMax}
              autoComplete="off"
              placeholder="My portfolio"
              disabled={creating}
              className={inputClassName}
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={descriptionId} className="text-sm font-medium">
              Description
            </label>
            <textarea
              id={descriptionId}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              required
              rows={4}
              maxLength={LIMITS.descriptionMax}
              placeholder="What should the website be about?"
              disabled={creating}
              className={`${inputClassName} h-auto resize-y py-2.5 leading-6`}
            />
          </div>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => dialogRef.current?.close()} disabled={creating}>
            Cancel
          </Button>
          <Button type="submit" disabled={creating}>
            {creating ? 'Creating...' : 'Create Project'}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
