import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPrice, type StoreTemplate } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { PictureCard } from '../../components/list/PictureCard.tsx';
import { storeAreaText } from './storeArea.ts';

/** A vrStore template to pick: its picture, title, price and area (with its size class). */
export function StoreTemplateCard({ template, onClick }: { template: StoreTemplate; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <PictureCard picture={template.avatar} aspectRatio="4 / 3" onClick={onClick} testId="store-template-card">
      <Box sx={{ p: 1.5, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {template.title}
        </Typography>
        {/* On a narrow card the area goes under the price rather than losing its size class. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 1 }}>
          <Typography variant="body2" color="primary" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {formatPrice(template.price, 'USDT')}
          </Typography>
          {template.area !== null && (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {storeAreaText(t, template.area)}
            </Typography>
          )}
        </Box>
      </Box>
    </PictureCard>
  );
}
