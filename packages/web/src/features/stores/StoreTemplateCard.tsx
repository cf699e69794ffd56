import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatArea, formatPrice, type StoreTemplate } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';

/** A vrStore template to pick: its picture, title, price and area. */
export function StoreTemplateCard({ template, onClick }: { template: StoreTemplate; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <ButtonBase
      onClick={onClick}
      data-testid="store-template-card"
      sx={(theme) => ({
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        textAlign: 'left',
        borderRadius: 4,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: 'border-color 160ms ease, transform 160ms ease',
        '&:hover, &.Mui-focusVisible': {
          borderColor: alpha(theme.palette.primary.main, 0.6),
          transform: 'translateY(-2px)',
        },
      })}
    >
      <Box
        component="img"
        src={template.avatar ?? undefined}
        alt=""
        loading="lazy"
        sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'action.hover' }}
      />
      <Box sx={{ p: 1.5, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {template.title}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
            {formatPrice(template.price, 'USDT')}
          </Typography>
          {template.area !== null && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {t('stores.areaValue', { area: formatArea(template.area, 2) })}
            </Typography>
          )}
        </Box>
      </Box>
    </ButtonBase>
  );
}
