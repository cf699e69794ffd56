import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPriceRange, type Template, templatePriceRange } from '@vrmarket/domain';
import { PictureCard } from '../../components/list/PictureCard.tsx';
import type { ViewMode } from '../../components/list/useViewMode.ts';

/** A template of select-template: its picture, title and price range (R-CONST-18), as a tile or a row. */
export function TemplateCard({
  template,
  view,
  onClick,
}: {
  template: Template;
  view: ViewMode;
  onClick: () => void;
}) {
  const row = view === 'list';
  return (
    <PictureCard picture={template.avatar} row={row} onClick={onClick} testId="template-card">
      <Box
        sx={{
          p: 1.5,
          minWidth: 0,
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {template.title}
        </Typography>
        <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }} data-testid="template-price">
          {formatPriceRange(templatePriceRange(template))}
        </Typography>
        {row && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {template.description}
          </Typography>
        )}
      </Box>
    </PictureCard>
  );
}
