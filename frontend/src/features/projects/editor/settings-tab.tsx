import { LIMITS, PROJECT_VISIBILITIES } from '@labbridge/shared-types';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { GroupErrors, TextField } from '../../../ui/field';
import { type Draft, errorsAt } from './draft';
import { bindText, type TabProps } from './types';

const VISIBILITY: Record<Draft['visibility'], { label: string; explanation: string }> = {
  public: { label: 'Public', explanation: 'Anyone can find it in the catalogue and in search.' },
  unlisted: {
    label: 'Unlisted',
    explanation: 'Hidden from the catalogue and search; anyone with the link can open it.',
  },
  private: { label: 'Private', explanation: 'Only you and platform administrators can see it.' },
};

export function SettingsTab(props: TabProps) {
  const { draft, set, errors } = props;
  const premiumId = useId();
  const fee = `${LIMITS.premiumFeeMin.toFixed(2)}–${LIMITS.premiumFeeMax.toFixed(2)}`;
  return (
    <div className="flex max-w-2xl flex-col gap-8">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-slate-900">Visibility</legend>
        {PROJECT_VISIBILITIES.map((value) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-3',
              draft.visibility === value
                ? 'border-brand-600 bg-brand-50'
                : 'border-slate-200 bg-white',
            )}
          >
            <input
              type="radio"
              name="visibility"
              value={value}
              checked={draft.visibility === value}
              onChange={() => set('visibility', value)}
              className="mt-1 h-4 w-4 accent-brand-700"
            />
            <span className="flex flex-col">
              <span className="font-medium text-slate-900">{VISIBILITY[value].label}</span>
              <span className="text-sm text-slate-700">{VISIBILITY[value].explanation}</span>
            </span>
          </label>
        ))}
        <GroupErrors errors={errorsAt(errors, 'visibility')} />
      </fieldset>

      <div className="flex flex-col gap-4">
        <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 bg-white p-4">
          <div className="flex flex-col gap-1">
            <span id={premiumId} className="font-medium text-slate-900">
              Premium listing
            </span>
            <span id={`${premiumId}-desc`} className="text-sm text-slate-700">
              Shown first among featured projects, for a daily fee.
            </span>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={draft.isPremiumListing}
            aria-labelledby={premiumId}
            aria-describedby={`${premiumId}-desc`}
            onClick={() => set('isPremiumListing', (on) => !on)}
            className={cn(
              'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
              draft.isPremiumListing ? 'bg-brand-700' : 'bg-slate-400',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
                draft.isPremiumListing ? 'translate-x-5' : 'translate-x-0.5',
              )}
            />
          </button>
        </div>
        {draft.isPremiumListing && (
          <TextField
            label="Daily fee (USD)"
            hint={`Suggested USD ${fee} per day.`}
            className="max-w-xs"
            type="number"
            inputMode="decimal"
            step={0.01}
            min={LIMITS.premiumFeeMin}
            max={LIMITS.premiumFeeMax}
            placeholder={LIMITS.premiumFeePlaceholder.toFixed(2)}
            {...bindText(props, 'listingPrice')}
          />
        )}
      </div>
    </div>
  );
}
