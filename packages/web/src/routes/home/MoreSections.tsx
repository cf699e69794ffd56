import Stack from '@mui/material/Stack';
import { CommunitySection } from './CommunitySection.tsx';
import { EndingSoonSection } from './EndingSoonSection.tsx';
import { GuideSection } from './GuideSection.tsx';
import { NewsletterSection } from './NewsletterSection.tsx';
import { PopularCategoriesSection } from './PopularCategoriesSection.tsx';
import { TopCollectionSection } from './TopCollectionSection.tsx';

/**
 * The landing's sections below Recent Listed, mounted once the visitor scrolls near them. Ending
 * soon takes no search (the auctions have no keyword filter): a search's landing leaves it out.
 */
export function MoreSections({ search }: { search?: string }) {
  return (
    <Stack spacing={{ xs: 6, md: 9 }}>
      {!search && <EndingSoonSection />}
      <TopCollectionSection search={search} />
      <PopularCategoriesSection />
      <GuideSection />
      <NewsletterSection />
      <CommunitySection />
    </Stack>
  );
}
