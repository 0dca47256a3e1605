/** The auth screen's four modes (requirements §2). Login and register live in the URL; the others do not. */
export type AuthMode = 'login' | 'register' | 'forgot' | 'reset';

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
  };
