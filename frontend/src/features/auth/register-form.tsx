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
import { choices, PasswordField, SelectField, TextField } from '../../ui/field';

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

  return (
    <form
      onSubmit={onSubmit(form, (data) => register.mutate(data))}
      noValidate
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          error={errors.firstName}
          required
          autoComplete="given-name"
          value={form.firstName}
          onValueChange={set('firstName')}
        />
        <TextField
          label="Last name"
          error={errors.lastName}
          required
          autoComplete="family-name"
          value={form.lastName}
          onValueChange={set('lastName')}
        />
      </div>
      <TextField
        label="Email"
        error={errors.email}
        required
        type="email"
        autoComplete="email"
        value={form.email}
        onValueChange={set('email')}
      />
      <PasswordField
        label="Password"
        purpose="new"
        error={errors.password}
        value={form.password}
        onValueChange={set('password')}
      />
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
