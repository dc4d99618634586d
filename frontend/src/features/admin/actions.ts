import { API, type ApprovalType } from '@labbridge/shared-types';
import { useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../lib/api';
import { callApi } from '../../lib/api-client';
import { toast } from '../../ui/toast';
import { refreshAdminViews, removePending } from './queries';

const label = (type: ApprovalType) => (type === 'user' ? 'user' : 'project');
const Label = (type: ApprovalType) => (type === 'user' ? 'User' : 'Project');

/**
 * The office's decisions with the spec §8 toasts ('User approved successfully', 'Failed to
 * approve project' …); each refreshes the queue, the KPIs and the tables. Resolves to whether
 * the call succeeded.
 */
export function useAdminActions() {
  const queryClient = useQueryClient();

  const run = async (
    work: () => Promise<unknown>,
    ok: string,
    failed: string,
    after?: () => void,
  ) => {
    try {
      await work();
      toast({ title: ok });
      after?.();
      refreshAdminViews(queryClient);
      return true;
    } catch (err) {
      toast({ title: failed, description: errorText(err, ''), variant: 'destructive' });
      return false;
    }
  };

  return {
    approve: (type: ApprovalType, id: string) =>
      run(
        () =>
          type === 'user'
            ? callApi(API.admin.approveUser, { params: { id } })
            : callApi(API.admin.approveProject, { params: { id } }),
        `${Label(type)} approved successfully`,
        `Failed to approve ${label(type)}`,
        () => removePending(queryClient, `${type}:${id}`),
      ),
    reject: (type: ApprovalType, id: string, reason: string) =>
      run(
        () =>
          type === 'user'
            ? callApi(API.admin.rejectUser, { params: { id }, body: { reason } })
            : callApi(API.admin.rejectProject, { params: { id }, body: { reason } }),
        `${Label(type)} rejected`,
        `Failed to reject ${label(type)}`,
        () => removePending(queryClient, `${type}:${id}`),
      ),
    unpublish: (id: number, reason: string) =>
      run(
        () => callApi(API.admin.unpublishProject, { params: { id }, body: { reason } }),
        'Project unpublished',
        'Failed to unpublish project',
      ),
    suspend: (id: string, reason: string) =>
      run(
        () => callApi(API.admin.suspendUser, { params: { id }, body: { reason } }),
        'User suspended',
        'Failed to suspend user',
      ),
    reactivate: (id: string) =>
      run(
        () => callApi(API.admin.reactivateUser, { params: { id } }),
        'User reactivated',
        'Failed to reactivate user',
      ),
  };
}
