import BoltRounded from '@mui/icons-material/BoltRounded';
import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import GppMaybeRounded from '@mui/icons-material/GppMaybeRounded';
import SellRounded from '@mui/icons-material/SellRounded';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { type CardBadge, cardBadgeLabelKeys, cardBadges, type Nft } from '@vrmarket/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

const icons: Record<CardBadge, ReactElement> = {
  unverified: <GppMaybeRounded sx={{ fontSize: 14 }} />,
  unminted: <CloudOffRounded sx={{ fontSize: 14 }} />,
  inUse: <BoltRounded sx={{ fontSize: 14 }} />,
  selling: <SellRounded sx={{ fontSize: 14 }} />,
};

const tones: Record<CardBadge, 'warning' | 'info' | 'secondary' | 'success'> = {
  unverified: 'warning',
  unminted: 'info',
  inUse: 'secondary',
  selling: 'success',
};

/** The card's status icons (Unverified, Unminted, In use, Selling), each with its label. */
export function NftBadges({ nft, overlay = false }: { nft: Nft; overlay?: boolean }) {
  const { t } = useTranslation();
  const badges = cardBadges(nft);
  if (badges.length === 0) return null;
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
      {badges.map((badge) => (
        <Box
          component="li"
          key={badge}
          sx={(theme) => {
            const color = theme.palette[tones[badge]].main;
            return {
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              px: 0.875,
              py: 0.25,
              borderRadius: 999,
              fontSize: '0.6875rem',
              fontWeight: 700,
              lineHeight: 1.6,
              color: overlay ? '#fff' : color,
              bgcolor: overlay ? alpha(theme.palette.common.black, 0.55) : alpha(color, 0.12),
              backdropFilter: overlay ? 'blur(6px)' : undefined,
              '& svg': { color: overlay ? color : 'inherit' },
            };
          }}
        >
          {icons[badge]}
          {t(cardBadgeLabelKeys[badge], { defaultValue: '' })}
        </Box>
      ))}
    </Box>
  );
}
