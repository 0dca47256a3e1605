import type { TextFieldProps } from './text-field';
import { TextField } from './text-field';
import { EyeIcon, EyeOffIcon } from '../ui/icons';
import { Tooltip } from '../ui/tooltip';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  visible: boolean;
  /** Without it the field has no toggle of its own (e.g. a confirmation that follows another). */
  onVisibleChange?: (visible: boolean) => void;
}

/** A password input with the requirements' show/hide toggle. */
export function PasswordField({ visible, onVisibleChange, ...props }: PasswordFieldProps) {
  const toggle = onVisibleChange ? (
    <Tooltip content={visible ? 'Hide password' : 'Show password'}>
      <button
        type="button"
        onClick={() => onVisibleChange(!visible)}
        // A toggle keeps one name; its pressed state says whether the password shows.
        aria-label="Show password"
        aria-pressed={visible}
        className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {visible ? <EyeOffIcon className="size-4.5" /> : <EyeIcon className="size-4.5" />}
      </button>
    </Tooltip>
  ) : undefined;

  return (
    <TextField
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={toggle}
      {...props}
    />
  );
}
