import { profileUpdateSchema, type User } from '@labbridge/shared-types';
import { type FormEvent, useState } from 'react';
import { validate } from '../../lib/form';
import { AvatarInitials } from '../../ui/avatar-initials';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { TagInput } from '../../ui/tag-input';
import { Textarea } from '../../ui/textarea';
import { ImageUploadButton } from '../uploads/image-upload-button';
import { SaveBar } from './save-bar';
import { useUpdateProfile } from './use-update-profile';

const fromUser = (user: User) => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  organization: user.organization ?? '',
  position: user.position ?? '',
  bio: user.bio ?? '',
  expertise: user.expertise,
  researchInterests: user.researchInterests ?? '',
  lookingFor: user.lookingFor ?? '',
  experience: user.experience ?? '',
  profileImageUrl: user.profileImageUrl ?? '',
});
type BasicInfo = ReturnType<typeof fromUser>;
type TextField = Exclude<keyof BasicInfo, 'expertise'>;

export function BasicInfoTab({ user }: { user: User }) {
  const [form, setForm] = useState(() => fromUser(user));
  const { save, saving, errors, setErrors } = useUpdateProfile();
  const text = (field: TextField) => ({
    value: form[field],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(profileUpdateSchema, form);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    save(form);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        {form.profileImageUrl ? (
          <img
            src={form.profileImageUrl}
            alt="Your profile"
            className="h-16 w-16 shrink-0 rounded-full object-cover"
          />
        ) : (
          <AvatarInitials firstName={form.firstName} lastName={form.lastName} size="lg" />
        )}
        <Field
          label="Profile photo URL"
          hint="Paste a link or upload a PNG, JPEG or WebP image."
          error={errors.profileImageUrl}
          className="flex-1"
        >
          {(c) => <Input {...c} type="url" inputMode="url" {...text('profileImageUrl')} />}
        </Field>
        <ImageUploadButton
          label="Upload Photo"
          onUploaded={(fileUrl) => setForm((current) => ({ ...current, profileImageUrl: fileUrl }))}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName} required>
          {(c) => <Input {...c} autoComplete="given-name" {...text('firstName')} />}
        </Field>
        <Field label="Last name" error={errors.lastName} required>
          {(c) => <Input {...c} autoComplete="family-name" {...text('lastName')} />}
        </Field>
        <Field label="Organization" error={errors.organization}>
          {(c) => <Input {...c} autoComplete="organization" {...text('organization')} />}
        </Field>
        <Field label="Position" error={errors.position}>
          {(c) => <Input {...c} autoComplete="organization-title" {...text('position')} />}
        </Field>
      </div>
      <Field label="Bio" error={errors.bio}>
        {(c) => <Textarea {...c} rows={4} {...text('bio')} />}
      </Field>
      <TagInput
        label="Expertise"
        value={form.expertise}
        onChange={(expertise) => setForm({ ...form, expertise })}
        placeholder="e.g. Battery chemistry"
        hint="Press Enter or + to add a tag; click a tag to remove it."
        error={errors.expertise}
      />
      <Field label="Research interests" error={errors.researchInterests}>
        {(c) => <Textarea {...c} rows={2} {...text('researchInterests')} />}
      </Field>
      <Field label="What are you looking for?" error={errors.lookingFor}>
        {(c) => <Textarea {...c} rows={2} {...text('lookingFor')} />}
      </Field>
      <Field label="Experience" error={errors.experience}>
        {(c) => <Textarea {...c} rows={3} {...text('experience')} />}
      </Field>
      <SaveBar saving={saving} />
    </form>
  );
}
