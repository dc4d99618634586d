import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { FeaturedSection } from './featured-section';
import { Hero } from './hero';
import { ClosingCallToAction, FeatureCards, RoleLists, Statistics } from './info-sections';
import { isFiltering, type LandingFilters } from './queries';
import { SearchResults } from './search-results';

/** / for visitors (spec §2). */
export default function LandingPage() {
  usePageTitle();
  const [filters, setFilters] = useState<LandingFilters>({ q: '', category: 'all' });
  const searched = useDebouncedValue(filters);
  return (
    <>
      <Hero filters={filters} onChange={setFilters} />
      {isFiltering(searched) && <SearchResults filters={searched} />}
      <FeaturedSection />
      <FeatureCards />
      <Statistics />
      <RoleLists />
      <ClosingCallToAction />
    </>
  );
}
