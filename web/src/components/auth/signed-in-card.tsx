import { Link } from '@tanstack/react-router';
import { buttonVariants } from '../ui/button';
import { ArrowRightIcon, CheckCircleIcon } from '../ui/icons';

/** /auth for a visitor who is already signed in: who they are, and the way in. */
export function SignedInCard({ email }: { email: string | null }) {
  return (
    <div>
      <header className="text-center">
        <h1 className="text-3xl font-semibold tracking-tight text-balance">
          You&apos;re signed in
        </h1>
        <p className="mt-2 text-pretty text-muted-foreground">
          {email ? (
            <>
              as <span className="font-medium break-all text-foreground">{email}</span>
            </>
          ) : (
            'This browser already has your session.'
          )}
        </p>
      </header>
      <div className="mt-8 flex flex-col items-center gap-4 rounded-2xl border bg-card p-6 text-center shadow-sm sm:p-8">
        <span className="flex size-12 items-center justify-center rounded-full bg-emerald-500/10 text-emerald-600 dark:text-emerald-400">
          <CheckCircleIcon className="size-6" />
        </span>
        <p className="text-sm text-pretty text-muted-foreground">
          Your projects and credits are waiting on the dashboard.
        </p>
        <Link to="/dashboard" className={buttonVariants({ className: 'w-full' })}>
          Go to dashboard
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
    </div>
  );
}
