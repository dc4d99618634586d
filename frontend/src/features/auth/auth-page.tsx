import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { NEXT_PARAM, signInPath } from '../../app/return-to';
import { Brand } from '../../app/shell/brand';
import { usePageTitle } from '../../lib/use-page-title';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/card';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/**
 * /auth: Sign In and Create Account on one page, toggled by a link (spec §2, §4);
 * /auth?mode=register opens the registration form directly; ?next= is where either form returns.
 */
export default function AuthPage() {
  const [params] = useSearchParams();
  const registering = params.get('mode') === 'register';
  const next = params.get(NEXT_PARAM);
  usePageTitle(registering ? 'Create Account' : 'Sign In');

  return (
    <div className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-8 sm:justify-center">
      <header className="mb-6 flex w-full max-w-md items-center justify-between">
        <Brand />
        <Link
          to="/"
          className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to home
        </Link>
      </header>
      <main id="main" className="w-full max-w-md">
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-semibold text-slate-900">
              {registering ? 'Create Account' : 'Sign In'}
            </h1>
            <CardDescription>
              {registering
                ? 'Join LabBridge to connect research with industry.'
                : 'Welcome back. Sign in to your LabBridge account.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            {registering ? <RegisterForm /> : <LoginForm />}
            <p className="text-center text-sm text-slate-700">
              {registering ? 'Already have an account?' : "Don't have an account?"}{' '}
              <Link
                to={registering ? signInPath(next) : signInPath(next, 'register')}
                replace
                className="font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {registering ? 'Sign In' : 'Create Account'}
              </Link>
            </p>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
