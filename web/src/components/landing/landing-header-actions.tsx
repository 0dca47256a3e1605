import { Link } from '@tanstack/react-router';
import { buttonVariants } from '../ui/button';

/** The landing header's two ways in; both go to /auth (spec §2), Login straight to login mode. */
export function LandingHeaderActions() {
  return (
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
  );
}
