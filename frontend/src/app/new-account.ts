/**
 * Whether the signed-in user registered in this browser session: the dashboard then says
 * 'Welcome', not 'Welcome back'. Kept per tab (sessionStorage) and dropped at the next
 * sign-in or logout.
 */
const KEY = 'labbridge:new-account';

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; the dashboard then says 'Welcome back' as before.
    return null;
  }
};

export const rememberNewAccount = (userId: string) => storage()?.setItem(KEY, userId);
export const forgetNewAccount = () => storage()?.removeItem(KEY);
export const isNewAccount = (userId: string) => storage()?.getItem(KEY) === userId;
