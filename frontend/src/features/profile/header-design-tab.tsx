import { profileUpdateSchema, type User } from '@labbridge/shared-types';
import { useState } from 'react';
import { fullName } from '../../lib/format';
import { TextField } from '../../ui/field';
import { ImageUploadButton } from '../uploads/image-upload-button';
import { HeaderPreview } from './header-preview';
import { SaveBar } from './save-bar';
import { useProfileForm } from './use-update-profile';

export function HeaderDesignTab({ user }: { user: User }) {
  const [form, setForm] = useState({
    headerImageUrl: user.headerImageUrl ?? '',
    headerVideoUrl: user.headerVideoUrl ?? '',
    customHeaderText: user.customHeaderText ?? '',
  });
  const { errors, saving, onSubmit, save } = useProfileForm({ schema: profileUpdateSchema });
  const bind = (field: keyof typeof form) => ({
    error: errors[field],
    value: form[field],
    onValueChange: (value: string) => setForm({ ...form, [field]: value }),
  });

  return (
    <form
      onSubmit={onSubmit(form, (_, typed) => save(typed))}
      noValidate
      className="flex flex-col gap-5"
    >
      <HeaderPreview
        imageUrl={form.headerImageUrl}
        videoUrl={form.headerVideoUrl}
        text={form.customHeaderText}
        fallbackText={fullName(user)}
      />
      <TextField
        label="Header image URL"
        hint="A wide image works best (https://...)."
        type="url"
        inputMode="url"
        {...bind('headerImageUrl')}
      />
      <ImageUploadButton
        label="Upload Header Image"
        onUploaded={(fileUrl) => setForm((current) => ({ ...current, headerImageUrl: fileUrl }))}
      />
      <TextField
        label="Header video URL"
        hint="A YouTube link; it takes the place of the image."
        type="url"
        inputMode="url"
        {...bind('headerVideoUrl')}
      />
      <TextField
        label="Custom header text"
        hint="Shown over the header; your name is used when empty."
        maxLength={300}
        {...bind('customHeaderText')}
      />
      <SaveBar saving={saving} />
    </form>
  );
}
