import { profileUpdateSchema, type User } from '@labbridge/shared-types';
import { useState } from 'react';
import { Avatar } from '../../ui/avatar';
import { TextField } from '../../ui/field';
import { ImageUploadButton } from '../uploads/image-upload-button';
import { ProfileFields, profileDetailsOf } from './profile-fields';
import { SaveBar } from './save-bar';
import { useProfileForm } from './use-update-profile';

const fromUser = (user: User) => ({
  ...profileDetailsOf(user),
  profileImageUrl: user.profileImageUrl ?? '',
});

export function BasicInfoTab({ user }: { user: User }) {
  const [form, setForm] = useState(() => fromUser(user));
  const { errors, saving, onSubmit, save } = useProfileForm({ schema: profileUpdateSchema });

  return (
    <form
      onSubmit={onSubmit(form, (_, typed) => save(typed))}
      noValidate
      className="flex flex-col gap-5"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <Avatar
          imageUrl={form.profileImageUrl}
          firstName={form.firstName}
          lastName={form.lastName}
          size="lg"
        />
        <TextField
          label="Profile photo URL"
          hint="Paste a link or upload a PNG, JPEG or WebP image."
          error={errors.profileImageUrl}
          className="flex-1"
          type="url"
          inputMode="url"
          value={form.profileImageUrl}
          onValueChange={(value) => setForm({ ...form, profileImageUrl: value })}
        />
        <ImageUploadButton
          label="Upload Photo"
          onUploaded={(fileUrl) => setForm((current) => ({ ...current, profileImageUrl: fileUrl }))}
        />
      </div>
      <ProfileFields form={form} errors={errors} onChange={setForm} />
      <SaveBar saving={saving} />
    </form>
  );
}
