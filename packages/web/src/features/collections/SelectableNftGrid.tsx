import CheckBoxOutlineBlankRounded from '@mui/icons-material/CheckBoxOutlineBlankRounded';
import CheckBoxRounded from '@mui/icons-material/CheckBoxRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type Nft, nftTitle } from '@vrmarket/domain';
import { nftCode, nftImage, thumbnailSrc } from '../nfts/nftDisplay.ts';

/** How a picked NFT is named to the api. */
export type NftRef = { tokenId: string; contractAddress: string };
export const nftKey = (nft: Nft) => String(nft.id);
/** Only minted NFTs have the token id and contract an add or remove names them by. */
export const refOf = (nft: Nft): NftRef | null =>
  nft.tokenId && nft.contractAddress ? { tokenId: nft.tokenId, contractAddress: nft.contractAddress } : null;

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
  },
};

/** NFT tiles with a select checkbox each (add-to-collection picker, remove from collection). */
export function SelectableNftGrid({
  items,
  loading,
  selected,
  onToggle,
  skeletons = 8,
}: {
  items: Nft[] | undefined;
  loading: boolean;
  selected: ReadonlyMap<string, Nft>;
  onToggle: (nft: Nft) => void;
  skeletons?: number;
}) {
  if (!items && loading)
    return (
      <Box sx={GRID} aria-busy="true">
        {Array.from({ length: skeletons }, (_, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <Skeleton key={n} variant="rounded" sx={{ aspectRatio: '1 / 1.25', height: 'auto' }} />
        ))}
      </Box>
    );
  return (
    <Box sx={GRID} role="list">
      {items?.map((nft) => (
        <SelectableNftTile
          key={nftKey(nft)}
          nft={nft}
          checked={selected.has(nftKey(nft))}
          onToggle={() => onToggle(nft)}
        />
      ))}
    </Box>
  );
}

function SelectableNftTile({ nft, checked, onToggle }: { nft: Nft; checked: boolean; onToggle: () => void }) {
  const title = nftTitle(nft);
  const image = nftImage(nft);
  const disabled = refOf(nft) === null;
  return (
    <Card
      role="listitem"
      data-testid="selectable-nft"
      sx={{
        borderColor: checked ? 'primary.main' : 'divider',
        borderWidth: checked ? 2 : 1,
        opacity: disabled ? 0.5 : 1,
      }}
    >
      <CardActionArea
        role="checkbox"
        aria-checked={checked}
        aria-label={title}
        disabled={disabled}
        onClick={onToggle}
        sx={{ height: '100%' }}
      >
        <Box
          sx={{
            position: 'relative',
            aspectRatio: '1 / 1',
            bgcolor: 'action.hover',
            background: image ? `center / cover no-repeat url("${thumbnailSrc(image, 320)}")` : undefined,
          }}
        >
          <Box
            sx={{
              position: 'absolute',
              top: 8,
              left: 8,
              display: 'grid',
              borderRadius: 1,
              bgcolor: 'background.paper',
              color: checked ? 'primary.main' : 'text.secondary',
            }}
          >
            {checked ? <CheckBoxRounded /> : <CheckBoxOutlineBlankRounded />}
          </Box>
        </Box>
        <Box sx={{ p: 1.5 }}>
          <Typography variant="subtitle2" noWrap sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {nftCode(nft)}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** The selection of a grid: picked NFTs by key. */
export function toggled(selection: ReadonlyMap<string, Nft>, nft: Nft): Map<string, Nft> {
  const next = new Map(selection);
  if (next.has(nftKey(nft))) next.delete(nftKey(nft));
  else next.set(nftKey(nft), nft);
  return next;
}
