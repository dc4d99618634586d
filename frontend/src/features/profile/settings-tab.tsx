import {
  changePasswordRequestSchema,
  type FieldErrors,
  PROFILE_VISIBILITIES,
  type User,
} from '@labbridge/shared-types';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { PasswordField } from '../../ui/field';
import { DataExportCard, DeleteAccountCard } from './account-data';
import { SaveBar } from './save-bar';
import { SettingsCard } from './settings-card';
import { useProfileForm } from './use-update-profile';

const VISIBILITY_TEXT: Record<(typeof PROFILE_VISIBILITIES)[number], string> = {
  public: 'Anyone can see your full profile.',
  private: 'Others see only your name.',
};

function VisibilityForm({ user }: { user: User }) {
  const [visibility, setVisibility] = useState(user.profileVisibility);
  const { saving, onSubmit, save } = useProfileForm();
  return (
    <form
      onSubmit={onSubmit({ profileVisibility: visibility }, (_, body) => save(body))}
      className="flex flex-col gap-4"
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-slate-800">Profile visibility</legend>
        {PROFILE_VISIBILITIES.map((value) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-3',
              visibility === value ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
            )}
          >
            <input
              type="radio"
              name="profileVisibility"
              value={value}
              checked={visibility === value}
              onChange={() => setVisibility(value)}
              className="mt-1 accent-brand-700"
            />
            <span className="flex flex-col">
              <span className="text-sm font-medium text-slate-900 capitalize">{value}</span>
              <span className="text-sm text-slate-700">{VISIBILITY_TEXT[value]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <SaveBar saving={saving} label="Save Visibility" />
    </form>
  );
}

function PasswordForm() {
  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const [form, setForm] = useState(empty);
  const { errors, saving, onSubmit, save } = useProfileForm({
    schema: changePasswordRequestSchema,
    check: (): FieldErrors =>
      form.confirmPassword === form.newPassword
        ? {}
        : { confirmPassword: ['The passwords do not match'] },
    successText: 'Your password has been changed.',
    onSaved: () => setForm(empty),
  });
  const bind = (field: keyof typeof form) => ({
    value: form[field],
    onValueChange: (value: string) => setForm({ ...form, [field]: value }),
  });

  return (
    <form
      onSubmit={onSubmit(form, (data) => save(data))}
      noValidate
      className="flex flex-col gap-4"
    >
      <PasswordField
        label="Current password"
        error={errors.currentPassword}
        {...bind('currentPassword')}
      />
      <PasswordField
        label="New password"
        purpose="new"
        error={errors.newPassword}
        {...bind('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        purpose="confirm"
        error={errors.confirmPassword}
        {...bind('confirmPassword')}
      />
      <SaveBar saving={saving} label="Change Password" />
    </form>
  );
}

export function SettingsTab({ user }: { user: User }) {
  return (
    <div className="flex flex-col gap-6">
      <SettingsCard title="Privacy" description="Choose who can see your profile details.">
        <VisibilityForm user={user} />
      </SettingsCard>
      <SettingsCard
        title="Change password"
        description="You stay signed in here; your other devices are signed out."
      >
        <PasswordForm />
      </SettingsCard>
      <DataExportCard />
      <DeleteAccountCard />
    </div>
  );
}
