import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import type { NftDetail } from '@vrmarket/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiKeyPrefix } from '../../api/queryKeys.ts';
import { brand } from '../../theme/palette.ts';
import { useFavouriteToggle } from '../favourites/useFavouriteToggle.ts';
import { useAccessToken } from '../session/useSession.ts';

/** The like heart with its count: hidden for visitors, not clickable while a request is in flight. */
export function LikeButton({ nft }: { nft: NftDetail }) {
  const accessToken = useAccessToken();
  if (!accessToken) return null;
  return <Heart nft={nft} />;
}

function Heart({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation();
  const initial = nft.isFavorite ?? false;
  const { liked, busy, toggle } = useFavouriteToggle(nft.id, initial);
  useRefetchAfter(busy, nft.id);
  const count = (nft.favoriteCount ?? 0) + Number(liked) - Number(initial);
  return (
    <Button
      variant="outlined"
      color="inherit"
      aria-label={t(liked ? 'detail.unlike' : 'detail.like', { count })}
      aria-pressed={liked}
      disabled={busy}
      onClick={toggle}
      startIcon={liked ? <FavoriteRounded sx={{ color: brand.coral }} /> : <FavoriteBorderRounded />}
      sx={{ borderColor: 'divider', minWidth: 0, '&.Mui-disabled': { color: 'text.primary' } }}
    >
      {count}
    </Button>
  );
}

/** When a like request settles, the cached detail (isFavorite, favoriteCount) is read again. */
function useRefetchAfter(busy: boolean, nftId: string) {
  const client = useQueryClient();
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy)
      void client.invalidateQueries({ queryKey: apiKeyPrefix('/api/v1/nft/{id}', { path: { id: nftId } }) });
    wasBusy.current = busy;
  }, [busy, client, nftId]);
}
