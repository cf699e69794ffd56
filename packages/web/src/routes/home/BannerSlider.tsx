import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import { TIMING_MS } from '@vrmarket/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../theme/palette.ts';
import { useAutoplay } from './useAutoplay.ts';

/**
 * The landing banner: slides stacked in one grid cell (so the banner keeps the tallest slide's
 * height and never jumps), cross-fading every 5000 ms; hover or focus pauses it.
 */
export function BannerSlider({ slides }: { slides: ReactNode[] }) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [index, setIndex] = useAutoplay(slides.length, TIMING_MS.bannerAutoplay, hovered || focused);
  const go = (next: number) => setIndex((next + slides.length) % slides.length);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('browse.slides')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        borderRadius: { xs: '24px', md: '32px' },
        border: 1,
        borderColor: 'divider',
        px: { xs: 3, sm: 5, md: 7 },
        pt: { xs: 5, md: 7 },
        pb: { xs: 8, md: 9 },
        background:
          theme.palette.mode === 'dark'
            ? `radial-gradient(circle at 85% 20%, ${alpha(brand.cyan, 0.18)}, transparent 45%), radial-gradient(circle at 10% 90%, ${alpha(brand.violet, 0.35)}, transparent 50%), ${theme.palette.background.paper}`
            : `radial-gradient(circle at 85% 20%, ${alpha(brand.cyan, 0.16)}, transparent 45%), radial-gradient(circle at 10% 90%, ${alpha(brand.violet, 0.18)}, transparent 50%), ${theme.palette.background.paper}`,
      })}
    >
      <Box sx={{ display: 'grid' }}>
        {slides.map((slide, slideIndex) => {
          const active = slideIndex === index;
          return (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: the slides are a fixed list
              key={slideIndex}
              role="group"
              aria-roledescription="slide"
              aria-label={t('browse.slide', { n: slideIndex + 1 })}
              aria-hidden={!active}
              inert={!active}
              sx={{
                gridArea: '1 / 1',
                opacity: active ? 1 : 0,
                visibility: active ? 'visible' : 'hidden',
                transform: active ? 'none' : 'translateY(8px)',
                transition: 'opacity 500ms ease, transform 500ms ease, visibility 500ms',
                ...stillForReducedMotion,
              }}
            >
              {slide}
            </Box>
          );
        })}
      </Box>
      <Box
        sx={{
          position: 'absolute',
          left: { xs: 24, sm: 40, md: 56 },
          right: { xs: 24, sm: 40, md: 56 },
          bottom: { xs: 20, md: 28 },
          display: 'flex',
          alignItems: 'center',
          gap: 1,
        }}
      >
        {slides.map((_, dot) => (
          <ButtonBase
            // biome-ignore lint/suspicious/noArrayIndexKey: the slides are a fixed list
            key={dot}
            aria-label={t('browse.slide', { n: dot + 1 })}
            aria-current={dot === index}
            onClick={() => go(dot)}
            sx={(theme) => ({
              width: dot === index ? 28 : 10,
              height: 10,
              borderRadius: 999,
              bgcolor: dot === index ? 'primary.main' : alpha(theme.palette.text.primary, 0.2),
              transition: 'width 250ms ease, background-color 250ms ease',
              ...stillForReducedMotion,
            })}
          />
        ))}
        <Box sx={{ flex: 1 }} />
        <IconButton
          size="small"
          aria-label={t('browse.previousSlide')}
          onClick={() => go(index - 1)}
          sx={arrow}
        >
          <ChevronLeftRounded />
        </IconButton>
        <IconButton size="small" aria-label={t('browse.nextSlide')} onClick={() => go(index + 1)} sx={arrow}>
          <ChevronRightRounded />
        </IconButton>
      </Box>
    </Box>
  );
}

/** Slides and dots change at once for visitors who ask for reduced motion. */
const stillForReducedMotion = { '@media (prefers-reduced-motion: reduce)': { transition: 'none' } } as const;

const arrow = { border: 1, borderColor: 'divider', bgcolor: 'background.paper' } as const;
