import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type PetCombo, routes } from '@vrmarket/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../theme/palette.ts';
import { LazyModelViewer } from '../viewer3d/LazyModelViewer.tsx';
import { hiddenPartsOf, partTexturesOf } from './comboLook.ts';

/** One combo of the bulk pet screen: its 3D view, name, collection, parts and whether its NFT exists. */
export function PetComboCard({ combo }: { combo: PetCombo }) {
  const { t } = useTranslation();
  const hiddenParts = useMemo(() => hiddenPartsOf(combo), [combo]);
  const partTextures = useMemo(() => partTexturesOf(combo), [combo]);
  const created = combo.nftId !== null;
  return (
    <Card
      component="li"
      data-testid="pet-combo"
      data-created={created}
      sx={{ display: 'flex', flexDirection: 'column', borderRadius: 4 }}
    >
      <Box
        sx={(theme) => ({
          position: 'relative',
          aspectRatio: '1',
          borderBottom: 1,
          borderColor: 'divider',
          background:
            theme.palette.mode === 'dark'
              ? `radial-gradient(circle at 50% 35%, ${alpha(brand.violet, 0.28)}, ${theme.palette.background.paper} 70%)`
              : `radial-gradient(circle at 50% 35%, #ffffff, ${alpha(brand.violet, 0.12)} 85%)`,
        })}
      >
        <LazyModelViewer
          url={combo.model.modelFile}
          title={combo.name}
          hiddenParts={hiddenParts}
          partTextures={partTextures}
        />
      </Box>
      <Box sx={{ p: 1.5, display: 'grid', gap: 0.75, flex: 1, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap title={combo.name}>
            {combo.name}
          </Typography>
          {created && (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              icon={<CheckCircleRounded />}
              label={t('pets.created')}
            />
          )}
        </Box>
        <Typography variant="caption" color="text.secondary" noWrap>
          {combo.collectionName}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {combo.data
            .map((part) => `${part.partTitle}: ${part.textureName ?? t('templates.ownLook')}`)
            .join(' · ')}
        </Typography>
        {created && combo.nftId && (
          <Link
            component={RouterLink}
            to={routes.detail(combo.nftId)}
            variant="body2"
            sx={{ fontWeight: 600 }}
          >
            {t('pets.viewNft')}
          </Link>
        )}
      </Box>
    </Card>
  );
}
