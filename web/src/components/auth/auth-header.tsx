import type { AuthMode } from './auth-modes';

export interface AuthHeaderProps {
  title: string;
  subtitle: string;
  mode: AuthMode;
  /** The email as typed; on reset, where the code went. */
  email: string;
}

/** The auth screen's title and subtitle; on reset, also the address the code was sent to. */
export function AuthHeader({ title, subtitle, mode, email }: AuthHeaderProps) {
  return (
    <header className="text-center">
      <h1 className="text-3xl font-semibold tracking-tight text-balance">{title}</h1>
      <p className="mt-2 text-pretty text-muted-foreground">{subtitle}</p>
      {mode === 'reset' && email.trim() ? (
        <p className="mt-3 text-sm text-muted-foreground">
          We sent the code to <span className="font-medium text-foreground">{email.trim()}</span>.
        </p>
      ) : null}
    </header>
  );
}
