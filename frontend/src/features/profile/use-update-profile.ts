import { API, type FieldErrors, type UpdateUserRequest } from '@labbridge/shared-types';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSetCurrentUser } from '../../app/auth';
import { callApi } from '../../lib/api-client';
import { serverFieldErrors } from '../../lib/form';
import { toast } from '../../ui/toast';

/**
 * Saves part of the profile with PUT /api/auth/user, with the spec's toasts (§8) and the
 * server's per-field messages kept for the form to show beside its inputs.
 */
export function useUpdateProfile() {
  const setUser = useSetCurrentUser();
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useMutation({
    mutationFn: (body: UpdateUserRequest) => callApi(API.auth.updateUser, { body }),
    onSuccess: setUser,
  });

  const save = (
    input: UpdateUserRequest,
    options: { successText?: string; onSaved?: () => void } = {},
  ) => {
    setErrors({});
    mutation.mutate(input, {
      onSuccess: () => {
        toast({ title: 'Profile Updated', description: options.successText });
        options.onSaved?.();
      },
      onError: (err) => {
        setErrors(serverFieldErrors(err));
        toast({
          title: 'Update Failed',
          description: 'Failed to update profile. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  return { save, saving: mutation.isPending, errors, setErrors };
}
