import { USER_TYPE_LABELS } from '@labbridge/shared-types';
import { useSignedInUser } from '../../app/auth';
import { fullName } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { AvatarInitials } from '../../ui/avatar-initials';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card';
import { TabSections, useTabParam } from '../../ui/tabs';
import { useToastPlacement } from '../../ui/toast';
import { BasicInfoTab } from './basic-info-tab';
import { HeaderDesignTab } from './header-design-tab';
import { SettingsTab } from './settings-tab';
import { SocialLinksTab } from './social-links-tab';

const TABS = [
  ['basic', 'Basic Info'],
  ['header', 'Header Design'],
  ['social', 'Social Links'],
  ['settings', 'Settings'],
] as const;

/** /profile: the signed-in user's own profile in four tabs (spec §2). */
export default function ProfilePage() {
  usePageTitle('Profile');
  // Each tab's Save Changes sits at the bottom right, where an upload's toast would cover it.
  useToastPlacement('top-right');
  const user = useSignedInUser();
  const [tab, setTab] = useTabParam(TABS);
  const name = fullName(user, user.email);
  const role = [user.position, user.organization].filter(Boolean).join(' at ');

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
        <AvatarInitials firstName={user.firstName} lastName={user.lastName} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="truncate text-2xl font-bold text-slate-900">{name}</h1>
          {role && <p className="text-slate-700">{role}</p>}
          <div className="flex flex-wrap gap-2 pt-1">
            {user.userType && <Badge tone="brand">{USER_TYPE_LABELS[user.userType]}</Badge>}
            <Badge tone={user.profileVisibility === 'public' ? 'green' : 'gray'}>
              {user.profileVisibility === 'public' ? 'Public profile' : 'Private profile'}
            </Badge>
            {user.isVerified && <Badge tone="blue">Verified</Badge>}
          </div>
        </div>
      </Card>

      <TabSections
        label="Profile sections"
        tabs={TABS}
        value={tab}
        onValueChange={setTab}
        frame={(panels) => <Card className="mt-4 p-5 sm:p-6">{panels}</Card>}
        panelClassName="mt-0"
        panels={{
          basic: <BasicInfoTab user={user} />,
          header: <HeaderDesignTab user={user} />,
          social: <SocialLinksTab user={user} />,
          settings: <SettingsTab user={user} />,
        }}
      />
    </div>
  );
}
