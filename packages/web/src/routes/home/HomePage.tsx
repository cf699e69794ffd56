import Box from '@mui/material/Box';
import { lazy, Suspense, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../components/PageContainer.tsx';
import { BannerSlider } from './BannerSlider.tsx';
import { Hero } from './Hero.tsx';

// Slide 2 shows after 5 s at the earliest: its code is not part of the first paint.
const BenefitsSlide = lazy(() => import('./BenefitsSlide.tsx').then((m) => ({ default: m.BenefitsSlide })));
const LandingSections = lazy(() =>
  import('./LandingSections.tsx').then((m) => ({ default: m.LandingSections })),
);
const MarketplaceList = lazy(() =>
  import('../dashboard/MarketplaceList.tsx').then((m) => ({ default: m.MarketplaceList })),
);

/** `/`: the marketplace list when a category is chosen, else the landing. */
export function HomePage() {
  const [params] = useSearchParams();
  const category = params.get('category');
  return (
    <PageContainer>
      {category ? (
        <Suspense fallback={null}>
          <MarketplaceList />
        </Suspense>
      ) : (
        <Landing search={params.get('search') ?? undefined} />
      )}
    </PageContainer>
  );
}

function Landing({ search }: { search?: string }) {
  const market = useRef<HTMLDivElement>(null);
  const explore = () => market.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 6, md: 9 } }}>
      <BannerSlider
        slides={[
          <Hero key="market" onExplore={explore} />,
          <Suspense key="benefits" fallback={null}>
            <BenefitsSlide />
          </Suspense>,
        ]}
      />
      <Box ref={market} sx={{ scrollMarginTop: 96, minHeight: 480 }}>
        <Suspense fallback={null}>
          <LandingSections search={search} />
        </Suspense>
      </Box>
    </Box>
  );
}
