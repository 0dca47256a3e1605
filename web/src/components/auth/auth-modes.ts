/**
 * The auth screen's modes: requirements §2's four, and two-step sign-in's code after a login. Login
 * and register live in the URL; the others do not.
 */
export type AuthMode = 'login' | 'register' | 'forgot' | 'reset' | 'two-step';

/** Titles and subtitles of requirements §2's auth screen table, verbatim. */
export const AUTH_MODE_COPY: Record<AuthMode, { title: string; subtitle: string; submit: string }> =
  {
    login: {
      title: 'Welcome Back!',
      subtitle: 'Login to continue building amazing websites',
      submit: 'Login',
    },
    register: {
      title: 'Get Started',
      subtitle: 'Create account and get 20 free credits instantly!',
      submit: 'Create Account',
    },
    forgot: {
      title: 'Forgot Password?',
      subtitle: 'Enter your email to receive a reset code',
      submit: 'Send Reset Code',
    },
    reset: {
      title: 'Reset Password',
      subtitle: 'Enter the code and your new password',
      submit: 'Reset Password',
    },
    // Not in the requirements: login's second step for an account with two-step sign-in on.
    'two-step': {
      title: 'Two-step sign-in',
      subtitle: 'Enter the 6-digit code from your authenticator app',
      submit: 'Verify',
    },
  };
