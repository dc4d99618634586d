import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@labbridge/shared-types';
import { cn } from '../../lib/cn';
import { PERIOD_LABELS } from './analytics-data';

/** Four toggle buttons; the chosen one is pressed. */
export function PeriodSelector({
  value,
  onChange,
}: {
  value: AnalyticsPeriod;
  onChange: (period: AnalyticsPeriod) => void;
}) {
  return (
    <fieldset className="inline-flex shrink-0 self-start whitespace-nowrap rounded-lg border border-slate-300 bg-white p-1 sm:self-auto">
      <legend className="sr-only">Period</legend>
      {ANALYTICS_PERIODS.map((period) => {
        const active = period === value;
        return (
          <button
            key={period}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(period)}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
              active ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {PERIOD_LABELS[period]}
          </button>
        );
      })}
    </fieldset>
  );
}
