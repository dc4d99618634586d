import type { FieldErrors, User } from '@labbridge/shared-types';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { TagInput } from '../../ui/tag-input';
import { Textarea } from '../../ui/textarea';

/** The profile fields onboarding asks for and the profile page edits. */
export interface ProfileDetails {
  firstName: string;
  lastName: string;
  organization: string;
  position: string;
  bio: string;
  expertise: string[];
  researchInterests: string;
  lookingFor: string;
  experience: string;
}

export const profileDetailsOf = (user: User): ProfileDetails => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  organization: user.organization ?? '',
  position: user.position ?? '',
  bio: user.bio ?? '',
  expertise: user.expertise,
  researchInterests: user.researchInterests ?? '',
  lookingFor: user.lookingFor ?? '',
  experience: user.experience ?? '',
});

interface ProfileFieldsProps<T extends ProfileDetails> {
  form: T;
  errors: FieldErrors;
  onChange: (form: T) => void;
  /** Onboarding requires organization and position (spec §5); the profile page does not. */
  requireWork?: boolean;
}

export function ProfileFields<T extends ProfileDetails>({
  form,
  errors,
  onChange,
  requireWork = false,
}: ProfileFieldsProps<T>) {
  const text = (field: Exclude<keyof ProfileDetails, 'expertise'>) => ({
    value: form[field],
    onChange: (e: { target: { value: string } }) => onChange({ ...form, [field]: e.target.value }),
  });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName} required>
          {(c) => <Input {...c} autoComplete="given-name" {...text('firstName')} />}
        </Field>
        <Field label="Last name" error={errors.lastName} required>
          {(c) => <Input {...c} autoComplete="family-name" {...text('lastName')} />}
        </Field>
        <Field label="Organization" error={errors.organization} required={requireWork}>
          {(c) => <Input {...c} autoComplete="organization" {...text('organization')} />}
        </Field>
        <Field label="Position" error={errors.position} required={requireWork}>
          {(c) => <Input {...c} autoComplete="organization-title" {...text('position')} />}
        </Field>
      </div>
      <Field label="Bio" error={errors.bio}>
        {(c) => <Textarea {...c} rows={3} {...text('bio')} />}
      </Field>
      <TagInput
        label="Expertise"
        value={form.expertise}
        onChange={(expertise) => onChange({ ...form, expertise })}
        placeholder="e.g. Machine learning"
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
    </>
  );
}
