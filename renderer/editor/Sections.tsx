// Every section of the application form, in order. The first screen's sections render with the
// form; the rest follow its first frame (LaterSections.tsx).
import { memo } from 'react';
import { LaterSections } from './LaterSections';
import { FundingSection } from './sections/FundingSection';
import {
  BusinessSection,
  LegalSection,
  LocationSection,
  QuickStartSection,
  StatementSection,
  TaxSection,
} from './sections/merchant-sections';
import { OwnersSection } from './sections/OwnersSection';

/**
 * Memoised: the cached draft changes with each save (patched from its answer) and is read again
 * on outbox events, and none of that may re-render two hundred inputs (they read their own state).
 */
export const Sections = memo(function Sections() {
  return (
    <>
      <QuickStartSection />
      <BusinessSection />
      <LaterSections>
        <LegalSection />
        <TaxSection />
        <OwnersSection />
        <LocationSection />
        <StatementSection />
        <FundingSection />
      </LaterSections>
    </>
  );
});
