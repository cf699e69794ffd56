import Stack from '@mui/material/Stack';
import { CommunitySection } from './CommunitySection.tsx';
import { GuideSection } from './GuideSection.tsx';
import { NewsletterSection } from './NewsletterSection.tsx';
import { PopularCategoriesSection } from './PopularCategoriesSection.tsx';
import { RecentListedSection } from './RecentListedSection.tsx';
import { TopCollectionSection } from './TopCollectionSection.tsx';

/** Everything of the landing below the banner; its own chunk, loaded while the banner paints. */
export function LandingSections({ search }: { search?: string }) {
  return (
    <Stack spacing={{ xs: 6, md: 9 }}>
      <RecentListedSection search={search} />
      <TopCollectionSection search={search} />
      <PopularCategoriesSection />
      <GuideSection />
      <NewsletterSection />
      <CommunitySection />
    </Stack>
  );
}
