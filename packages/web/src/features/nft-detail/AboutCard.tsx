import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NftDetail } from '@vrmarket/domain';
import {
  capitalize,
  formatArea,
  nftCategoryTitle,
  PurchaseStatus,
  routes,
  shortenForDetail,
} from '@vrmarket/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', py: 0.75 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography
        component="div"
        sx={{ fontWeight: 600, textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Stack>
  );
}

/** About: the 'In use' and 'Unverified' badges, collection, category, sub category, owner or seller, area. */
export function AboutCard({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation();
  const collection = nft.collection[0];
  const category = nftCategoryTitle(nft);
  const subCategory = nft.subCategory[0]?.subCategoryName;
  // While listed the marketplace contract holds the token: the seller is the person to show.
  const party =
    nft.purchasesStatus === PurchaseStatus.SELLING
      ? { label: t('SELLER'), address: nft.seller }
      : { label: t('OWNER'), address: nft.ownerAddress ?? nft.seller };
  const area = nft.components.vrLandData?.landArea ?? nft.components.area;
  const badges = [nft.inUsed && t('STATUS_IN_USE'), !nft.isVerified && t('STATUS_UNVERIFIED')].filter(
    Boolean,
  );

  return (
    <Stack spacing={0.5}>
      {badges.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ pb: 1 }}>
          {badges.map((badge) => (
            <Chip
              key={String(badge)}
              label={badge}
              size="small"
              color="warning"
              variant="outlined"
              icon={<InfoOutlined />}
            />
          ))}
        </Stack>
      )}
      {collection && (
        <Row label={t('detail.collection')}>
          <Link
            component={RouterLink}
            to={routes.collectionExplore(String(collection.collectionId))}
            underline="hover"
          >
            {collection.collectionName}
          </Link>
        </Row>
      )}
      {category && <Row label={t('CATEGORY')}>{category}</Row>}
      {subCategory && <Row label={t('SUB_CATEGORY')}>{capitalize(subCategory)}</Row>}
      {party.address && (
        <Row label={party.label}>
          <span title={party.address}>{shortenForDetail(party.address)}</span>
        </Row>
      )}
      {area !== undefined && <Row label={t('AREA')}>{`${formatArea(area)} m²`}</Row>}
    </Stack>
  );
}
