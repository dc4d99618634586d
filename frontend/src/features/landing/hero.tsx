import { LANDING_CATEGORY_BUTTONS } from '@labbridge/shared-types';
import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { ButtonLink } from '../../ui/button';
import type { LandingFilters } from './queries';

interface HeroProps {
  filters: LandingFilters;
  onChange: (filters: LandingFilters) => void;
}

export function Hero({ filters, onChange }: HeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-b from-brand-50 to-slate-50 px-4 pt-16 pb-12 sm:px-6 sm:pt-24"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 text-center">
        <h1
          id="hero-title"
          className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
        >
          Where university research meets industry
        </h1>
        <p className="max-w-2xl text-lg text-slate-700">
          LabBridge helps researchers showcase their work with AI evaluation, and helps industry
          partners find, discuss and sign the collaborations that turn research into products.
        </p>
        <search className="w-full max-w-2xl">
          <label htmlFor="landing-search" className="sr-only">
            Search research projects
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <input
              id="landing-search"
              type="search"
              value={filters.q}
              onChange={(e) => onChange({ ...filters, q: e.target.value })}
              placeholder="Search research projects by title or description..."
              className="h-14 w-full rounded-xl border border-slate-300 bg-white pr-4 pl-12 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-600"
            />
          </div>
        </search>
        <fieldset className="flex flex-wrap justify-center gap-2">
          <legend className="sr-only">Category</legend>
          {LANDING_CATEGORY_BUTTONS.map(({ label, value }) => {
            const active = filters.category === value;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={active}
                onClick={() => onChange({ ...filters, category: value })}
                className={cn(
                  'rounded-full px-4 py-2 text-sm font-medium ring-1 transition-colors',
                  active
                    ? 'bg-brand-700 text-white ring-brand-700'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-100',
                )}
              >
                {label}
              </button>
            );
          })}
        </fieldset>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <ButtonLink to="/projects" size="lg">
            Explore All Projects
          </ButtonLink>
          <ButtonLink to="/auth" size="lg" variant="outline">
            Start Collaborating
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
