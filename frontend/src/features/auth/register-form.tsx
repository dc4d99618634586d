import {
  LIMITS,
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
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';

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
        <Field label="First name" error={errors.firstName} required>
          {(control) => (
            <Input
              {...control}
              autoComplete="given-name"
              value={form.firstName}
              onChange={(e) => set('firstName')(e.target.value)}
            />
          )}
        </Field>
        <Field label="Last name" error={errors.lastName} required>
          {(control) => (
            <Input
              {...control}
              autoComplete="family-name"
              value={form.lastName}
              onChange={(e) => set('lastName')(e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label="Email" error={errors.email} required>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => set('email')(e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Password"
        hint={`At least ${LIMITS.passwordMinLength} characters`}
        error={errors.password}
        required
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            minLength={LIMITS.passwordMinLength}
            value={form.password}
            onChange={(e) => set('password')(e.target.value)}
          />
        )}
      </Field>
      <Field label="Account Type" error={errors.userType}>
        {(control) => (
          <Select
            {...control}
            value={form.userType}
            onChange={(e) => set('userType')(e.target.value)}
          >
            {SELF_REGISTER_USER_TYPES.map((type) => (
              <option key={type} value={type}>
                {USER_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" size="lg" disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
