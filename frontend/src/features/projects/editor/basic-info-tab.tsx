import { LIMITS, PROJECT_CATEGORIES, PROJECT_STAGES } from '@labbridge/shared-types';
import { categoryLabel, stageLabel } from '../../../lib/project-display';
import { choices, SelectField, TextAreaField, TextField } from '../../../ui/field';
import { TagInput } from '../../../ui/tag-input';
import { errorsAt } from './draft';
import { bindText, type TabProps } from './types';

const CATEGORY_OPTIONS = [
  ['', 'Choose a category'],
  ...choices(PROJECT_CATEGORIES, categoryLabel),
] as const;
const STAGE_OPTIONS = choices(PROJECT_STAGES, stageLabel);
const TRL_OPTIONS = [
  ['', 'Not specified'],
  ...Array.from({ length: LIMITS.trlMax - LIMITS.trlMin + 1 }, (_, i) => {
    const level = i + LIMITS.trlMin;
    return [String(level), `TRL ${level}`] as const;
  }),
] as const;

export function BasicInfoTab(props: TabProps) {
  const { draft, set, errors } = props;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <TextField
        label="Project Title"
        required
        className="md:col-span-2"
        maxLength={200}
        placeholder="e.g. Low-cost perovskite solar coatings"
        {...bindText(props, 'title')}
      />
      <TextAreaField
        label="Description"
        required
        className="md:col-span-2"
        hint="What the research is, what it enables and where it stands."
        rows={6}
        {...bindText(props, 'description')}
      />
      <SelectField
        label="Category"
        required
        options={CATEGORY_OPTIONS}
        {...bindText(props, 'category')}
      />
      <SelectField label="Stage" options={STAGE_OPTIONS} {...bindText(props, 'stage')} />
      <SelectField
        label="Technology Readiness Level (TRL)"
        hint="1 = basic principles observed, 9 = proven in operation."
        options={TRL_OPTIONS}
        {...bindText(props, 'trlLevel')}
      />
      <TextField
        label="Funding Required (USD)"
        type="number"
        inputMode="decimal"
        min={0}
        step={1000}
        placeholder="250000"
        {...bindText(props, 'fundingRequired')}
      />
      <TextField
        label="Timeline (months)"
        type="number"
        inputMode="numeric"
        min={0}
        max={600}
        step={1}
        placeholder="18"
        {...bindText(props, 'timelineMonths')}
      />
      <div className="md:col-span-2">
        <TagInput
          label="Tags"
          value={draft.tags}
          onChange={(tags) => set('tags', tags)}
          placeholder="Add a technology or keyword and press Enter"
          hint="Tags help industry partners find your listing."
          error={errorsAt(errors, 'tags', true)}
        />
      </div>
    </div>
  );
}
