import type { User } from '../../../../shared/api';

/** The name the dashboard greets: the username, or the email's part before the @ (requirements §2). */
export function displayName(user: Pick<User, 'username' | 'email'>): string {
  const username = user.username.trim();
  if (username) return username;
  return user.email.split('@')[0] || user.email;
}

/** The avatar's letter: the display name's first character, upper-cased. */
export function avatarInitial(user: Pick<User, 'username' | 'email'>): string {
  const first = [...displayName(user)][0];
  return first ? first.toLocaleUpperCase() : '?';
}
