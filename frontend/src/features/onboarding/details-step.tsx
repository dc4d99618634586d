import type { FieldErrors } from '@labbridge/shared-types';
import type { FormEvent } from 'react';
import { Button } from '../../ui/button';
import { type ProfileDetails, ProfileFields } from '../profile/profile-fields';

export type DetailsForm = ProfileDetails;

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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (detailsComplete(form) && !submitting) onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <ProfileFields form={form} errors={errors} onChange={onChange} requireWork />
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
