import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'sonner';
import { useAuthDeps } from '../../lib/auth/auth-context';
import { useStoredSession } from '../../lib/auth/use-stored-session';
import { EditorPreview } from './editor-preview';
import { HeroStats } from './hero-stats';
import { HERO_DESCRIPTION, MARKETING } from './landing-content';
import { Button, buttonVariants } from '../ui/button';
import { ArrowRightIcon, GoogleIcon, SparklesIcon } from '../ui/icons';

/**
 * Title, pitch, the way in and the figures, then the editor preview. Nothing here animates in:
 * it is what the visitor sees first (and the page's largest paint), so it is there at once.
 */
export function HeroSection() {
  const signedIn = useStoredSession() !== null;
  return (
    <section aria-labelledby="hero-title" className="relative overflow-x-clip">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[44rem] bg-[linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)] mask-[radial-gradient(ellipse_65%_60%_at_50%_0%,black,transparent)] bg-size-[3.5rem_3.5rem]"
      />
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-16 text-center sm:px-6 sm:pt-20 lg:pt-24 lg:pb-24">
        <p className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-sm font-medium text-accent-foreground shadow-xs">
          <SparklesIcon className="size-4" />
          {MARKETING.agents} specialised AI agents, one prompt
        </p>
        <h1
          id="hero-title"
          className="mx-auto mt-6 max-w-5xl text-[2rem] leading-[1.08] font-semibold tracking-tight text-balance min-[400px]:text-[2.5rem] sm:text-6xl lg:text-7xl"
        >
          Build <span className="whitespace-nowrap">Production-Ready</span> Websites{' '}
          <span className="bg-[linear-gradient(135deg,var(--color-violet-600),var(--color-pink-600))] bg-clip-text text-transparent dark:bg-[linear-gradient(135deg,var(--color-violet-400),var(--color-pink-400))]">
            with AI
          </span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
          {HERO_DESCRIPTION}
        </p>
        <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          {signedIn ? (
            <Link to="/dashboard" className={buttonVariants({ size: 'lg' })}>
              Go to dashboard
              <ArrowRightIcon className="size-4" />
            </Link>
          ) : (
            <Link to="/auth" className={buttonVariants({ size: 'lg' })}>
              Start Building Free
              <ArrowRightIcon className="size-4" />
            </Link>
          )}
          {signedIn ? null : <ContinueWithGoogle />}
          <a href="#how-it-works" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            See How It Works
          </a>
        </div>
        <HeroStats />
        <div className="mt-16 sm:mt-20">
          <EditorPreview />
        </div>
      </div>
    </section>
  );
}

/**
 * Sign-up (or sign-in) with Google straight from the landing page: one click to the provider's
 * account chooser, rather than two through the auth screen.
 */
function ContinueWithGoogle() {
  const deps = useAuthDeps();
  const [starting, setStarting] = useState(false);
  return (
    <Button
      variant="outline"
      size="lg"
      disabled={starting}
      onClick={() => {
        setStarting(true);
        // Loaded on the click: the landing page ships in the entry chunk without the sign-in code.
        void import('../../lib/auth/start-social-sign-in')
          .then(({ startSocialSignIn }) => startSocialSignIn(deps, 'google'))
          .catch(() => toast.error('Could not open Google sign-in. Check your connection.'))
          .finally(() => setStarting(false));
      }}
    >
      <GoogleIcon />
      Continue with Google
    </Button>
  );
}
