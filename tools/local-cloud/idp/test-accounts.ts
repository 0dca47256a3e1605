import { createHash } from 'node:crypto';
import { z } from 'zod';

/** The two providers the local sign-in stand-in plays. */
export const IDP_PROVIDERS = ['google', 'github'] as const;
export type IdpProvider = (typeof IDP_PROVIDERS)[number];

/**
 * Someone who can sign in at the stand-in: a test account, or one the tester typed in. Google
 * knows them by `sub`, GitHub by a numeric id and a login.
 */
export const idpAccountSchema = z.object({
  /** Google's `sub`, or GitHub's numeric user id (as digits). */
  id: z.string().regex(/^\d+$/),
  name: z.string(),
  email: z.string(),
  /** Whether the provider has verified the email (on GitHub: the primary email). */
  emailVerified: z.boolean(),
  /** GitHub's login (the handle); Google accounts have none. */
  login: z.string().optional(),
  /** GitHub: whether the profile shows the email (`/user`'s `email`); else it is null there. */
  emailPublic: z.boolean().optional(),
});
export type IdpAccount = z.infer<typeof idpAccountSchema>;

export interface TestAccount extends IdpAccount {
  /** What the account is for, as the consent page says. */
  note: string;
}

/**
 * The test accounts of the local cloud, the only place they are defined: the consent page lists
 * them, the browser tests sign in as them. The addresses are under example.com, which nobody owns.
 */
export const GOOGLE_TEST_ACCOUNTS = {
  meera: {
    id: '104612349871234567001',
    name: 'Meera Iyer',
    email: 'meera.iyer@example.com',
    emailVerified: true,
    note: 'A new user: the first sign-in creates the account',
  },
  arjun: {
    id: '104612349871234567002',
    name: 'Arjun Mehta',
    email: 'arjun.mehta@example.com',
    emailVerified: true,
    note: 'The browser tests register this email with a password first',
  },
  kavya: {
    id: '104612349871234567003',
    name: 'Kavya Nair',
    email: 'kavya.nair@example.com',
    emailVerified: true,
    note: 'Another new user',
  },
  ishaan: {
    id: '104612349871234567004',
    name: 'Ishaan Rao',
    email: 'ishaan.rao@example.com',
    emailVerified: true,
    note: 'A new user: the sign-up walk to a live site',
  },
  diya: {
    id: '104612349871234567005',
    name: 'Diya Kapoor',
    email: 'diya.kapoor@example.com',
    emailVerified: true,
    note: 'A new user: the sign-up walk to a live site',
  },
} as const satisfies Record<string, TestAccount>;

export const GITHUB_TEST_ACCOUNTS = {
  rohan: {
    id: '58120001',
    login: 'rohan-das',
    name: 'Rohan Das',
    email: 'rohan.das@example.com',
    emailVerified: true,
    emailPublic: true,
    note: 'A verified primary email, shown on the profile',
  },
  priya: {
    id: '58120002',
    login: 'priya-shah',
    name: 'Priya Shah',
    email: 'priya.shah@example.com',
    emailVerified: true,
    emailPublic: false,
    note: 'A private email: only /user/emails tells it',
  },
  uma: {
    id: '58120003',
    login: 'uma-pillai',
    name: 'Uma Pillai',
    email: 'uma.pillai@example.com',
    emailVerified: false,
    emailPublic: false,
    note: 'No verified primary email',
  },
  arjun: {
    id: '58120004',
    login: 'arjun-mehta',
    name: 'Arjun Mehta',
    email: 'arjun.mehta@example.com',
    emailVerified: true,
    emailPublic: true,
    note: "The same email as Google's Arjun Mehta",
  },
} as const satisfies Record<string, TestAccount>;

export function testAccountsOf(provider: IdpProvider): readonly TestAccount[] {
  return Object.values(provider === 'google' ? GOOGLE_TEST_ACCOUNTS : GITHUB_TEST_ACCOUNTS);
}

/** Digits of a hash of the text: an id that stays the same for the same text. */
function digitsOf(text: string, length: number): string {
  const hash = createHash('sha256').update(text).digest();
  let digits = '';
  for (const byte of hash) digits += String(byte % 10);
  return digits.slice(0, length);
}

/**
 * An account the tester typed in: the same email is the same account every time, as it is the
 * same person at the provider. Its email is verified (the provider has checked it).
 */
export function customAccount(provider: IdpProvider, name: string, email: string): IdpAccount {
  const address = email.trim().toLowerCase();
  if (provider === 'google') {
    return {
      id: `1${digitsOf(`google:${address}`, 20)}`,
      name,
      email: address,
      emailVerified: true,
    };
  }
  const handle = (address.split('@')[0] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30);
  return {
    id: `9${digitsOf(`github:${address}`, 7)}`,
    login: `${handle || 'user'}-${digitsOf(address, 4)}`,
    name,
    email: address,
    emailVerified: true,
    emailPublic: true,
  };
}
