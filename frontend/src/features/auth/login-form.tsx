import { type FieldErrors, loginRequestSchema } from '@labbridge/shared-types';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLogin } from '../../app/auth';
import { returnPathFrom } from '../../app/return-to';
import { errorText } from '../../lib/api';
import { serverFieldErrors, validate } from '../../lib/form';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { toast } from '../../ui/toast';

export function LoginForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const login = useLogin({
    onSuccess: () => {
      toast({ title: 'Login successful', description: 'Welcome back to LabBridge!' });
      navigate(returnPathFrom(search), { replace: true });
    },
    onError: (err) => {
      setErrors(serverFieldErrors(err));
      toast({
        title: 'Login failed',
        description: errorText(err, 'Invalid email or password'),
        variant: 'destructive',
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(loginRequestSchema, { email, password });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    login.mutate(checked.data);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label="Email" error={errors.email} required>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <Field label="Password" error={errors.password} required>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
