import { profileUpdateSchema, type User } from '@labbridge/shared-types';
import { useState } from 'react';
import { fullName } from '../../lib/format';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
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
    value: form[field],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value }),
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
      <Field
        label="Header image URL"
        hint="A wide image works best (https://...)."
        error={errors.headerImageUrl}
      >
        {(c) => <Input {...c} type="url" inputMode="url" {...bind('headerImageUrl')} />}
      </Field>
      <ImageUploadButton
        label="Upload Header Image"
        onUploaded={(fileUrl) => setForm((current) => ({ ...current, headerImageUrl: fileUrl }))}
      />
      <Field
        label="Header video URL"
        hint="A YouTube link; it takes the place of the image."
        error={errors.headerVideoUrl}
      >
        {(c) => <Input {...c} type="url" inputMode="url" {...bind('headerVideoUrl')} />}
      </Field>
      <Field
        label="Custom header text"
        hint="Shown over the header; your name is used when empty."
        error={errors.customHeaderText}
      >
        {(c) => <Input {...c} maxLength={300} {...bind('customHeaderText')} />}
      </Field>
      <SaveBar saving={saving} />
    </form>
  );
}
