import {
  API,
  type CreateAdminUserRequest,
  type CreateAdminUserResponse,
  USER_TYPE_LABELS,
  USER_TYPES,
} from '@labbridge/shared-types';
import { useQueryClient } from '@tanstack/react-query';
import { Copy, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { errorText, isApiError } from '../../lib/api';
import { callApi } from '../../lib/api-client';
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
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreateAdminUserResponse | null>(null);

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
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await callApi(API.admin.createUser, { body: form });
      setCreated(result);
      refreshAdminViews(queryClient);
    } catch (err) {
      setErrors(isApiError(err) ? err.fieldErrors : {});
      toast({
        title: 'Failed to add user',
        description: errorText(err, 'Please check the form and try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
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
        onSubmit: submit,
        noValidate: true,
        footer: (
          <DialogActions
            label="Add User"
            busyLabel="Adding..."
            busy={busy}
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
