import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ProjectDetail } from '../../../../shared/api/project-schemas';
import { versionQuery, versionsQuery } from '../../lib/projects/project-queries';
import { useRestoreVersion } from '../../lib/projects/use-restore-version';
import type { PreviewedVersion } from './live-preview';
import type { SampleFocus } from './preview-editor';

const RESTORE_WHILE_RUNNING =
  'A generation is already running for this project. Please wait for it to finish.';

export interface WorkspacePreviewOptions {
  projectId: string;
  project: ProjectDetail;
  /** The older version open in the preview, or null for the current one. */
  previewing: number | null;
  generation: { generating: boolean; preview: string | null };
  backToCurrent: () => void;
}

/**
 * What the workspace's preview shows: the page so far while the Frontend writes, an older version
 * when one is open (with its way back and its restore), else the current page; and the current
 * page being edited by hand.
 */
export function useWorkspacePreview({
  projectId,
  project,
  previewing,
  generation,
  backToCurrent,
}: WorkspacePreviewOptions) {
  const previewedVersion = useQuery({
    ...versionQuery(projectId, previewing ?? 0),
    enabled: previewing !== null,
  });
  const restore = useRestoreVersion(projectId, backToCurrent);

  // While the Frontend writes, the preview shows the page so far (unless an old version is open).
  const writing = previewing === null && generation.generating ? generation.preview : null;
  const code =
    previewing === null
      ? (writing ?? project.generated_code)
      : (previewedVersion.data?.code ?? project.generated_code);
  // The scorecard of the version on show: the one previewed, else the current one.
  const versions = useQuery({ ...versionsQuery(projectId), enabled: project.versions.length > 0 });
  const shownVersion = versions.data?.find((version) =>
    previewing === null ? version.current : version.version === previewing,
  );
  // Editing by hand: the current version's page, while no run is writing a new one.
  const [editing, startEditing] = useState(false);
  // A sample item asked for from the scorecard: the editor opens (or stays open) on it.
  const [sampleFocus, setSampleFocus] = useState<SampleFocus | null>(null);
  const setEditing = useCallback((open: boolean) => {
    startEditing(open);
    if (!open) setSampleFocus(null);
  }, []);
  const selectSample = useCallback((index: number) => {
    startEditing(true);
    setSampleFocus((last) => ({ index, seq: (last?.seq ?? 0) + 1 }));
  }, []);
  const currentVersion = versions.data?.find((version) => version.current);
  // The current version on show and no run writing: it can be edited by hand.
  const canEdit = previewing === null && !generation.generating && Boolean(currentVersion);
  const editable =
    editing &&
    previewing === null &&
    !generation.generating &&
    project.generated_code &&
    currentVersion
      ? { code: project.generated_code, version: currentVersion.version }
      : null;

  const previewed: PreviewedVersion | null =
    previewing === null
      ? null
      : {
          version: previewing,
          loading: previewedVersion.isPending,
          onBack: backToCurrent,
          onRestore: () => restore.mutate(previewing),
          restoring: restore.isPending,
          restoreBlockedBy: generation.generating ? RESTORE_WHILE_RUNNING : null,
        };

  return {
    writing,
    code,
    shownVersion,
    currentVersion,
    canEdit,
    editable,
    setEditing,
    sampleFocus,
    selectSample,
    previewed,
    /** Restores a version from the thread (the history and preview follow). */
    restoreVersion: (version: number) => restore.mutate(version),
  };
}
