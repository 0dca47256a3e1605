import { Link } from '@tanstack/react-router';
import { buttonVariants, type ButtonVariantProps } from './ui/button';
import { ArrowLeftIcon } from './ui/icons';

/** "Back to Home", the requirements' words for the link to / on the static pages. */
export function BackHomeLink({ variant = 'outline' }: Pick<ButtonVariantProps, 'variant'>) {
  return (
    <Link to="/" className={buttonVariants({ variant })}>
      <ArrowLeftIcon />
      Back to Home
    </Link>
  );
}
