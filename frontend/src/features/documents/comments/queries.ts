/**
 * A document's comment threads: read with the shared endpoint map, refetched when the server
 * announces a change (doc:comments, bound in ../live.ts), written through REST.
 */
import { API, type CommentThread, type CreateCommentThreadRequest } from '@labbridge/shared-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';

const collab = API.documentCollab;

export type { CommentThread };

const commentsKey = (id: number) => apiKey(collab.comments, { params: { id } });

export function useCommentThreads(documentId: number) {
  return useApiQuery(collab.comments, { params: { id: documentId } });
}

export function useCommentActions(documentId: number) {
  const queryClient = useQueryClient();
  // Each write answers with the thread as it is now: put it in the list straight away.
  const onSuccess = (thread: CommentThread) =>
    queryClient.setQueryData<{ threads: CommentThread[] }>(commentsKey(documentId), (list) => {
      if (!list) return list;
      const others = list.threads.filter((t) => t.id !== thread.id);
      return { threads: [...others, thread].sort((a, b) => a.id - b.id) };
    });
  const params = { id: documentId };
  return {
    create: useMutation({
      mutationFn: (body: CreateCommentThreadRequest) =>
        callApi(collab.createComment, { params, body }),
      onSuccess,
    }),
    reply: useMutation({
      mutationFn: ({ threadId, body }: { threadId: number; body: string }) =>
        callApi(collab.replyComment, { params: { ...params, threadId }, body: { body } }),
      onSuccess,
    }),
    resolve: useMutation({
      mutationFn: ({ threadId, resolved }: { threadId: number; resolved: boolean }) =>
        callApi(collab.resolveComment, { params: { ...params, threadId }, body: { resolved } }),
      onSuccess,
    }),
  };
}
