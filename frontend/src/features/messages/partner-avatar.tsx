import type { ConversationPartner } from '@labbridge/shared-types';
import { Avatar } from '../../ui/avatar';
import { usePartnerOnline } from './use-chat';

/** The partner's photo or initials, with an online dot. */
export function PartnerAvatar({
  partner,
  size = 'md',
}: {
  partner: Pick<ConversationPartner, 'id' | 'firstName' | 'lastName' | 'profileImageUrl'>;
  size?: 'sm' | 'md';
}) {
  const online = usePartnerOnline(partner.id);
  return (
    <span className="relative inline-flex shrink-0">
      <Avatar
        imageUrl={partner.profileImageUrl}
        firstName={partner.firstName}
        lastName={partner.lastName}
        size={size}
      />
      {online && (
        <span
          className="absolute right-0 bottom-0 h-3 w-3 rounded-full bg-green-600 ring-2 ring-white"
          aria-hidden="true"
        />
      )}
    </span>
  );
}
