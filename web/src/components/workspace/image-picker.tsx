import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { Asset } from '../../../../shared/api/asset-schemas';
import { projectAssetsQuery } from '../../lib/projects/project-queries';
import {
  IMAGE_ACCEPT,
  imageProblem,
  uploadErrorText,
  useUploadImage,
} from '../../lib/projects/use-upload-image';
import { Button } from '../ui/button';

/** How many of the project's uploads the image picker offers again, newest first. */
const RECENT_UPLOADS_SHOWN = 8;

/**
 * Puts one of the user's own images in: a file chosen, checked here (type, size) and uploaded to
 * the project, then handed over; a problem is said beside the button.
 */
export function ImagePicker({
  projectId,
  label,
  onUploaded,
}: {
  projectId: string;
  label: string;
  onUploaded: (asset: Asset) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage(projectId);
  const uploaded = useQuery(projectAssetsQuery(projectId));
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const chooseId = useId();
  const earlier = uploaded.data ?? [];
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const found = imageProblem(file);
            setProblem(found);
            if (found) return;
            upload.mutate(file, {
              onSuccess: onUploaded,
              onError: (error) => setProblem(uploadErrorText(error)),
            });
          }}
        />
        <Button
          variant="outline"
          size="sm"
          disabled={upload.isPending}
          aria-describedby={problem ? problemId : undefined}
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? 'Uploading...' : `${label}...`}
        </Button>
        {problem ? (
          <p
            id={problemId}
            role="alert"
            className="max-w-64 text-xs text-red-600 dark:text-red-400"
          >
            {problem}
          </p>
        ) : null}
      </div>
      {earlier.length > 0 ? (
        <div role="group" aria-labelledby={chooseId} className="flex flex-col gap-1">
          <p id={chooseId} className="text-xs font-medium text-muted-foreground">
            Or one uploaded before
          </p>
          <div className="flex flex-wrap gap-1">
            {earlier.slice(0, RECENT_UPLOADS_SHOWN).map((asset, index) => (
              <button
                key={asset.file}
                type="button"
                aria-label={`Use uploaded image ${index + 1}`}
                onClick={() => onUploaded(asset)}
                className="size-8 overflow-hidden rounded-md border bg-card shadow-xs hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <img src={asset.url} alt="" className="size-full object-contain" />
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
