import { useState } from 'react';

/** What the auth screen's form holds, kept across its modes (an email typed stays typed). */
export interface AuthFields {
  username: string;
  setUsername: (username: string) => void;
  email: string;
  setEmail: (email: string) => void;
  password: string;
  setPassword: (password: string) => void;
  confirmPassword: string;
  setConfirmPassword: (password: string) => void;
  code: string;
  setCode: (code: string) => void;
  passwordVisible: boolean;
  setPasswordVisible: (visible: boolean) => void;
  /** Empties the passwords and the code and hides the password again: they never follow a move. */
  forgetSecrets: () => void;
}

/** `initial`: what a sign-up held before the page reloaded for the security check. */
export function useAuthFields(initial?: { username: string; email: string } | null): AuthFields {
  const [username, setUsername] = useState(initial?.username ?? '');
  const [email, setEmail] = useState(initial?.email ?? '');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [code, setCode] = useState('');
  const [passwordVisible, setPasswordVisible] = useState(false);

  function forgetSecrets() {
    setPassword('');
    setConfirmPassword('');
    setCode('');
    setPasswordVisible(false);
  }

  return {
    username,
    setUsername,
    email,
    setEmail,
    password,
    setPassword,
    confirmPassword,
    setConfirmPassword,
    code,
    setCode,
    passwordVisible,
    setPasswordVisible,
    forgetSecrets,
  };
}
