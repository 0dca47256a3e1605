import { Button } from '../ui/button';
import { GitHubIcon, GoogleIcon } from '../ui/icons';

export interface SocialSignInProps {
  disabled: boolean;
  onGoogle: () => void;
  onGitHub: () => void;
}

/** "Continue with Google" and "Continue with GitHub" (login and register modes). */
export function SocialSignIn({ disabled, onGoogle, onGitHub }: SocialSignInProps) {
  return (
    <div className="grid gap-3">
      <Button
        variant="outline"
        size="lg"
        className="text-sm"
        disabled={disabled}
        onClick={onGoogle}
      >
        <GoogleIcon />
        Continue with Google
      </Button>
      <Button
        variant="outline"
        size="lg"
        className="text-sm"
        disabled={disabled}
        onClick={onGitHub}
      >
        <GitHubIcon />
        Continue with GitHub
      </Button>
    </div>
  );
}
