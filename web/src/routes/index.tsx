import { createFileRoute, Link } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';
import { buttonVariants } from '../components/ui/button';
import { pageTitle } from '../lib/product';

export const Route = createFileRoute('/')({
  head: () => ({ meta: [{ title: pageTitle() }] }),
  component: LandingScreen,
});

function LandingScreen() {
  return (
    <ComingSoon
      screen="Landing page"
      homeLink={false}
      headerActions={
        <>
          <Link
            to="/auth"
            search={{ mode: 'login' }}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          >
            Login
          </Link>
          <Link to="/auth" className={buttonVariants({ size: 'sm' })}>
            Get Started Free
          </Link>
        </>
      }
    />
  );
}
