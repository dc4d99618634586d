import type { FieldErrors } from '@labbridge/shared-types';
import type { FormEvent } from 'react';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { TagInput } from '../../ui/tag-input';
import { Textarea } from '../../ui/textarea';

export interface DetailsForm {
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

/** Complete Setup needs the four required fields filled (spec §5). */
export const detailsComplete = (form: DetailsForm) =>
  [form.firstName, form.lastName, form.organization, form.position].every((v) => v.trim() !== '');

interface DetailsStepProps {
  form: DetailsForm;
  errors: FieldErrors;
  submitting: boolean;
  onChange: (form: DetailsForm) => void;
  onBack: () => void;
  onSubmit: () => void;
}

/** Step 2: personal and professional details. */
export function DetailsStep({
  form,
  errors,
  submitting,
  onChange,
  onBack,
  onSubmit,
}: DetailsStepProps) {
  const text = (field: Exclude<keyof DetailsForm, 'expertise'>) => ({
    value: form[field],
    onChange: (e: { target: { value: string } }) => onChange({ ...form, [field]: e.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (detailsComplete(form) && !submitting) onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName} required>
          {(c) => <Input {...c} autoComplete="given-name" {...text('firstName')} />}
        </Field>
        <Field label="Last name" error={errors.lastName} required>
          {(c) => <Input {...c} autoComplete="family-name" {...text('lastName')} />}
        </Field>
        <Field label="Organization" error={errors.organization} required>
          {(c) => <Input {...c} autoComplete="organization" {...text('organization')} />}
        </Field>
        <Field label="Position" error={errors.position} required>
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
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={onBack} disabled={submitting}>
          Back
        </Button>
        <Button type="submit" size="lg" disabled={!detailsComplete(form) || submitting}>
          {submitting ? 'Setting up...' : 'Complete Setup'}
        </Button>
      </div>
    </form>
  );
}
