import { TrendingUp } from 'lucide-react';
import { ButtonLink } from '../../../ui/button';
import { EmptyState, LoadError } from '../../../ui/empty-state';
import { LoadingStatus, Skeleton } from '../../../ui/skeleton';
import { generatePath } from '../document-lists';
import { useVestingSchedules } from '../queries';
import { VestingScheduleCard } from './vesting-schedule-card';

/** The live schedules of my fully executed equity agreements, or how to get one. */
export function VestingTab() {
  const query = useVestingSchedules();
  const { data, isPending, isError } = query;
  if (isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
        <LoadingStatus>Loading vesting schedules...</LoadingStatus>
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (isError) {
    return (
      <LoadError icon={TrendingUp} title="Vesting schedules could not be loaded" query={query} />
    );
  }
  if (data.schedules.length === 0) {
    return (
      <EmptyState
        icon={TrendingUp}
        title="No active vesting schedules"
        description="A schedule starts when an equity agreement is signed by both parties."
        action={
          <ButtonLink to={generatePath('equity_agreement')} variant="outline">
            Generate an equity agreement
          </ButtonLink>
        }
      />
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Vesting schedules">
      {data.schedules.map((schedule) => (
        <li key={schedule.documentId}>
          <VestingScheduleCard schedule={schedule} />
        </li>
      ))}
    </ul>
  );
}
