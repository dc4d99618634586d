import {
  BarChart3,
  Brain,
  CheckCircle2,
  FileSignature,
  type LucideIcon,
  Users,
} from 'lucide-react';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Brain,
    title: 'AI Evaluation',
    text: 'Every listing gets executability, feasibility and matchability scores, with the reasons behind them.',
  },
  {
    icon: Users,
    title: 'Smart Matching',
    text: 'Industry partners find research that fits their needs; researchers meet the partners who can take it to market.',
  },
  {
    icon: FileSignature,
    title: 'AI Legal Documents',
    text: 'Draft POCs, LOIs, MOUs and vesting agreements together, then sign them on the platform.',
  },
  {
    icon: BarChart3,
    title: 'Collaboration Analytics',
    text: 'Follow collaboration success, milestones and equity unlocking as partnerships progress.',
  },
];

/** Real-world figures quoted by the product brief (not platform data). */
const STATISTICS = [
  { value: '$5', text: 'returned in GDP for every $1 spent on research' },
  { value: '14%', text: 'of research is ever commercialised' },
  { value: '50%+', text: 'of research ventures suffer high attrition and co-founder fallouts' },
];

const FOR_RESEARCHERS = [
  'List your research with media, papers and team',
  'Get AI evaluation scores and advice to improve them',
  'Connect directly with interested industry partners',
  'Generate and sign collaboration agreements',
];

const FOR_INDUSTRY = [
  'Browse and search research by field, stage and TRL',
  'Chat with project leaders in real time',
  'Propose collaborations with equity and timelines',
  'Track milestones and vesting in one place',
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="bg-white px-4 py-16 sm:px-6">
      <div className="mx-auto flex max-w-7xl flex-col gap-10">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold text-slate-900">
            Everything a research partnership needs
          </h2>
          <p className="mt-3 text-slate-700">
            From the first look at a project to a signed agreement, in one place.
          </p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="flex h-full flex-col gap-3 p-6">
                <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
                <p className="text-sm text-slate-700">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Statistics() {
  return (
    <section aria-labelledby="stats-title" className="bg-brand-900 px-4 py-16 text-white sm:px-6">
      <div className="mx-auto flex max-w-7xl flex-col gap-10">
        <h2 id="stats-title" className="text-center text-3xl font-bold">
          Why research needs a better bridge
        </h2>
        <dl className="grid gap-8 text-center sm:grid-cols-3">
          {STATISTICS.map(({ value, text }) => (
            <div key={value} className="flex flex-col-reverse justify-end gap-2">
              <dt className="text-brand-100">{text}</dt>
              <dd className="text-5xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function RoleList({ title, items }: { title: string; items: string[] }) {
  return (
    <Card className="flex flex-col gap-4 p-6 sm:p-8">
      <h3 className="text-2xl font-semibold text-slate-900">{title}</h3>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function RoleLists() {
  return (
    <section aria-labelledby="roles-title" className="px-4 py-16 sm:px-6">
      <div className="mx-auto flex max-w-7xl flex-col gap-10">
        <h2 id="roles-title" className="text-center text-3xl font-bold text-slate-900">
          Built for both sides of the partnership
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          <RoleList title="For Researchers" items={FOR_RESEARCHERS} />
          <RoleList title="For Industry Partners" items={FOR_INDUSTRY} />
        </div>
      </div>
    </section>
  );
}

export function ClosingCallToAction() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 rounded-2xl bg-brand-700 px-6 py-12 text-center text-white">
        <h2 id="cta-title" className="text-3xl font-bold">
          Ready to bridge research and industry?
        </h2>
        <p className="max-w-xl text-brand-50">
          Create a free account to list your research or start conversations with project leaders.
        </p>
        <ButtonLink to="/auth" size="lg" variant="outline" className="border-white text-brand-800">
          Get Started
        </ButtonLink>
      </div>
    </section>
  );
}
