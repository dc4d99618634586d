import { API, type OnboardingRequest, type User, type UserType } from '@labbridge/shared-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CURRENT_USER_KEY, useLogout, useSignedInUser } from '../../app/auth';
import { returnPathFrom } from '../../app/return-to';
import { Brand } from '../../app/shell/brand';
import { isApiError } from '../../lib/api';
import { callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { useSubmit } from '../../lib/use-submit';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/card';
import { profileDetailsOf } from '../profile/profile-fields';
import { DetailsStep } from './details-step';
import { RoleStep } from './role-step';
import { initialRole, rolesFor } from './roles';

const SETUP_FAILED = 'Could not complete profile setup. Please try again.';

/**
 * /onboarding: two steps, role then details (spec §4, §5); completion returns to /, or to the
 * page the user signed up from.
 */
export default function OnboardingPage() {
  usePageTitle('Set up your profile');
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const logout = useLogout();
  const [step, setStep] = useState<1 | 2>(1);
  const [role, setRole] = useState<UserType | null>(() => initialRole(user));
  const [details, setDetails] = useState(() => profileDetailsOf(user));
  const { errors, setErrors, outcome } = useSubmit<OnboardingRequest, User>({
    success: {
      title: 'Welcome to LabBridge!',
      description: 'Your profile has been set up successfully.',
    },
    failure: {
      title: 'Setup Failed',
      // A refused role needs its own explanation; anything else gets the spec's text.
      description: (err) =>
        isApiError(err) && err.status === 403 ? err.clientError.message : SETUP_FAILED,
    },
    onSuccess: (updated) => {
      navigate(returnPathFrom(search), { replace: true });
      queryClient.setQueryData(CURRENT_USER_KEY, updated);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });

  const complete = useMutation({
    mutationFn: (body: OnboardingRequest) => callApi(API.auth.completeOnboarding, { body }),
    onSuccess: outcome.onSuccess,
    onError: (err) => {
      outcome.onError(err);
      // The server refused the role itself: back to the step that chooses it.
      if (isApiError(err) && err.status === 403 && err.hasServerBody) setStep(1);
    },
  });

  const submit = () => {
    if (!role) return;
    setErrors({});
    complete.mutate({ ...details, userType: role });
  };

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4">
          <Brand />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            {logout.isPending ? 'Logging out...' : 'Log out'}
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
        <Card>
          <CardHeader>
            <p className="text-sm font-medium text-brand-700">Step {step} of 2</p>
            <h1 className="text-2xl font-semibold text-slate-900">
              {step === 1 ? 'Choose your role' : 'Tell us about yourself'}
            </h1>
            <CardDescription>
              {step === 1
                ? 'This decides what LabBridge shows you first. You can change your details later.'
                : 'Partners see this on your profile and your project listings.'}
            </CardDescription>
            <div className="mt-2 flex gap-2" aria-hidden="true">
              <span className="h-1.5 flex-1 rounded-full bg-brand-600" />
              <span
                className={`h-1.5 flex-1 rounded-full ${step === 2 ? 'bg-brand-600' : 'bg-slate-200'}`}
              />
            </div>
          </CardHeader>
          <CardContent>
            {step === 1 ? (
              <RoleStep
                roles={rolesFor(user)}
                value={role}
                onChange={setRole}
                onContinue={() => setStep(2)}
              />
            ) : (
              <DetailsStep
                form={details}
                errors={errors}
                submitting={complete.isPending}
                onChange={setDetails}
                onBack={() => setStep(1)}
                onSubmit={submit}
              />
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
