import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants';
import type { FakeApiServer } from '../../../../testing/web/auth/fake-api-server';
import type { InMemoryAuthService } from '../../../../testing/web/auth/in-memory-auth-service';
import { currentUrl, renderApp } from '../../../../testing/web/auth/render-app';
import { closeFakeApp, freshFakeApp } from '../../../../testing/web/auth/fake-app';

let auth: InMemoryAuthService;
let server: FakeApiServer;

beforeEach(() => {
  ({ auth, server } = freshFakeApp({ sharedAccounts: true }));
});

afterEach(closeFakeApp);

function heading() {
  return screen.findByRole('heading', { level: 1 });
}

function field(label: string) {
  return screen.getByLabelText(label, { exact: true });
}

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function submit(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

/** A toast's text, once sonner has shown it. */
function findToast(text: string) {
  return screen.findByText(text);
}

async function openLogin() {
  const result = renderApp('/auth?mode=login', auth);
  expect(await heading()).toHaveProperty('textContent', 'Welcome Back!');
  return result;
}

async function openRegister() {
  const result = renderApp('/auth', auth);
  expect(await heading()).toHaveProperty('textContent', 'Get Started');
  return result;
}

describe('the auth screen', () => {
  it('opens login for ?mode=login and register for any other mode', async () => {
    renderApp('/auth?mode=login', auth);
    expect((await heading()).textContent).toBe('Welcome Back!');
    expect(screen.getByText('Login to continue building amazing websites')).toBeTruthy();
    cleanup();

    renderApp('/auth?mode=signup', auth);
    expect((await heading()).textContent).toBe('Get Started');
    expect(screen.getByText('Create account and get 20 free credits instantly!')).toBeTruthy();
  });

  it('shows email and password on login, with the forgot link, social buttons and the toggle', async () => {
    await openLogin();

    expect(field('Email').getAttribute('type')).toBe('email');
    expect(field('Password').getAttribute('type')).toBe('password');
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(screen.queryByLabelText('Confirm password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toBeTruthy();
    expect(screen.queryByText(/By creating an account/)).toBeNull();
  });

  it('shows username, email, password and confirmation on register, with the terms notice', async () => {
    await openRegister();

    expect(field('Username')).toBeTruthy();
    expect(field('Email')).toBeTruthy();
    expect(field('Password')).toBeTruthy();
    expect(field('Confirm password')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
    expect(screen.getByText(/By creating an account, you agree to our/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Login here' })).toBeTruthy();
  });

  it('switches between login and register with the toggle, in the URL too', async () => {
    const { router } = await openLogin();

    fireEvent.click(screen.getByRole('link', { name: 'Sign up for free' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Get Started'),
    );
    expect(currentUrl(router)).toBe('/auth?mode=register');

    fireEvent.click(screen.getByRole('link', { name: 'Login here' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome Back!'),
    );
    expect(currentUrl(router)).toBe('/auth?mode=login');
  });

  it('shows and hides the password', async () => {
    await openLogin();
    const toggle = screen.getByRole('button', { name: 'Show password' });

    fireEvent.click(toggle);
    expect(field('Password').getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(toggle);
    expect(field('Password').getAttribute('type')).toBe('password');
  });

  it('has a close button that goes home', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: 'Close' }).getAttribute('href')).toBe('/');
  });

  it('registers, creates the profile with the username and opens the dashboard with 20 credits', async () => {
    const { router } = await openRegister();
    type('Username', 'asha');
    type('Email', 'asha@example.com');
    type('Password', 'secret-1');
    type('Confirm password', 'secret-1');

    submit('Create Account');

    expect(await findToast('Account created! You got 20 free credits!')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
    expect(await screen.findByText('Welcome, asha!')).toBeTruthy();
    expect(auth.users.get('asha@example.com')).toBe('secret-1');
    const sync = server.requests.find((request) => request.path === '/api/auth/sync');
    expect(sync?.authorization).toBe('Bearer id-token:asha@example.com:1');
    expect(sync?.body).toEqual({ username: 'asha' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('api-token:asha@example.com');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toMatchObject({
      email: 'asha@example.com',
      credits: 20,
    });
  });

  it('reads "Processing..." on the submit button while busy', async () => {
    await openLogin();
    auth.users.set('asha@example.com', 'secret-1');
    let finish: () => void = () => undefined;
    vi.spyOn(auth, 'signIn').mockImplementation(
      () =>
        new Promise((_resolve, reject) => {
          finish = () => reject(new Error('stop'));
        }),
    );
    type('Email', 'asha@example.com');
    type('Password', 'secret-1');

    submit('Login');

    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toHaveProperty('disabled', true);
    finish();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('refuses a password under 8 characters and a confirmation that differs', async () => {
    await openRegister();
    type('Username', 'asha');
    type('Email', 'asha@example.com');
    type('Password', 'seven-7');
    type('Confirm password', 'seven-7');

    submit('Create Account');
    expect(await findToast('Password must be at least 8 characters')).toBeTruthy();

    type('Password', 'secret-1');
    type('Confirm password', 'secret-2');
    submit('Create Account');
    expect(await findToast('Passwords do not match')).toBeTruthy();
    expect(auth.users.size).toBe(0);
  });

  it('loads the sign-up page once for the firewall’s security check, keeping what was typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...globalThis.location, reload });
    try {
      // AWS WAF answers a register call without a solved CAPTCHA 405.
      server.failures.register = { status: 405, detail: '' };
      await openRegister();
      type('Username', 'asha');
      type('Email', 'asha@example.com');
      type('Password', 'secret-pass1');
      type('Confirm password', 'secret-pass1');
      submit('Create Account');
      expect(
        await findToast('Please complete a quick security check, then create your account.'),
      ).toBeTruthy();
      await vi.advanceTimersByTimeAsync(1500);
      expect(reload).toHaveBeenCalledTimes(1);

      // The page comes back (from the server, with the puzzle solved) with the form filled in,
      // but for the passwords.
      cleanup();
      await openRegister();
      expect(field('Username')).toHaveProperty('value', 'asha');
      expect(field('Email')).toHaveProperty('value', 'asha@example.com');
      expect(field('Password')).toHaveProperty('value', '');

      // Refused again at once: the check failed, said in words, with no second reload.
      type('Password', 'secret-pass1');
      type('Confirm password', 'secret-pass1');
      submit('Create Account');
      expect(
        await findToast(
          'The security check did not go through. Please make sure cookies are allowed for this site, then reload the page and try again.',
        ),
      ).toBeTruthy();
      await vi.advanceTimersByTimeAsync(3000);
      expect(reload).toHaveBeenCalledTimes(1);

      // The firewall lets the next try through.
      delete server.failures.register;
      submit('Create Account');
      expect(await findToast('Account created! You got 20 free credits!')).toBeTruthy();
      expect(sessionStorage.length).toBe(0);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('switches to login when the email is already registered, keeping the email', async () => {
    auth.users.set('asha@example.com', 'secret-1');
    const { router } = await openRegister();
    type('Username', 'asha');
    type('Email', 'asha@example.com');
    type('Password', 'another1');
    type('Confirm password', 'another1');

    submit('Create Account');

    expect(await findToast('This email is already registered. Please login instead.')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/auth?mode=login'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome Back!');
    expect(field('Email')).toHaveProperty('value', 'asha@example.com');
    expect(field('Password')).toHaveProperty('value', '');
  });

  it('logs in, clearing local storage first, and welcomes the user back', async () => {
    auth.users.set('asha@example.com', 'secret-1');
    server.profiles.set('asha@example.com', {
      id: 'u1',
      username: 'asha',
      email: 'asha@example.com',
      credits: 7,
    });
    localStorage.setItem('leftover', 'from an earlier session');
    const { router } = await openLogin();
    type('Email', 'asha@example.com');
    type('Password', 'secret-1');

    submit('Login');

    expect(await findToast('Welcome back!')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
    expect(localStorage.getItem('leftover')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('api-token:asha@example.com');
  });

  it('asks an account with two-step sign-in for its app’s code, and tries again after a wrong one', async () => {
    auth.users.set('asha@example.com', 'secret-1');
    auth.twoStepOn.add('asha@example.com');
    server.profiles.set('asha@example.com', {
      id: 'u1',
      username: 'asha',
      email: 'asha@example.com',
      credits: 7,
    });
    const { router } = await openLogin();
    type('Email', 'asha@example.com');
    type('Password', 'secret-1');
    submit('Login');

    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    type('Authentication code', '12345');
    submit('Verify');
    expect(await findToast('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    type('Authentication code', '654321');
    submit('Verify');
    expect(await findToast('Incorrect code. Please try again.')).toBeTruthy();
    expect(currentUrl(router)).toBe('/auth?mode=login');

    type('Authentication code', '123 456');
    submit('Verify');
    expect(await findToast('Welcome back!')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('api-token:asha@example.com');
  });

  it.each([
    ['a wrong password', 'asha@example.com', 'wrong-password', 'Incorrect password'],
    ['an unknown email', 'nobody@example.com', 'secret-1', 'No account found with this email'],
  ])('says what went wrong for %s', async (_case, email, password, message) => {
    auth.users.set('asha@example.com', 'secret-1');
    const { router } = await openLogin();
    type('Email', email);
    type('Password', password);

    submit('Login');

    expect(await findToast(message)).toBeTruthy();
    expect(currentUrl(router)).toBe('/auth?mode=login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("shows the backend's detail when the identity sync refuses", async () => {
    auth.users.set('asha@example.com', 'secret-1');
    vi.stubGlobal('fetch', async () =>
      Response.json({ detail: 'That username is taken' }, { status: 409 }),
    );
    await openLogin();
    type('Email', 'asha@example.com');
    type('Password', 'secret-1');

    submit('Login');

    expect(await findToast('That username is taken')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('asks for the email before sending a reset code', async () => {
    await openLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect((await heading()).textContent).toBe('Forgot Password?');
    expect(screen.getByText('Enter your email to receive a reset code')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();

    submit('Send Reset Code');

    expect(await findToast('Please enter your email address')).toBeTruthy();
  });

  it('says so when the reset email cannot be sent', async () => {
    await openLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    type('Email', 'nobody@example.com');

    submit('Send Reset Code');

    expect(await findToast('Failed toSend reset email')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Forgot Password?');
  });

  it('resets the password with the code, then returns to login where the new one works', async () => {
    auth.users.set('asha@example.com', 'old-secret');
    const { router } = await openLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    type('Email', 'asha@example.com');
    submit('Send Reset Code');

    expect(await findToast('Password reset email sent! Check your inbox.')).toBeTruthy();
    expect((await heading()).textContent).toBe('Reset Password');
    expect(screen.getByText('Enter the code and your new password')).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(field('Reset code').getAttribute('maxlength')).toBe('6');

    type('Reset code', '123456');
    type('New password', 'new-secret');
    submit('Reset Password');

    expect(
      await findToast('Password reset successful! Please login with your new password.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome Back!'),
    );
    expect(auth.users.get('asha@example.com')).toBe('new-secret');
    expect(field('Email')).toHaveProperty('value', 'asha@example.com');

    type('Password', 'new-secret');
    submit('Login');
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
  });

  it('keeps the reset screen and explains a wrong code', async () => {
    auth.users.set('asha@example.com', 'old-secret');
    await openLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    type('Email', 'asha@example.com');
    submit('Send Reset Code');
    await findToast('Password reset email sent! Check your inbox.');

    type('Reset code', '000000');
    type('New password', 'new-secret');
    submit('Reset Password');

    expect(await findToast('Invalid verification code provided, please try again.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reset Password');
  });

  it('leads back to login from forgot', async () => {
    await openLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await heading();

    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));

    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome Back!'),
    );
  });

  it('says Google is not available when it is not configured', async () => {
    await openLogin();

    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));

    expect(
      await findToast('Google Sign-In not available. Please use email/password login.'),
    ).toBeTruthy();
  });

  it.each([
    ['Google', 'google'],
    ['GitHub', 'github'],
  ] as const)(
    'sends the browser to the hosted sign-in when %s is configured',
    async (name, key) => {
      auth.socialUrls[key] = `https://auth.example.com/oauth2/authorize?identity_provider=${name}`;
      const assign = vi.fn();
      vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
      await openLogin();

      fireEvent.click(screen.getByRole('button', { name: `Continue with ${name}` }));

      await waitFor(() => expect(assign).toHaveBeenCalledWith(auth.socialUrls[key]));
    },
  );

  it('says GitHub sign-in is not available when it is not configured', async () => {
    await openRegister();

    fireEvent.click(screen.getByRole('button', { name: 'Continue with GitHub' }));

    expect(
      await findToast('GitHub sign-in is not available yet. Please use email/password login.'),
    ).toBeTruthy();
  });
});

describe('returning to the page that asked for a sign-in', () => {
  function knownUser() {
    auth.users.set('asha@example.com', 'secret-1');
    server.profiles.set('asha@example.com', {
      id: 'u1',
      username: 'asha',
      email: 'asha@example.com',
      credits: 7,
    });
  }

  async function logInAt(path: string) {
    const result = renderApp(path, auth);
    expect(await heading()).toHaveProperty('textContent', 'Welcome Back!');
    type('Email', 'asha@example.com');
    type('Password', 'secret-1');
    submit('Login');
    expect(await findToast('Welcome back!')).toBeTruthy();
    return result;
  }

  it('goes back to the page and its search after logging in', async () => {
    knownUser();

    const { router } = await logInAt(
      `/auth?mode=login&redirect=${encodeURIComponent('/projects?q=bakery')}`,
    );

    await waitFor(() => expect(currentUrl(router)).toBe('/projects?q=bakery'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
  });

  it.each([
    ['another host', '//evil.example/phish'],
    ['an absolute URL', 'https://evil.example/'],
    ['a backslash', '/\\evil.example'],
  ])('goes to the dashboard instead of %s', async (_, target) => {
    knownUser();

    const { router } = await logInAt(`/auth?mode=login&redirect=${encodeURIComponent(target)}`);

    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
  });

  it('keeps the page to return to when switching to register, and returns there after it', async () => {
    const { router } = renderApp(
      `/auth?mode=login&redirect=${encodeURIComponent('/credits')}`,
      auth,
    );
    await heading();

    fireEvent.click(screen.getByRole('link', { name: 'Sign up for free' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Get Started'),
    );
    expect(router.state.location.search).toEqual({ mode: 'register', redirect: '/credits' });
    type('Username', 'asha');
    type('Email', 'asha@example.com');
    type('Password', 'secret-1');
    type('Confirm password', 'secret-1');
    submit('Create Account');

    expect(await findToast('Account created! You got 20 free credits!')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/credits'));
  });
});

describe('the auth screen for a signed-in visitor', () => {
  it('says who is signed in and offers the dashboard instead of the form', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'api-token:asha@example.com');
    localStorage.setItem(
      STORAGE_KEYS.user,
      JSON.stringify({ id: 'u1', username: 'asha', email: 'asha@example.com', credits: 7 }),
    );

    renderApp('/auth?mode=login', auth);

    expect(await heading()).toHaveProperty('textContent', "You're signed in");
    expect(screen.getByText('asha@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });
});
