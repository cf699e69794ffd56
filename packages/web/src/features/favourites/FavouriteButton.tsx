import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { brand } from '../../theme/palette.ts';
import { useAccessToken } from '../session/useSession.ts';
import { useFavouriteToggle } from './useFavouriteToggle.ts';

/** The card's heart: hidden for visitors, not clickable while its request is in flight. */
export function FavouriteButton({ nftId, initial }: { nftId: string; initial: boolean }) {
  const accessToken = useAccessToken();
  if (!accessToken) return null;
  return <Heart nftId={nftId} initial={initial} />;
}

function Heart({ nftId, initial }: { nftId: string; initial: boolean }) {
  const { t } = useTranslation();
  const { liked, busy, toggle } = useFavouriteToggle(nftId, initial);
  return (
    <IconButton
      size="small"
      aria-label={t(liked ? 'browse.unlike' : 'browse.like')}
      aria-pressed={liked}
      disabled={busy}
      onClick={(event) => {
        // The heart sits on a card link: it must not open the detail.
        event.preventDefault();
        event.stopPropagation();
        toggle();
      }}
      sx={(theme) => ({
        color: liked ? brand.coral : 'text.secondary',
        bgcolor: alpha(theme.palette.background.paper, 0.85),
        backdropFilter: 'blur(6px)',
        '&:hover': { bgcolor: theme.palette.background.paper },
        '&.Mui-disabled': {
          color: liked ? brand.coral : 'text.disabled',
          bgcolor: alpha(theme.palette.background.paper, 0.85),
        },
      })}
    >
      {liked ? <FavoriteRounded fontSize="small" /> : <FavoriteBorderRounded fontSize="small" />}
    </IconButton>
  );
}
