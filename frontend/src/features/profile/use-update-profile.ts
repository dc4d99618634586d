import { API, type UpdateUserRequest, type User } from '@labbridge/shared-types';
import { useMutation } from '@tanstack/react-query';
import { useSetCurrentUser } from '../../app/auth';
import { callApi } from '../../lib/api-client';
import { type SubmitOptions, useSubmit } from '../../lib/use-submit';

interface ProfileFormOptions<T> extends Pick<SubmitOptions<T, User>, 'schema' | 'check'> {
  successText?: string;
  onSaved?: () => void;
}

/**
 * A profile form's submit path (lib/use-submit): its checks, then PUT /api/auth/user with the
 * spec's toasts (§8); the saved user replaces the session's.
 */
export function useProfileForm<T>({
  schema,
  check,
  successText,
  onSaved,
}: ProfileFormOptions<T> = {}) {
  const setUser = useSetCurrentUser();
  const mutation = useMutation({
    mutationFn: (body: UpdateUserRequest) => callApi(API.auth.updateUser, { body }),
    onSuccess: setUser,
  });
  const { errors, outcome, onSubmit } = useSubmit<T, User>({
    schema,
    check,
    success: { title: 'Profile Updated', description: successText },
    failure: { title: 'Update Failed', description: 'Failed to update profile. Please try again.' },
    onSuccess: onSaved,
  });
  const save = (body: UpdateUserRequest) => mutation.mutate(body, outcome);
  return { errors, saving: mutation.isPending, onSubmit, save };
}
