import { API } from '@labbridge/shared-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { errorText } from '../../../lib/api';
import { apiKey, callApi } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast';
import { invalidateProjectViews } from '../queries';

/** The owner asks for fresh scores after editing (or after the platform's demand changed). */
export function ReevaluateButton({ id }: { id: number }) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => callApi(API.evaluations.reevaluate, { params: { id } }),
    onSuccess: async (saved) => {
      client.setQueryData(apiKey(API.projects.detail, { params: { id } }), saved);
      await invalidateProjectViews(client);
      toast({
        title: 'Evaluation updated',
        description: 'The scores reflect the listing as it is now.',
      });
    },
    onError: (err) =>
      toast({
        title: 'Evaluation failed',
        description: errorText(err, 'The listing could not be re-evaluated. Please try again.'),
        variant: 'destructive',
      }),
  });
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => mutation.mutate()}
      disabled={mutation.isPending}
    >
      <RefreshCw
        className={mutation.isPending ? 'h-4 w-4 animate-spin' : 'h-4 w-4'}
        aria-hidden="true"
      />
      {mutation.isPending ? 'Re-evaluating…' : 'Re-evaluate'}
    </Button>
  );
}
