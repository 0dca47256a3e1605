import { TextField, type TextFieldProps } from './text-field';

/** Where a person types their authenticator app's code: digits, with room for its space. */
export function AuthenticatorCodeField(props: Omit<TextFieldProps, 'name'>) {
  return (
    <TextField
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      required
      maxLength={7}
      placeholder="123456"
      className="font-mono tracking-[0.3em] placeholder:font-sans placeholder:tracking-normal"
      {...props}
    />
  );
}
