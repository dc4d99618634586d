import { loginRequestSchema } from '@labbridge/shared-types';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLogin } from '../../app/auth';
import { returnPathFrom } from '../../app/return-to';
import { useSubmit } from '../../lib/use-submit';
import { Button } from '../../ui/button';
import { EmailField, PasswordField } from '../../ui/field';

export function LoginForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, outcome, onSubmit } = useSubmit({
    schema: loginRequestSchema,
    success: { title: 'Login successful', description: 'Welcome back to LabBridge!' },
    failure: { title: 'Login failed', description: 'Invalid email or password', serverText: true },
    onSuccess: () => navigate(returnPathFrom(search), { replace: true }),
  });
  const login = useLogin(outcome);

  return (
    <form
      onSubmit={onSubmit({ email, password }, (data) => login.mutate(data))}
      noValidate
      className="flex flex-col gap-4"
    >
      <EmailField error={errors.email} value={email} onValueChange={setEmail} />
      <PasswordField
        label="Password"
        error={errors.password}
        value={password}
        onValueChange={setPassword}
      />
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
