import { Link } from '@tanstack/react-router';
import { authLinkClassName } from './auth-link-class';

/** Under the register form: creating an account accepts the terms and the privacy policy. */
export function TermsConsent() {
  return (
    <p className="mt-4 text-center text-xs text-pretty text-muted-foreground">
      By creating an account, you agree to our{' '}
      <Link to="/terms" className={authLinkClassName}>
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to="/privacy" className={authLinkClassName}>
        Privacy Policy
      </Link>
      .
    </p>
  );
}
