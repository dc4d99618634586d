import { LIMITS, PROJECT_CATEGORIES, PROJECT_STAGES } from '@labbridge/shared-types';
import { categoryLabel, stageLabel } from '../../../lib/project-display';
import { Field, TextAreaField, TextField } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { TagInput } from '../../../ui/tag-input';
import { errorsAt } from './draft';
import { bindText, type TabProps } from './types';

const TRL_LEVELS = Array.from(
  { length: LIMITS.trlMax - LIMITS.trlMin + 1 },
  (_, i) => i + LIMITS.trlMin,
);

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
      <Field label="Category" required error={errorsAt(errors, 'category')}>
        {(control) => (
          <Select
            {...control}
            value={draft.category}
            onChange={(e) => set('category', e.target.value as typeof draft.category)}
          >
            <option value="">Choose a category</option>
            {PROJECT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Stage" error={errorsAt(errors, 'stage')}>
        {(control) => (
          <Select
            {...control}
            value={draft.stage}
            onChange={(e) => set('stage', e.target.value as typeof draft.stage)}
          >
            {PROJECT_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {stageLabel(stage)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Technology Readiness Level (TRL)"
        error={errorsAt(errors, 'trlLevel')}
        hint="1 = basic principles observed, 9 = proven in operation."
      >
        {(control) => (
          <Select
            {...control}
            value={draft.trlLevel}
            onChange={(e) => set('trlLevel', e.target.value)}
          >
            <option value="">Not specified</option>
            {TRL_LEVELS.map((level) => (
              <option key={level} value={String(level)}>
                TRL {level}
              </option>
            ))}
          </Select>
        )}
      </Field>
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
