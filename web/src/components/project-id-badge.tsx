/** The project a screen is about, as the URL names it. */
export function ProjectIdBadge({ projectId }: { projectId: string }) {
  return (
    <p className="mt-4 text-sm">
      Project{' '}
      <code className="rounded-md border bg-muted px-2 py-0.5 font-mono text-xs break-all text-foreground">
        {projectId}
      </code>
    </p>
  );
}
