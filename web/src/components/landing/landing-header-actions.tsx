import { Link } from '@tanstack/react-router';
import { useStoredSession } from '../../lib/auth/use-stored-session';
import { buttonVariants } from '../ui/button';
import { ArrowRightIcon } from '../ui/icons';

/**
 * The landing header's two ways in; both go to /auth (requirements §2), Login straight to login mode. A
 * signed-in visitor has one way in instead: the dashboard.
 */
export function LandingHeaderActions() {
  const session = useStoredSession();
  if (session) {
    return (
      <Link to="/dashboard" className={buttonVariants({ size: 'sm' })}>
        Go to dashboard
        <ArrowRightIcon className="size-4" />
      </Link>
    );
  }
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
