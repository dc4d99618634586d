import { useState } from 'react';
import { cn } from '../lib/cn';
import { AvatarInitials, avatarSizes } from './avatar-initials';

interface AvatarProps {
  imageUrl?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  size?: keyof typeof avatarSizes;
  className?: string;
}

/** A person's photo, or their initials when there is none or it fails to load; decorative. */
export function Avatar({ imageUrl, firstName, lastName, size = 'md', className }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (imageUrl && imageUrl !== failedUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        className={cn('shrink-0 rounded-full object-cover', avatarSizes[size], className)}
        onError={() => setFailedUrl(imageUrl)}
      />
    );
  }
  return (
    <AvatarInitials firstName={firstName} lastName={lastName} size={size} className={className} />
  );
}
