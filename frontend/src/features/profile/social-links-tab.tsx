import { profileUpdateSchema, type SocialLink, type User } from '@labbridge/shared-types';
import { Link2, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button, RemoveButton } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { TextField } from '../../ui/field';
import { SaveBar } from './save-bar';
import { useProfileForm } from './use-update-profile';

interface Row extends SocialLink {
  key: number;
}

let nextKey = 0;
const toRow = (link: SocialLink): Row => {
  nextKey += 1;
  return { ...link, key: nextKey };
};

/** Social links: each needs a name and a URL (spec §5). */
export function SocialLinksTab({ user }: { user: User }) {
  const [rows, setRows] = useState<Row[]>(() => user.socialLinks.map(toRow));
  const { errors, saving, onSubmit, save } = useProfileForm({ schema: profileUpdateSchema });
  const update = (key: number, patch: Partial<SocialLink>) =>
    setRows(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const socialLinks = rows.map(({ name, url }) => ({ name, url }));

  return (
    <form
      onSubmit={onSubmit({ socialLinks }, (_, typed) => save(typed))}
      noValidate
      className="flex flex-col gap-5"
    >
      {rows.length === 0 ? (
        <EmptyState
          icon={Link2}
          title="No social links yet"
          description="Add your lab website, LinkedIn, Google Scholar or ORCID page."
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {rows.map((row, index) => (
            <li
              key={row.key}
              className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-[1fr_2fr_auto] sm:items-start"
            >
              <TextField
                label="Name"
                error={errors[`socialLinks.${index}.name`]}
                required
                placeholder="e.g. LinkedIn"
                value={row.name}
                onValueChange={(value) => update(row.key, { name: value })}
              />
              <TextField
                label="URL"
                error={errors[`socialLinks.${index}.url`]}
                required
                type="url"
                inputMode="url"
                placeholder="https://"
                value={row.url}
                onValueChange={(value) => update(row.key, { url: value })}
              />
              <RemoveButton
                className="sm:mt-6"
                label={`Remove link ${row.name || index + 1}`}
                onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
              />
            </li>
          ))}
        </ul>
      )}
      {errors.socialLinks && <p className="text-sm text-red-700">{errors.socialLinks.join(' ')}</p>}
      <div>
        <Button
          variant="outline"
          onClick={() => setRows([...rows, toRow({ name: '', url: '' })])}
          icon={Plus}
        >
          Add link
        </Button>
      </div>
      <SaveBar saving={saving} />
    </form>
  );
}
