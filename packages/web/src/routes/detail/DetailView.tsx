import AutoAwesomeMosaicRounded from '@mui/icons-material/AutoAwesomeMosaicRounded';
import DataObjectRounded from '@mui/icons-material/DataObjectRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import PaletteRounded from '@mui/icons-material/PaletteRounded';
import QrCode2Rounded from '@mui/icons-material/QrCode2Rounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { NftDetail } from '@vrmarket/domain';
import { isBuyable, LAYOUT_HEIGHT_PX, nftTitle, QR_CODE, routes } from '@vrmarket/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NearViewport } from '../../components/NearViewport.tsx';
import { AuctionActions } from '../../features/auctions/AuctionActions.tsx';
import { AuctionBidsCard } from '../../features/auctions/AuctionBidsCard.tsx';
import { BuyButton } from '../../features/buy/BuyButton.tsx';
import { useAppConfig } from '../../features/config/useAppConfig.ts';
import { AboutCard } from '../../features/nft-detail/AboutCard.tsx';
import { DataCard } from '../../features/nft-detail/DataCard.tsx';
import { DetailCard } from '../../features/nft-detail/DetailCard.tsx';
import { DetailStage } from '../../features/nft-detail/DetailStage.tsx';
import { DetailToolbar } from '../../features/nft-detail/DetailToolbar.tsx';
import { materialsOf, modelUrlOf, partsOf, stageOf, thumbnailOf } from '../../features/nft-detail/display.ts';
import { LandOrModelCard } from '../../features/nft-detail/LandOrModelCard.tsx';
import { PartsGrid } from '../../features/nft-detail/PartsGrid.tsx';
import { SaleHistoryEmpty } from '../../features/nft-detail/SaleHistoryEmpty.tsx';
import { TitleBlock } from '../../features/nft-detail/TitleBlock.tsx';
import { MakeOfferButton } from '../../features/offers/MakeOfferButton.tsx';
import { OwnerActions } from '../../features/owner-actions/OwnerActions.tsx';
import { NftPriceHistoryCard } from '../../features/price-history/PriceHistoryCards.tsx';

// What the first screen does not show loads when scrolled near (NearViewport): the sale history
// table, the QR code (qrcode.react) and the more-items cards.
const SaleHistoryTable = lazy(() =>
  import('../../features/nft-detail/SaleHistoryCard.tsx').then((m) => ({ default: m.SaleHistoryTable })),
);
const MediaCard = lazy(() =>
  import('../../features/nft-detail/MediaCard.tsx').then((m) => ({ default: m.MediaCard })),
);
// The owner's Publish button (its confirm and error dialogs) only on an owner's model.
const PublishButton = lazy(() =>
  import('../../features/publish/PublishButton.tsx').then((m) => ({ default: m.PublishButton })),
);
// The Offers card's table and row buttons (issue 42) when scrolled near.
const OffersCard = lazy(() =>
  import('../../features/offers/OffersCard.tsx').then((m) => ({ default: m.OffersCard })),
);
const MoreItems = lazy(() =>
  import('../../features/nft-detail/MoreItems.tsx').then((m) => ({ default: m.MoreItems })),
);

/** Stage on the left, facts on the right; one column below the md breakpoint. */
export const detailColumns = {
  display: { xs: 'flex', md: 'grid' },
  flexDirection: 'column',
  gap: { xs: 3, md: 4 },
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
  alignItems: { md: 'start' },
} as const;

/**
 * A column of the md layout. Below md it dissolves (display: contents) so that its cards join one
 * column, where `order` puts the stage first and the title right under it.
 */
const column = { display: { xs: 'contents', md: 'flex' } } as const;
const first = { order: -2 } as const;
const second = { order: -1 } as const;

/** The whole detail screen for one NFT; `ownerView` adds the owner's action buttons. */
export function DetailView({ nft, ownerView }: { nft: NftDetail; ownerView: boolean }) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const stage = stageOf(nft);
  const parts = partsOf(nft);
  const materials = materialsOf(nft);
  const title = nftTitle(nft);
  const modelUrl = modelUrlOf(nft);
  const showLandOrModel = !!nft.landMapUrl || !!modelUrl;

  return (
    <>
      <title>{`${title} · vrmarket`}</title>
      <DetailToolbar nft={nft} stage={stage} />
      <Box sx={detailColumns}>
        <Stack spacing={3} useFlexGap sx={column}>
          <Box sx={first}>
            <DetailStage nft={nft} stage={stage} />
          </Box>
          <DetailCard title={t('detail.about')} icon={<InfoOutlined fontSize="small" />}>
            <AboutCard nft={nft} />
          </DetailCard>
          <DetailCard
            title={t('DATA')}
            icon={<DataObjectRounded fontSize="small" />}
            maxHeight={LAYOUT_HEIGHT_PX.dataCard}
          >
            <DataCard properties={nft.components.properties} />
          </DetailCard>
        </Stack>
        <Stack spacing={3} useFlexGap sx={column}>
          <Box sx={second}>
            <TitleBlock
              nft={nft}
              actions={
                nft.auction ? (
                  <AuctionActions nft={nft} auction={nft.auction} />
                ) : ownerView ? (
                  <Stack direction="row" spacing={1.25} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {config.data && <OwnerActions nft={nft} allowTrading={config.data.allowTrading} />}
                    {modelUrl && (
                      <Suspense fallback={null}>
                        <PublishButton nft={nft} modelUrl={modelUrl} />
                      </Suspense>
                    )}
                  </Stack>
                ) : config.data && (isBuyable(nft) || nft.onchain) ? (
                  <Stack direction="row" spacing={1.25} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {isBuyable(nft) && <BuyButton nft={nft} />}
                    {nft.onchain && <MakeOfferButton size="large" target={{ kind: 'nft', nft }} />}
                  </Stack>
                ) : undefined
              }
            />
          </Box>
          {nft.auction && <AuctionBidsCard auction={nft.auction} />}
          {/* Offers are signed for minted NFTs only. */}
          {nft.onchain && (
            <NearViewport height={{ xs: 160 }}>
              <OffersCard nft={nft} />
            </NearViewport>
          )}
          <DetailCard
            title={t('SALE_HISTORY')}
            icon={<HistoryRounded fontSize="small" />}
            maxHeight={LAYOUT_HEIGHT_PX.saleHistory}
            flush
          >
            {/* An NFT never minted has no sales nor listings (chain events): no request. */}
            {nft.onchain ? (
              <NearViewport height={{ xs: LAYOUT_HEIGHT_PX.saleHistoryEmpty }}>
                <SaleHistoryTable nft={nft} />
              </NearViewport>
            ) : (
              <SaleHistoryEmpty />
            )}
          </DetailCard>
          <NftPriceHistoryCard nft={nft} />
          {showLandOrModel && <LandOrModelCard nft={nft} />}
          <DetailCard title={t('MEDIA')} icon={<QrCode2Rounded fontSize="small" />}>
            <NearViewport height={{ xs: QR_CODE.sizePx + 12 }}>
              <MediaCard thumbnail={thumbnailOf(nft)} path={routes.detail(nft.id)} title={title} />
            </NearViewport>
          </DetailCard>
          {parts.length > 0 && (
            <DetailCard title={t('PARTS')} icon={<AutoAwesomeMosaicRounded fontSize="small" />}>
              <PartsGrid parts={parts} kind="parts" />
            </DetailCard>
          )}
          {materials.length > 0 && (
            <DetailCard title={t('MATERIALS')} icon={<PaletteRounded fontSize="small" />}>
              <PartsGrid parts={materials} kind="materials" />
            </DetailCard>
          )}
        </Stack>
      </Box>
      <NearViewport height={{ xs: 1600, sm: 900, md: 480 }}>
        <MoreItems nftId={nft.id} collectionName={nft.collection[0]?.collectionName} />
      </NearViewport>
    </>
  );
}
