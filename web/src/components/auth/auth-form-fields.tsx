import type { RefObject } from 'react';
import { LIMITS, MIN_PASSWORD_LENGTH, RESET_CODE_LENGTH } from '../../../../shared/constants';
import { authLinkClassName } from './auth-link-class';
import type { AuthMode } from './auth-modes';
import { AuthenticatorCodeField } from './authenticator-code-field';
import { PasswordField } from './password-field';
import { TextField } from './text-field';
import type { AuthFields } from './use-auth-fields';

export interface AuthFormFieldsProps {
  mode: AuthMode;
  fields: AuthFields;
  /** Where a password refused before sending puts the cursor back. */
  passwordRef: RefObject<HTMLInputElement | null>;
  confirmRef: RefObject<HTMLInputElement | null>;
  onForgotPassword: () => void;
}

/** The fields each mode asks for, in the order requirements §2 lists them. */
export function AuthFormFields({
  mode,
  fields,
  passwordRef,
  confirmRef,
  onForgotPassword,
}: AuthFormFieldsProps) {
  return (
    <>
      {mode === 'register' ? (
        <TextField
          label="Username"
          name="username"
          autoComplete="nickname"
          required
          maxLength={LIMITS.usernameMax}
          value={fields.username}
          onChange={(event) => fields.setUsername(event.target.value)}
          placeholder="yourname"
        />
      ) : null}

      {mode !== 'reset' && mode !== 'two-step' ? (
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          // Forgot says 'Please enter your email address' itself instead of the browser.
          required={mode !== 'forgot'}
          maxLength={LIMITS.emailMax}
          value={fields.email}
          onChange={(event) => fields.setEmail(event.target.value)}
          placeholder="you@example.com"
        />
      ) : null}

      {mode === 'reset' ? (
        <TextField
          label="Reset code"
          name="code"
          autoComplete="one-time-code"
          required
          maxLength={RESET_CODE_LENGTH}
          value={fields.code}
          onChange={(event) => fields.setCode(event.target.value)}
          placeholder="6-character code"
          className="font-mono tracking-[0.3em] placeholder:font-sans placeholder:tracking-normal"
        />
      ) : null}

      {mode === 'two-step' ? (
        <AuthenticatorCodeField
          label="Authentication code"
          value={fields.code}
          onChange={(event) => fields.setCode(event.target.value)}
        />
      ) : null}

      {mode !== 'forgot' && mode !== 'two-step' ? (
        <PasswordField
          ref={passwordRef}
          label={mode === 'reset' ? 'New password' : 'Password'}
          name={mode === 'reset' ? 'new-password' : 'password'}
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          required
          maxLength={LIMITS.passwordMax}
          value={fields.password}
          onChange={(event) => fields.setPassword(event.target.value)}
          visible={fields.passwordVisible}
          onVisibleChange={fields.setPasswordVisible}
          labelAside={
            mode === 'login' ? (
              <button
                type="button"
                className={`${authLinkClassName} text-sm`}
                onClick={onForgotPassword}
              >
                Forgot password?
              </button>
            ) : undefined
          }
          hint={mode === 'login' ? undefined : `At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
      ) : null}

      {mode === 'register' ? (
        <PasswordField
          ref={confirmRef}
          label="Confirm password"
          name="confirm-password"
          autoComplete="new-password"
          required
          maxLength={LIMITS.passwordMax}
          value={fields.confirmPassword}
          onChange={(event) => fields.setConfirmPassword(event.target.value)}
          visible={fields.passwordVisible}
        />
      ) : null}
    </>
  );
}
