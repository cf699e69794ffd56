import Stack from '@mui/material/Stack';
import { lazy } from 'react';
import { NearViewport } from '../../components/NearViewport.tsx';
import { RecentListedSection } from './RecentListedSection.tsx';

// Top Collection, Popular Categories, Guide, Newsletter and Community: their code (the newsletter's
// form, captcha and validation among it), requests and render wait until the visitor scrolls near them.
const MoreSections = lazy(() => import('./MoreSections.tsx').then((m) => ({ default: m.MoreSections })));

/** The room the sections below Recent Listed take (about their height), held until they render. */
const MORE_SECTIONS_HEIGHT = { xs: 2800, md: 2200, lg: 1800 };

/** Everything of the landing below the banner; its own chunk, loaded while the banner paints. */
export function LandingSections({ search }: { search?: string }) {
  return (
    <Stack spacing={{ xs: 6, md: 9 }}>
      <RecentListedSection search={search} />
      <NearViewport height={MORE_SECTIONS_HEIGHT}>
        <MoreSections search={search} />
      </NearViewport>
    </Stack>
  );
}
