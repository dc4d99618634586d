import { Plus } from 'lucide-react';
import { Button, RemoveButton } from '../../../ui/button';
import { GroupErrors, TextAreaField, TextField } from '../../../ui/field';
import { type Draft, errorsAt, newItemId } from './draft';
import { bindText, type TabProps } from './types';

type TextKey =
  | 'whoWeAreLookingFor'
  | 'whyUs'
  | 'whyNow'
  | 'lookingFor'
  | 'whatMakesUsSpecial'
  | 'intellectualProperty';

/** The spec marks these three with an asterisk without enforcing them: recommended, not required. */
const FIELDS: { key: TextKey; label: string; starred?: boolean; hint: string }[] = [
  {
    key: 'whoWeAreLookingFor',
    label: 'Who We Are Looking For',
    starred: true,
    hint: 'The partner you need: industry, size, expertise.',
  },
  {
    key: 'whyUs',
    label: 'Why Us?',
    starred: true,
    hint: 'What makes this team the one to deliver it.',
  },
  {
    key: 'whyNow',
    label: 'Why Now?',
    starred: true,
    hint: 'Why the timing is right: market, regulation, technology.',
  },
  {
    key: 'lookingFor',
    label: 'Looking For',
    hint: 'What you seek: funding, a pilot site, licensing, co-development…',
  },
  {
    key: 'whatMakesUsSpecial',
    label: 'What Makes Us Special',
    hint: 'Your edge over existing solutions.',
  },
  {
    key: 'intellectualProperty',
    label: 'Intellectual Property',
    hint: 'Patents, filings, licences and who owns them.',
  },
];

function StarLabel({ label }: { label: string }) {
  return (
    <>
      {label}
      <span className="ml-0.5 text-red-700" aria-hidden="true">
        *
      </span>
    </>
  );
}

export function ContentTab(props: TabProps) {
  const { draft, set, errors } = props;
  const sections = draft.customSections;
  const updateSection = (id: string, change: Partial<Draft['customSections'][number]>) =>
    set('customSections', (old) => old.map((s) => (s.id === id ? { ...s, ...change } : s)));

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-700">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are recommended: partners look for them
        first.
      </p>
      <div className="grid gap-5 md:grid-cols-2">
        {FIELDS.map(({ key, label, starred, hint }) => (
          <TextAreaField
            key={key}
            label={starred ? <StarLabel label={label} /> : label}
            hint={hint}
            rows={4}
            {...bindText(props, key)}
          />
        ))}
      </div>
      <section className="flex flex-col gap-3" aria-labelledby="custom-sections-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="custom-sections-title" className="font-semibold text-slate-900">
            Custom Sections
          </h3>
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              set('customSections', (old) => [
                ...old,
                { id: newItemId(), title: 'New Section', content: '', type: 'text' },
              ])
            }
            icon={Plus}
          >
            Add Section
          </Button>
        </div>
        <GroupErrors errors={errorsAt(errors, 'customSections')} />
        {sections.length === 0 && (
          <p className="text-sm text-slate-600">
            Add your own sections, e.g. Milestones or Publications in press.
          </p>
        )}
        <ul className="flex flex-col gap-4">
          {sections.map((section, index) => (
            <li
              key={section.id}
              className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
            >
              <div className="flex items-end gap-2">
                <TextField
                  label={`Section ${index + 1} title`}
                  error={errorsAt(errors, `customSections.${index}.title`)}
                  className="flex-1"
                  maxLength={200}
                  value={section.title}
                  onValueChange={(value) => updateSection(section.id, { title: value })}
                />
                <RemoveButton
                  label={`Remove section ${section.title || index + 1}`}
                  onClick={() =>
                    set('customSections', (old) => old.filter((s) => s.id !== section.id))
                  }
                />
              </div>
              <TextAreaField
                label={`Section ${index + 1} content`}
                error={errorsAt(errors, `customSections.${index}.content`)}
                rows={4}
                value={section.content}
                onValueChange={(value) => updateSection(section.id, { content: value })}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
