/**
 * One document's live session for the Edit tab: a Y.Doc, its provider on the app's socket, and
 * my awareness (name, colour) so the others see who is typing where. Ends (and my cursor
 * disappears for the others) when the tab unmounts.
 */
import { editorColor, editorName, type User } from '@labbridge/shared-types';
import { useEffect, useState, useSyncExternalStore } from 'react';
import * as Y from 'yjs';
import { getSocket, useSocketStatus } from '../../../lib/socket';
import { type CollabState, DocProvider } from './doc-provider';
import { socketChannel } from './socket-channel';

const OFFLINE: CollabState = {
  status: 'offline',
  synced: false,
  saved: true,
  readOnly: false,
  error: null,
};
const noSubscription = () => () => {};

export function useCollabDoc(documentId: number, me: User) {
  const socketStatus = useSocketStatus();
  const [provider, setProvider] = useState<DocProvider | null>(null);
  // The app's socket is opened by the shell; until it exists there is nothing to join.
  const hasSocket = socketStatus !== 'offline' || getSocket() !== null;
  const name = editorName(me);

  useEffect(() => {
    const socket = getSocket();
    if (!hasSocket || !socket) return;
    const next = new DocProvider(new Y.Doc(), documentId, socketChannel(socket));
    next.awareness.setLocalStateField('user', { id: me.id, name, color: editorColor(me.id) });
    setProvider(next);
    return () => {
      next.destroy();
      next.doc.destroy();
      setProvider(null);
    };
  }, [documentId, me.id, name, hasSocket]);

  const state = useSyncExternalStore(
    provider?.subscribe ?? noSubscription,
    provider?.getState ?? (() => OFFLINE),
  );
  // The browser knows it is offline before the socket's heartbeat does.
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  return { provider, state: online ? state : { ...state, status: 'offline' as const } };
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
