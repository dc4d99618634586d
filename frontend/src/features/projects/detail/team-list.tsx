import type { TeamMember } from '@labbridge/shared-types';
import { Link } from 'react-router-dom';
import { AvatarInitials } from '../../../ui/avatar-initials';
import { Badge } from '../../../ui/badge';
import { ExternalLink } from '../../../ui/external-link';

const splitName = (name: string) => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.at(-1) ?? '' };
};

/** A member's name: their LabBridge profile for platform researchers, else their own link. */
function MemberName({ member }: { member: TeamMember }) {
  if (member.isResearcher && member.userId) {
    return (
      <Link to={`/profile/${member.userId}`} className="font-medium text-brand-800 hover:underline">
        {member.name}
      </Link>
    );
  }
  if (member.profileUrl && /^https?:\/\//i.test(member.profileUrl)) {
    return (
      <ExternalLink href={member.profileUrl} className="gap-1 text-brand-800">
        {member.name}
      </ExternalLink>
    );
  }
  return <span className="font-medium text-slate-900">{member.name}</span>;
}

export function TeamList({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {members.map((member, index) => {
        const { first, last } = splitName(member.name);
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: members have no id and this list is never reordered
            key={`${member.userId ?? member.name}-${index}`}
            className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-3"
          >
            {member.imageUrl ? (
              <img
                src={member.imageUrl}
                alt=""
                className="h-10 w-10 shrink-0 rounded-full object-cover"
              />
            ) : (
              <AvatarInitials firstName={first} lastName={last} />
            )}
            <div className="flex min-w-0 flex-col gap-1">
              <MemberName member={member} />
              {member.role && <p className="text-sm text-slate-700">{member.role}</p>}
              {member.isResearcher && (
                <Badge tone="brand" className="self-start">
                  LabBridge researcher
                </Badge>
              )}
              {member.expertise.length > 0 && (
                <p className="text-xs text-slate-600">{member.expertise.join(' · ')}</p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
