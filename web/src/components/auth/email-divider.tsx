/** The line between the social sign-in buttons and the email form. */
export function EmailDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs text-muted-foreground uppercase">
      <span className="h-px flex-1 bg-border" />
      or with email
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
