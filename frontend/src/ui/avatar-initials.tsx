import { cn } from '../lib/cn';

/** Up to two initials from a first and last name (or one name), '?' when there is none. */
export function initialsOf(first?: string | null, last?: string | null): string {
  const letters = [first, last]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return letters || '?';
}

export const avatarSizes = {
  sm: 'h-8 w-8 text-xs',
  md: 'h-10 w-10 text-sm',
  lg: 'h-16 w-16 text-xl',
};

interface AvatarInitialsProps {
  firstName?: string | null;
  lastName?: string | null;
  size?: keyof typeof avatarSizes;
  className?: string;
}

/** A round initials avatar; decorative, so callers show the name beside it. */
export function AvatarInitials({
  firstName,
  lastName,
  size = 'md',
  className,
}: AvatarInitialsProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800',
        avatarSizes[size],
        className,
      )}
    >
      {initialsOf(firstName, lastName)}
    </span>
  );
}
