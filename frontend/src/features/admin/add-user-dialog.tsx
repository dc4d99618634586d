import {
  API,
  type CreateAdminUserRequest,
  type CreateAdminUserResponse,
  USER_TYPE_LABELS,
  USER_TYPES,
} from '@labbridge/shared-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { callApi } from '../../lib/api-client';
import { useSubmit } from '../../lib/use-submit';
import { Button } from '../../ui/button';
import { DialogActions, DialogFrame } from '../../ui/dialog';
import { choices, SelectField, TextField } from '../../ui/field';
import { toast } from '../../ui/toast';
import { refreshAdminViews } from './queries';

const EMPTY: CreateAdminUserRequest = {
  email: '',
  firstName: '',
  lastName: '',
  userType: 'researcher',
  organization: '',
  position: '',
};

/**
 * Add User: creates a verified account and shows its one-time password once. Nothing keeps it:
 * closing the dialog forgets it, so the admin passes it on before closing.
 */
export function AddUserDialog() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [created, setCreated] = useState<CreateAdminUserResponse | null>(null);
  const { errors, setErrors, outcome, onSubmit } = useSubmit<
    CreateAdminUserRequest,
    CreateAdminUserResponse
  >({
    failure: {
      title: 'Failed to add user',
      description: 'Please check the form and try again.',
      serverText: true,
    },
    onSuccess: (result) => {
      setCreated(result);
      refreshAdminViews(queryClient);
    },
  });
  const create = useMutation({
    mutationFn: (body: CreateAdminUserRequest) => callApi(API.admin.createUser, { body }),
  });

  const set = (key: keyof CreateAdminUserRequest) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setForm(EMPTY);
      setErrors({});
      setCreated(null);
    }
  };

  const text = (
    key: 'email' | 'firstName' | 'lastName' | 'organization' | 'position',
    label: string,
    required = false,
  ) => (
    <TextField
      label={label}
      required={required}
      error={errors[key]}
      type={key === 'email' ? 'email' : 'text'}
      autoComplete="off"
      value={form[key] ?? ''}
      onValueChange={set(key)}
    />
  );

  const frame = created
    ? {
        title: 'User added',
        description: `Give ${created.user.email} this one-time password. It is shown only now and is not stored anywhere.`,
        footer: <Button onClick={() => close(false)}>Done</Button>,
      }
    : {
        title: 'Add User',
        description: 'The account is verified at once and signs in with a one-time password.',
        onSubmit: onSubmit(form, (body) => create.mutate(body, outcome)),
        noValidate: true,
        footer: (
          <DialogActions
            label="Add User"
            busyLabel="Adding..."
            busy={create.isPending}
            onCancel={() => close(false)}
          />
        ),
      };

  return (
    <DialogFrame
      open={open}
      onOpenChange={close}
      trigger={
        <Button size="sm">
          <UserPlus className="h-4 w-4" aria-hidden="true" /> Add User
        </Button>
      }
      {...frame}
    >
      {created ? (
        <div className="flex items-center gap-2 rounded-lg bg-slate-100 p-3">
          <code data-testid="one-time-password" className="flex-1 font-mono text-sm break-all">
            {created.oneTimePassword}
          </code>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              void navigator.clipboard?.writeText(created.oneTimePassword);
              toast({ title: 'Password copied' });
            }}
          >
            <Copy className="h-4 w-4" aria-hidden="true" /> Copy
          </Button>
        </div>
      ) : (
        <>
          {text('email', 'Email', true)}
          <div className="grid gap-4 sm:grid-cols-2">
            {text('firstName', 'First name', true)}
            {text('lastName', 'Last name', true)}
          </div>
          <SelectField
            label="Account type"
            required
            value={form.userType}
            onValueChange={set('userType')}
            options={choices(USER_TYPES, USER_TYPE_LABELS)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {text('organization', 'Organization')}
            {text('position', 'Position')}
          </div>
        </>
      )}
    </DialogFrame>
  );
}
