import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { WELCOME_CREDITS } from '../../../../shared/constants';
import { copyrightNotice, PRODUCT_NAME, PRODUCT_TAGLINE } from '../../lib/product';
import { Logo } from '../brand/logo';
import { LogoMark } from '../brand/logo-mark';
import { CheckCircleIcon, CloseIcon } from '../ui/icons';
import { Tooltip } from '../ui/tooltip';

const highlights = [
  `${WELCOME_CREDITS} free credits to start. No credit card required.`,
  'Specialised AI agents plan, write, design and test your site.',
  'Preview it live, download the HTML or deploy it in one click.',
];

/** The brand side of the auth screen (wide screens only): what the visitor is signing up for. */
function BrandPanel() {
  return (
    <aside className="relative hidden overflow-hidden bg-brand-gradient text-white lg:flex lg:flex-col lg:justify-between lg:p-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 hidden bg-zinc-950/35 dark:block"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-24 size-[28rem] rounded-full bg-white/10 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-40 -left-20 size-[24rem] rounded-full bg-black/20 blur-3xl"
      />
      <Link
        to="/"
        className="relative inline-flex w-fit items-center gap-2.5 rounded-lg font-semibold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
      >
        <LogoMark className="ring-1 ring-white/30 rounded-lg" />
        <span className="text-lg">{PRODUCT_NAME}</span>
      </Link>
      <div className="relative max-w-md">
        <p className="text-4xl font-semibold tracking-tight text-balance">{PRODUCT_TAGLINE}</p>
        <ul className="mt-8 space-y-4 text-base text-white/90">
          {highlights.map((text) => (
            <li key={text} className="flex gap-3">
              <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-white" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-sm text-white/70">{copyrightNotice()}</p>
    </aside>
  );
}

/** Two columns on wide screens (brand, form); the form alone on small ones. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <BrandPanel />
      <main className="relative isolate flex flex-col">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(ellipse_70%_60%_at_50%_0%,var(--color-glow),transparent)] lg:hidden"
        />
        <div className="flex h-16 items-center justify-between px-4 sm:px-6">
          <Logo className="lg:invisible" />
          <Tooltip content="Close">
            <Link
              to="/"
              aria-label="Close"
              className="inline-flex size-10 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <CloseIcon />
            </Link>
          </Tooltip>
        </div>
        <div className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:px-6 sm:pb-16">
          <div className="w-full max-w-[26rem]">{children}</div>
        </div>
      </main>
    </div>
  );
}
