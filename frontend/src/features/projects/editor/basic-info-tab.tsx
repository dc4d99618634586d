import { LIMITS, PROJECT_CATEGORIES, PROJECT_STAGES } from '@labbridge/shared-types';
import { categoryLabel, stageLabel } from '../../../lib/project-display';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { TagInput } from '../../../ui/tag-input';
import { Textarea } from '../../../ui/textarea';
import { errorsAt } from './draft';
import type { TabProps } from './types';

const TRL_LEVELS = Array.from(
  { length: LIMITS.trlMax - LIMITS.trlMin + 1 },
  (_, i) => i + LIMITS.trlMin,
);

export function BasicInfoTab({ draft, set, errors }: TabProps) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Field
        label="Project Title"
        required
        error={errorsAt(errors, 'title')}
        className="md:col-span-2"
      >
        {(control) => (
          <Input
            {...control}
            value={draft.title}
            maxLength={200}
            onChange={(e) => set('title', e.target.value)}
            placeholder="e.g. Low-cost perovskite solar coatings"
          />
        )}
      </Field>
      <Field
        label="Description"
        required
        error={errorsAt(errors, 'description')}
        className="md:col-span-2"
        hint="What the research is, what it enables and where it stands."
      >
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </Field>
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
      <Field label="Funding Required (USD)" error={errorsAt(errors, 'fundingRequired')}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="decimal"
            min={0}
            step={1000}
            value={draft.fundingRequired}
            onChange={(e) => set('fundingRequired', e.target.value)}
            placeholder="250000"
          />
        )}
      </Field>
      <Field label="Timeline (months)" error={errorsAt(errors, 'timelineMonths')}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={0}
            max={600}
            step={1}
            value={draft.timelineMonths}
            onChange={(e) => set('timelineMonths', e.target.value)}
            placeholder="18"
          />
        )}
      </Field>
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
