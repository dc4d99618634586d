import { API, LIMITS, type PublicUser, type TeamMember } from '@labbridge/shared-types';
import { Search, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { errorText } from '../../../lib/api';
import { fullName } from '../../../lib/format';
import { useApiQuery } from '../../../lib/use-api-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { AvatarInitials } from '../../../ui/avatar-initials';
import { Badge } from '../../../ui/badge';
import { Button, RemoveButton } from '../../../ui/button';
import { GroupErrors, TextField } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { toast } from '../../../ui/toast';
import { errorsAt } from './draft';
import { ListTab } from './list-tab';
import type { TabProps } from './types';

const MIN = LIMITS.researcherSearchMinChars;

/** A platform researcher as a team member; the server derives the profile link from the id. */
export const researcherMember = (user: PublicUser): TeamMember => ({
  name: fullName(user, 'Researcher'),
  role: user.position ?? null,
  profileUrl: `/profile/${user.id}`,
  imageUrl: user.profileImageUrl ?? null,
  userId: user.id,
  expertise: user.expertise ?? [],
  isResearcher: true,
});

function ResearcherSearch({
  team,
  onAdd,
}: {
  team: readonly TeamMember[];
  onAdd: (user: PublicUser) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const enabled = q.length >= MIN;
  const { data, isFetching, isError, error } = useApiQuery(
    API.users.researchers,
    { query: { q } },
    { enabled },
  );
  const inTeam = new Set(team.flatMap((m) => (m.userId ? [m.userId] : [])));

  return (
    <section className="flex flex-col gap-2" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        Add a LabBridge researcher
      </h3>
      <Label htmlFor={id}>Search researchers by name, organisation or expertise</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={text}
          className="pl-9"
          aria-describedby={`${id}-hint`}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Type at least {MIN} characters.
      </p>
      <div role="status" className="text-sm text-slate-700">
        {enabled && isFetching && 'Searching...'}
        {enabled && !isFetching && isError && errorText(error, 'Search failed. Please try again.')}
        {enabled && !isFetching && data?.length === 0 && 'No researchers found.'}
      </div>
      {enabled && data && data.length > 0 && (
        <ul
          className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
          aria-label="Researchers found"
        >
          {data.map((user) => {
            const added = inTeam.has(user.id);
            const name = fullName(user, 'Researcher');
            return (
              <li key={user.id} className="flex items-center gap-3 p-3">
                <AvatarInitials firstName={user.firstName} lastName={user.lastName} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{name}</p>
                  <p className="truncate text-xs text-slate-600">
                    {[user.position, user.organization].filter(Boolean).join(', ') ||
                      'LabBridge researcher'}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant={added ? 'ghost' : 'secondary'}
                  disabled={added}
                  onClick={() => onAdd(user)}
                  icon={UserPlus}
                >
                  {added ? 'Added' : 'Add'}
                  <span className="sr-only"> {name}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const emptyManual = { name: '', role: '', profileUrl: '', imageUrl: '' };

function ManualMember({ onAdd }: { onAdd: (member: TeamMember) => void }) {
  const [member, setMember] = useState(emptyManual);
  const [nameError, setNameError] = useState<string | undefined>();
  const add = () => {
    if (!member.name.trim()) {
      setNameError('Enter the member’s name');
      return;
    }
    setNameError(undefined);
    onAdd({
      name: member.name.trim(),
      role: member.role.trim() || null,
      profileUrl: member.profileUrl.trim() || null,
      imageUrl: member.imageUrl.trim() || null,
      userId: null,
      expertise: [],
      isResearcher: false,
    });
    setMember(emptyManual);
  };
  const bind = (key: keyof typeof emptyManual) => ({
    value: member[key],
    onValueChange: (value: string) => setMember({ ...member, [key]: value }),
  });
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <legend className="px-1 font-semibold text-slate-900">Add a member manually</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Name" error={nameError} {...bind('name')} />
        <TextField label="Role" placeholder="e.g. Postdoctoral researcher" {...bind('role')} />
        <TextField label="Profile URL" type="url" placeholder="https://" {...bind('profileUrl')} />
        <TextField label="Photo URL" type="url" placeholder="https://" {...bind('imageUrl')} />
      </div>
      <Button variant="secondary" className="self-start" onClick={add} icon={UserPlus}>
        Add Member
      </Button>
    </fieldset>
  );
}

export function TeamTab({ draft, set, errors }: TabProps) {
  const team = draft.teamMembers;
  const addResearcher = (user: PublicUser) => {
    const member = researcherMember(user);
    set('teamMembers', (old) => (old.some((m) => m.userId === user.id) ? old : [...old, member]));
    toast({
      title: 'Researcher Added',
      description: `${member.name} has been added to your team.`,
    });
  };

  return (
    <ListTab
      adders={
        <>
          <ResearcherSearch team={team} onAdd={addResearcher} />
          <ManualMember onAdd={(member) => set('teamMembers', (old) => [...old, member])} />
        </>
      }
      title="Your team"
      count={team.length}
      errors={errorsAt(errors, 'teamMembers')}
      empty="No team members yet. A named team raises your scores."
    >
      {team.map((member, index) => {
        const memberErrors = Object.entries(errors)
          .filter(
            ([key]) =>
              key.startsWith(`teamMembers.${index}.`) && key !== `teamMembers.${index}.role`,
          )
          .flatMap(([, messages]) => messages);
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: members have no id; items are only appended or removed and every input is controlled
            key={`${member.userId ?? 'manual'}-${index}`}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3"
          >
            <div className="flex items-center gap-3">
              <AvatarInitials
                firstName={member.name.split(' ')[0]}
                lastName={member.name.split(' ').at(-1)}
                size="sm"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900">{member.name}</p>
                {member.isResearcher && <Badge tone="brand">LabBridge researcher</Badge>}
              </div>
              <RemoveButton
                label={`Remove ${member.name} from the team`}
                onClick={() => set('teamMembers', (old) => old.filter((_, i) => i !== index))}
              />
            </div>
            <TextField
              label={`Role of ${member.name}`}
              error={errorsAt(errors, `teamMembers.${index}.role`)}
              value={member.role ?? ''}
              onValueChange={(value) =>
                set('teamMembers', (old) =>
                  old.map((m, i) => (i === index ? { ...m, role: value } : m)),
                )
              }
            />
            <GroupErrors errors={memberErrors} size="xs" />
          </li>
        );
      })}
    </ListTab>
  );
}
