/**
 * Recent Activity follows what the socket announces (a message, a collaboration or document step,
 * a notification such as a new proposal) and catches up after a reconnect. Views of a listing
 * have no event; they appear on the next fetch.
 */
import { type LiveBinder, listen, onEventsMissed } from '../../lib/socket';
import { HOME_ACTIVITY_KEY } from './dashboard-data';

export const bindHomeEvents: LiveBinder = (socket, { queryClient }) => {
  const refresh = () => void queryClient.invalidateQueries({ queryKey: HOME_ACTIVITY_KEY });
  const stopListening = listen(socket, {
    'message:new': refresh,
    'collaboration:updated': refresh,
    'document:updated': refresh,
    'notification:new': refresh,
  });
  const stopCatchingUp = onEventsMissed(socket, refresh);
  return () => {
    stopListening();
    stopCatchingUp();
  };
};
