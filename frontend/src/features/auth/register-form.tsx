import {
  registerRequestSchema,
  SELF_REGISTER_USER_TYPES,
  USER_TYPE_LABELS,
} from '@labbridge/shared-types';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRegister } from '../../app/auth';
import { returnPathFrom } from '../../app/return-to';
import { useSubmit } from '../../lib/use-submit';
import { Button } from '../../ui/button';
import { choices, EmailField, PasswordField, SelectField, TextField } from '../../ui/field';

type SelfRegisterType = (typeof SELF_REGISTER_USER_TYPES)[number];

export function RegisterForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [form, setForm] = useState({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    userType: 'researcher' as SelfRegisterType,
  });
  const { errors, outcome, onSubmit } = useSubmit({
    schema: registerRequestSchema,
    success: { title: 'Registration successful', description: 'Welcome to LabBridge!' },
    failure: {
      title: 'Registration failed',
      description: 'Failed to create account',
      serverText: true,
    },
    // Back where the sign-in prompt was; a new account passes through onboarding first.
    onSuccess: () => navigate(returnPathFrom(search), { replace: true }),
  });
  const register = useRegister(outcome);
  const set = (field: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));
  const bind = (field: 'firstName' | 'lastName' | 'email' | 'password') => ({
    error: errors[field],
    value: form[field],
    onValueChange: set(field),
  });

  return (
    <form
      onSubmit={onSubmit(form, (data) => register.mutate(data))}
      noValidate
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" required autoComplete="given-name" {...bind('firstName')} />
        <TextField label="Last name" required autoComplete="family-name" {...bind('lastName')} />
      </div>
      <EmailField {...bind('email')} />
      <PasswordField label="Password" purpose="new" {...bind('password')} />
      <SelectField
        label="Account Type"
        error={errors.userType}
        value={form.userType}
        onValueChange={set('userType')}
        options={choices(SELF_REGISTER_USER_TYPES, USER_TYPE_LABELS)}
      />
      <Button type="submit" size="lg" disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
