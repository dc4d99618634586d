import {
  collaborationPath,
  documentPath,
  partyName,
  type VestingMilestone,
  type VestingScheduleView,
} from '@labbridge/shared-types';
import { CheckCircle2, Circle, Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { errorText } from '../../../lib/api';
import { formatPercent, formatUtcDate } from '../../../lib/format';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { toast } from '../../../ui/toast';
import { useCompleteMilestone } from '../queries';
import { milestoneRule, milestoneState } from './milestone-state';

const STATUS: Record<VestingScheduleView['status'], { label: string; tone: BadgeTone }> = {
  cliff: { label: 'In cliff', tone: 'yellow' },
  vesting: { label: 'Vesting', tone: 'blue' },
  fully_vested: { label: 'Fully vested', tone: 'green' },
};

/** The heading of a schedule: the partner when there is one (a superadmin sees the title). */
export const scheduleName = (schedule: VestingScheduleView) =>
  schedule.partner ? partyName(schedule.partner) : schedule.documentTitle;

export function VestingProgress({ schedule }: { schedule: VestingScheduleView }) {
  const pct = Math.min(100, Math.max(0, schedule.completionPercentage));
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm">
        <span className="text-slate-700">
          {formatPercent(schedule.equityUnlocked)} of {formatPercent(schedule.totalEquity)} equity
          unlocked
        </span>
        <span className="font-semibold text-slate-900">{formatPercent(pct)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={`Vesting with ${scheduleName(schedule)}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(pct)}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

function MilestoneRow({
  schedule,
  milestone,
}: {
  schedule: VestingScheduleView;
  milestone: VestingMilestone;
}) {
  const complete = useCompleteMilestone();
  const partner = schedule.partner ? partyName(schedule.partner) : 'the other party';
  const { text: state, waiting, canMark, myMarkUnlocks } = milestoneState(schedule, milestone);

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
      {milestone.completedAt ? (
        <CheckCircle2 className="h-4 w-4 text-green-700" aria-hidden="true" />
      ) : waiting ? (
        <Clock className="h-4 w-4 text-amber-700" aria-hidden="true" />
      ) : (
        <Circle className="h-4 w-4 text-slate-400" aria-hidden="true" />
      )}
      <span className="font-medium text-slate-900">{milestone.name}</span>
      <span className="text-sm text-slate-600">
        {formatPercent(milestone.equityPercent)} of the grant
      </span>
      <span className="w-full pl-7 text-xs text-slate-600 sm:w-auto sm:pl-0">{state}</span>
      {canMark && (
        <Button
          size="sm"
          variant="outline"
          className="ml-auto"
          aria-label={`Mark complete: ${milestone.name}`}
          disabled={complete.isPending}
          onClick={() =>
            complete.mutate(
              { documentId: schedule.documentId, index: milestone.index },
              {
                onSuccess: () =>
                  toast({
                    title: 'Milestone Marked Complete',
                    description: myMarkUnlocks
                      ? `${milestone.name} is unlocked.`
                      : `It unlocks once ${partner} marks it complete too.`,
                  }),
                onError: (err) =>
                  toast({
                    title: 'Update Failed',
                    description: errorText(err, 'Could not mark the milestone. Please try again.'),
                    variant: 'destructive',
                  }),
              },
            )
          }
        >
          Mark complete
        </Button>
      )}
    </li>
  );
}

function TrancheTable({ schedule }: { schedule: VestingScheduleView }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-brand-800">
        Full schedule ({schedule.tranches.length} tranches)
      </summary>
      <div className="mt-2 max-h-64 overflow-y-auto">
        <table className="w-full text-left">
          <thead className="sticky top-0 bg-white text-xs text-slate-600">
            <tr>
              <th className="py-1 font-medium">Tranche</th>
              <th className="py-1 font-medium">Date (UTC)</th>
              <th className="py-1 pl-3 text-right font-medium">Equity</th>
              <th className="py-1 pl-3 text-right font-medium">State</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {schedule.tranches.map((t) => (
              <tr key={`${t.kind}-${t.milestoneIndex ?? t.date}-${t.label}`}>
                <td className="py-1 pr-2">{t.label}</td>
                <td className="whitespace-nowrap py-1 pr-2">
                  {t.date ? formatUtcDate(t.date) : 'On completion'}
                </td>
                <td className="py-1 pl-3 text-right">{formatPercent(t.equity)}</td>
                <td className="py-1 pl-3 text-right">{t.unlocked ? 'Unlocked' : 'Locked'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

interface VestingScheduleCardProps {
  schedule: VestingScheduleView;
  /** The dashboard's short form: progress and next unlock only. */
  compact?: boolean;
  /** Off on the collaboration's own page. */
  linkCollaboration?: boolean;
}

/** One live vesting schedule, computed by the server from a fully executed equity agreement. */
export function VestingScheduleCard({
  schedule,
  compact = false,
  linkCollaboration = true,
}: VestingScheduleCardProps) {
  const status = STATUS[schedule.status];
  const { cliffPeriod, vestingPeriod, vestingFrequency } = schedule.terms;
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{scheduleName(schedule)}</h3>
          <p className="text-sm text-slate-600">
            {schedule.projectTitle ?? schedule.documentTitle}
          </p>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <VestingProgress schedule={schedule} />
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-slate-600">Next milestone</dt>
          <dd className="text-slate-900">
            {schedule.nextMilestone ?? 'Nothing left to unlock'}
            {schedule.nextUnlock?.date && (
              <span className="text-slate-600"> · {formatUtcDate(schedule.nextUnlock.date)}</span>
            )}
          </dd>
        </div>
        {!compact && (
          <div>
            <dt className="text-xs text-slate-600">Terms</dt>
            <dd className="text-slate-900">
              {cliffPeriod}-month cliff, {vestingPeriod} {vestingPeriod === 1 ? 'month' : 'months'},{' '}
              {vestingFrequency}; started {formatUtcDate(schedule.startDate)}
            </dd>
          </div>
        )}
      </dl>
      {!compact && schedule.milestones.length > 0 && (
        <section aria-label="Milestones">
          <h4 className="text-sm font-semibold text-slate-900">Milestones</h4>
          <p className="text-xs text-slate-600">{milestoneRule(schedule)}</p>
          <ul className="divide-y divide-slate-100">
            {schedule.milestones.map((m) => (
              <MilestoneRow key={m.index} schedule={schedule} milestone={m} />
            ))}
          </ul>
        </section>
      )}
      {!compact && schedule.tranches.length > 0 && <TrancheTable schedule={schedule} />}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link
          to={documentPath(schedule.documentId)}
          className="font-medium text-brand-800 hover:underline"
        >
          Open agreement<span className="sr-only"> with {scheduleName(schedule)}</span>
        </Link>
        {linkCollaboration && schedule.collaborationId !== null && (
          <Link
            to={collaborationPath(schedule.collaborationId)}
            className="font-medium text-brand-800 hover:underline"
          >
            View collaboration<span className="sr-only"> with {scheduleName(schedule)}</span>
          </Link>
        )}
      </div>
    </Card>
  );
}
