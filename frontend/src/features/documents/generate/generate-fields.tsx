import {
  type FieldErrors,
  LIMITS,
  PARTNER_LABELS,
  VESTING_FREQUENCIES,
  type VestingFrequency,
} from '@labbridge/shared-types';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import {
  choices,
  GroupErrors,
  PercentField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../ui/field';
import {
  type GenerateDraft,
  type MilestoneDraft,
  normaliseEquity,
  type PartyDraft,
  type PartySide,
  withEquityShare,
} from './generate-draft';

type Change = (update: (draft: GenerateDraft) => GenerateDraft) => void;

/** What each section of the form is given: the draft, the errors by field path, and a setter. */
interface SectionProps {
  draft: GenerateDraft;
  errors: FieldErrors;
  change: Change;
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The two sides of an agreement, in the order the form shows them. */
export const PARTY_SIDES: PartySide[] = ['researcher', 'industry'];

/** A side's name: the industry side is the Partner when a researcher proposed the collaboration. */
const sideTitle = (side: PartySide, draft: GenerateDraft) =>
  side === 'researcher' ? 'Researcher' : PARTNER_LABELS[draft.partnerTitle];

const shareLabel = (side: PartySide, draft: GenerateDraft) =>
  side === 'industry' && draft.partnerTitle === 'Partner'
    ? 'Partner equity (%)'
    : `${side === 'researcher' ? 'Researcher' : 'Industry'} equity (%)`;

/** One party's name, organization, email and role; the form shows one for each side. */
export function PartyFields({
  side,
  draft,
  errors,
  change,
  locked,
}: SectionProps & {
  side: PartySide;
  /** From a collaboration: the accounts are fixed, only the role may change. */
  locked: boolean;
}) {
  const party = draft[side];
  /** A text field bound to one of the party's fields, with its error and length limit. */
  const bind = (name: keyof PartyDraft) => ({
    value: party[name],
    onValueChange: (value: string) =>
      change((d) => ({ ...d, [side]: { ...d[side], [name]: value } })),
    error: errors[`parties.${side}.${name}`],
    maxLength: LIMITS.partyFieldMaxLength,
  });
  return (
    <FormSection title={sideTitle(side, draft)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" required autoComplete="off" {...bind('name')} />
        <TextField label="Organization" required {...bind('organization')} />
        <TextField
          label="Email"
          required
          type="email"
          readOnly={locked}
          hint={locked ? 'From the collaboration' : 'The email of their LabBridge account'}
          autoComplete="off"
          {...bind('email')}
        />
        <TextField label="Role" {...bind('role')} />
      </div>
    </FormSection>
  );
}

export function ProjectFields({ draft, errors, change }: SectionProps) {
  const set = (patch: Partial<GenerateDraft['project']>) =>
    change((d) => ({ ...d, project: { ...d.project, ...patch } }));
  const p = draft.project;
  return (
    <FormSection title="Project details">
      <TextField
        label="Project title"
        required
        value={p.title}
        onValueChange={(title) => set({ title })}
        error={errors['projectDetails.title']}
        maxLength={LIMITS.partyFieldMaxLength}
      />
      <TextAreaField
        label="Description"
        required
        error={errors['projectDetails.description']}
        value={p.description}
        onValueChange={(value) => set({ description: value })}
        maxLength={LIMITS.projectDescriptionMaxLength}
        rows={4}
      />
      <TextField
        label="Intellectual property"
        value={p.ipAssets}
        onValueChange={(ipAssets) => set({ ipAssets })}
        error={errors['projectDetails.intellectualProperty']}
        hint="Separate assets with commas, e.g. Patent US 123, Trade secret process"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Funding amount (USD)"
          type="number"
          inputMode="decimal"
          min={0}
          value={p.fundingAmount}
          onValueChange={(fundingAmount) => set({ fundingAmount })}
          error={errors['projectDetails.fundingAmount']}
          hint="Optional"
        />
        <TextField
          label="Timeline"
          required
          value={p.timeline}
          onValueChange={(timeline) => set({ timeline })}
          error={errors['projectDetails.timeline']}
          maxLength={LIMITS.partyFieldMaxLength}
          placeholder="e.g. 12 months"
        />
      </div>
    </FormSection>
  );
}

export function TermsFields({ draft, errors, change }: SectionProps) {
  const clause = (key: 'terminationClause' | 'disputeResolution', label: string) => (
    <TextAreaField
      label={label}
      error={errors[`terms.${key}`]}
      value={draft[key]}
      onValueChange={(value) => change((d) => ({ ...d, [key]: value }))}
      maxLength={LIMITS.clauseMaxLength}
      rows={2}
    />
  );
  return (
    <FormSection title="Terms">
      <TextField
        label="Confidentiality period (years)"
        type="number"
        min={0}
        max={LIMITS.confidentialityYearsMax}
        step={1}
        value={draft.confidentialityPeriod}
        onValueChange={(confidentialityPeriod) => change((d) => ({ ...d, confidentialityPeriod }))}
        error={errors['terms.confidentialityPeriod']}
      />
      {clause('terminationClause', 'Termination clause')}
      {clause('disputeResolution', 'Dispute resolution')}
    </FormSection>
  );
}

function MilestoneFields({
  milestones,
  errors,
  change,
}: {
  milestones: MilestoneDraft[];
  errors: FieldErrors;
  change: Change;
}) {
  const setAll = (next: MilestoneDraft[]) =>
    change((d) => ({ ...d, vesting: { ...d.vesting, milestones: next } }));
  const setOne = (i: number, patch: Partial<MilestoneDraft>) =>
    setAll(milestones.map((m, j) => (j === i ? { ...m, ...patch } : m)));
  return (
    <div className="flex flex-col gap-3">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Milestones</h3>
        <p className="text-xs text-slate-600">
          Optional. Each unlocks its share of the grant when both parties mark it complete; the rest
          vests over time.
        </p>
        <GroupErrors errors={errors['terms.vestingSchedule.milestones']} size="xs" />
      </div>
      {milestones.map((m, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id
        <div key={i} className="grid items-end gap-2 sm:grid-cols-[1fr_10rem_auto]">
          <TextField
            label={`Milestone ${i + 1}`}
            value={m.name}
            onValueChange={(name) => setOne(i, { name })}
            error={errors[`terms.vestingSchedule.milestones.${i}.name`]}
            maxLength={LIMITS.partyFieldMaxLength}
          />
          <PercentField
            label="Share of grant (%)"
            value={m.equityPercent}
            onValueChange={(equityPercent) => setOne(i, { equityPercent })}
            error={errors[`terms.vestingSchedule.milestones.${i}.equityPercent`]}
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove milestone ${i + 1}`}
            onClick={() => setAll(milestones.filter((_, j) => j !== i))}
            icon={Trash2}
          />
        </div>
      ))}
      {milestones.length < LIMITS.vestingMilestonesMax && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => setAll([...milestones, { name: '', equityPercent: '' }])}
          icon={Plus}
        >
          Add milestone
        </Button>
      )}
    </div>
  );
}

const FREQUENCY_LABELS: Record<VestingFrequency, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** Equity split and vesting: only for an equity agreement (spec §5). */
export function EquityFields({ draft, errors, change }: SectionProps) {
  const share = (side: PartySide) => (
    <PercentField
      label={shareLabel(side, draft)}
      value={draft.equity[side]}
      onValueChange={(typed) => change((d) => withEquityShare(d, side, typed))}
      onBlur={() => change(normaliseEquity)}
      error={errors[`terms.equityDistribution.${side}`]}
    />
  );
  const setVesting = (patch: Partial<GenerateDraft['vesting']>) =>
    change((d) => ({ ...d, vesting: { ...d.vesting, ...patch } }));
  const v = draft.vesting;
  const months = (key: 'cliffPeriod' | 'vestingPeriod', label: string, min: number) => (
    <TextField
      label={label}
      type="number"
      min={min}
      max={LIMITS.vestingMonthsMax}
      step={1}
      value={v[key]}
      onValueChange={(value) => setVesting({ [key]: value })}
      error={errors[`terms.vestingSchedule.${key}`]}
    />
  );
  return (
    <FormSection title="Equity and vesting">
      <div className="grid gap-4 sm:grid-cols-2">
        {share('researcher')}
        {share('industry')}
      </div>
      <p className="text-xs text-slate-600">The two shares always add up to 100%.</p>
      <div className="grid gap-4 sm:grid-cols-3">
        {months('cliffPeriod', 'Cliff (months)', 0)}
        {months('vestingPeriod', 'Vesting period (months)', 1)}
        <SelectField
          label="Frequency"
          value={v.vestingFrequency}
          onValueChange={(vestingFrequency) => setVesting({ vestingFrequency })}
          options={choices(VESTING_FREQUENCIES, FREQUENCY_LABELS)}
        />
      </div>
      <MilestoneFields milestones={v.milestones} errors={errors} change={change} />
    </FormSection>
  );
}
