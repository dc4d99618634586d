/**
 * The session as the browser sees it (spec §4): signed in when GET /api/auth/user returns a
 * user, signed out on 401. Login, registration and logout keep that one query up to date.
 */
import type {
  API,
  DeleteAccountRequest,
  EndpointResponse,
  LoginRequest,
  RegisterRequest,
  User,
} from '@labbridge/shared-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError, apiGet } from '../lib/api';
import { callApi } from '../lib/api-client';
import { loadChunk } from '../lib/load-chunk';
import { forgetNewAccount, rememberNewAccount } from './new-account';
import { CURRENT_USER_KEY } from './query-client';

export { CURRENT_USER_KEY };

/**
 * The endpoint map, loaded when a session action runs. Every page checks the session, so this
 * module is in the landing page's first download; importing the map here would put all its Zod
 * schemas there too (issue 9: ≤ 150 KB gzip).
 */
const endpoints = (): Promise<typeof API> =>
  loadChunk(() => import('./endpoint-map')).then((m) => m.API);

export async function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}) {
  try {
    // The bare path (see `endpoints`), typed by the endpoint's contract.
    return await apiGet<EndpointResponse<typeof API.auth.currentUser>>(CURRENT_USER_KEY[0], {
      signal,
    });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** The signed-in user, `null` when signed out; the call is not retried (§7). */
export function useCurrentUser() {
  return useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, retry: false });
}

/** The signed-in user on pages behind the member guard, where it is always present. */
export function useSignedInUser(): User {
  const { data } = useCurrentUser();
  if (!data) throw new Error('useSignedInUser used outside a signed-in route');
  return data;
}

/** Puts a fresh user object (from login, onboarding, profile save) into the session query. */
export function useSetCurrentUser() {
  const queryClient = useQueryClient();
  return (user: User | null) => queryClient.setQueryData(CURRENT_USER_KEY, user);
}

/** What a sign-in or registration form does on the outcome, before the session changes. */
export interface SessionCallbacks {
  onSuccess?: (user: User) => void;
  onError?: (error: unknown) => void;
}

/**
 * The caller's callbacks run before the user lands in the cache: once it does, the guards
 * move away from the form, which would drop callbacks given to `mutate()`.
 */
function useSessionMutation<I>(call: (input: I) => Promise<User>, callbacks: SessionCallbacks) {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: call,
    onSuccess: (user) => {
      callbacks.onSuccess?.(user);
      setUser(user);
    },
    onError: callbacks.onError,
  });
}

export const useLogin = (callbacks: SessionCallbacks = {}) =>
  useSessionMutation(
    async (body: LoginRequest) => callApi((await endpoints()).auth.login, { body }),
    {
      ...callbacks,
      onSuccess: (user) => {
        forgetNewAccount();
        callbacks.onSuccess?.(user);
      },
    },
  );

export const useRegister = (callbacks: SessionCallbacks = {}) =>
  useSessionMutation(
    async (body: RegisterRequest) => callApi((await endpoints()).auth.register, { body }),
    {
      ...callbacks,
      onSuccess: (user) => {
        rememberNewAccount(user.id);
        callbacks.onSuccess?.(user);
      },
    },
  );

/** Logs out, drops every cached answer of the old session and returns to /. */
/**
 * True while a logout is under way. The server disconnects the session's socket before the
 * logout answer arrives, and the session re-check that follows can empty the user while a
 * member page is still shown: its guard must then go to / (spec §4), not to the sign-in page.
 */
let loggingOut = false;
export const isLoggingOut = () => loggingOut;
/** Called once the signed-out home page has rendered: the logout is over. */
export const logoutFinished = () => {
  loggingOut = false;
};

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => callApi((await endpoints()).auth.logout),
    retry: false,
    onMutate: () => {
      loggingOut = true;
      forgetNewAccount();
    },
    onSuccess: async () => {
      await navigate('/', { replace: true });
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
      queryClient.setQueryData(CURRENT_USER_KEY, null);
    },
    onError: (err) => {
      loggingOut = false;
      console.error('Logout failed', err);
      // A full page load re-reads the session from the server, whatever state we were in.
      window.location.assign('/');
    },
  });
}

/**
 * Deletes the signed-in account (the password proves it is the owner) and leaves signed out, as
 * a logout does: the server ends the session and its socket before the answer arrives.
 * `onError` gets the refusal (a wrong password) so the form can show it.
 */
export function useDeleteAccount({ onError }: { onError?: (err: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (body: DeleteAccountRequest) =>
      callApi((await endpoints()).privacy.deleteAccount, { body }),
    retry: false,
    onMutate: () => {
      loggingOut = true;
    },
    onSuccess: async () => {
      forgetNewAccount();
      await navigate('/', { replace: true });
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
      queryClient.setQueryData(CURRENT_USER_KEY, null);
    },
    onError: (err) => {
      loggingOut = false;
      onError?.(err);
    },
  });
}
