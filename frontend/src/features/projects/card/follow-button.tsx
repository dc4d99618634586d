import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../../app/auth';
import { signInPath } from '../../../app/return-to';
import { errorText } from '../../../lib/api';
import { Button, type ButtonSize, type ButtonVariant } from '../../../ui/button';
import { toast } from '../../../ui/toast';
import { useFollowedProjectIds, useFollowProject } from '../queries';

interface FollowButtonProps {
  projectId: number;
  title: string;
  /** Known state (detail page); otherwise it comes from the user's followed listings. */
  isFollowing?: boolean;
  size?: ButtonSize;
  variant?: ButtonVariant;
  className?: string;
}

/** Notify: follow a listing to be told when it changes; visitors are sent to sign in. */
export function FollowButton({
  projectId,
  title,
  isFollowing,
  size = 'sm',
  variant = 'outline',
  className,
}: FollowButtonProps) {
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const here = useLocation();
  const follow = useFollowProject(projectId);
  const [local, setLocal] = useState<boolean | undefined>(undefined);
  const followed = useFollowedProjectIds();
  const following = local ?? isFollowing ?? followed?.has(projectId) ?? false;

  const toggle = () => {
    if (!user) {
      navigate(signInPath(here.pathname + here.search));
      return;
    }
    follow.mutate(!following, {
      onSuccess: (state) => {
        setLocal(state.isFollowing);
        toast(
          state.isFollowing
            ? {
                title: 'Notifications On',
                description: `You'll be notified when “${title}” changes.`,
              }
            : {
                title: 'Notifications Off',
                description: `You will no longer hear about “${title}”.`,
              },
        );
      },
      onError: (err) =>
        toast({
          title: 'Update Failed',
          description: errorText(err, 'Could not change notifications. Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Button
      variant={variant}
      size={size}
      onClick={toggle}
      disabled={follow.isPending}
      aria-pressed={user ? following : undefined}
      aria-label={`${following ? 'Following' : 'Notify me about'} ${title}`}
      className={className}
    >
      {following ? (
        <BellOff className="h-4 w-4" aria-hidden="true" />
      ) : (
        <Bell className="h-4 w-4" aria-hidden="true" />
      )}
      {following ? 'Following' : 'Notify'}
    </Button>
  );
}
