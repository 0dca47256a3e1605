import { Link } from '@tanstack/react-router';
import { useStoredSession } from '../../lib/auth/use-stored-session';
import { AnimateIn } from './animate-in';
import { CTA_TEXT, CTA_TITLE } from './landing-content';
import { ArrowRightIcon } from '../ui/icons';

/** The closing call to action of requirements §2. */
export function CallToAction() {
  const signedIn = useStoredSession() !== null;
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6 sm:py-28">
      <AnimateIn className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl bg-[linear-gradient(135deg,var(--color-violet-700),var(--color-fuchsia-700)_55%,var(--color-pink-700))] px-6 py-16 text-center text-white shadow-xl shadow-violet-900/20 sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_0%,rgb(255_255_255/0.18),transparent_45%),radial-gradient(circle_at_85%_100%,rgb(255_255_255/0.12),transparent_40%)]"
        />
        <h2
          id="cta-title"
          className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
        >
          {CTA_TITLE}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty">{CTA_TEXT}</p>
        <Link
          to={signedIn ? '/dashboard' : '/auth'}
          className="mt-9 inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-white px-7 text-base font-semibold text-violet-800 shadow-lg transition-colors hover:bg-violet-50 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-violet-700 focus-visible:outline-none"
        >
          {signedIn ? 'Go to dashboard' : 'Get Started Now'}
          <ArrowRightIcon className="size-4" />
        </Link>
      </AnimateIn>
    </section>
  );
}
