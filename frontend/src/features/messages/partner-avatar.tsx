import type { ConversationPartner } from '@labbridge/shared-types';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { AvatarInitials } from '../../ui/avatar-initials';
import { usePartnerOnline } from './use-chat';

/** The partner's photo (initials when there is none or it fails), with an online dot. */
export function PartnerAvatar({
  partner,
  size = 'md',
}: {
  partner: Pick<ConversationPartner, 'id' | 'firstName' | 'lastName' | 'profileImageUrl'>;
  size?: 'sm' | 'md';
}) {
  const online = usePartnerOnline(partner.id);
  const [broken, setBroken] = useState(false);
  const box = size === 'sm' ? 'h-8 w-8' : 'h-10 w-10';
  return (
    <span className="relative inline-flex shrink-0">
      {partner.profileImageUrl && !broken ? (
        <img
          src={partner.profileImageUrl}
          alt=""
          className={cn('rounded-full object-cover', box)}
          onError={() => setBroken(true)}
        />
      ) : (
        <AvatarInitials firstName={partner.firstName} lastName={partner.lastName} size={size} />
      )}
      {online && (
        <span
          className="absolute right-0 bottom-0 h-3 w-3 rounded-full bg-green-600 ring-2 ring-white"
          aria-hidden="true"
        />
      )}
    </span>
  );
}
