import { CallToAction } from '../components/landing/call-to-action';
import { HeroSection } from '../components/landing/hero-section';
import { HowItWorks } from '../components/landing/how-it-works';
import { LandingHeader } from '../components/landing/landing-header';
import { SiteFooter } from '../components/layout/site-footer';

/** The public landing page (requirements §2): hero with the editor preview, How It Works, the CTA. */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <LandingHeader />
      <main className="relative isolate flex-1">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(ellipse_60%_70%_at_50%_0%,var(--color-glow),transparent)]"
        />
        <HeroSection />
        <HowItWorks />
        <CallToAction />
      </main>
      <SiteFooter />
    </div>
  );
}
