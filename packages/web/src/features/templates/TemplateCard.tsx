import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatPriceRange, type Template, templatePriceRange } from '@vrmarket/domain';
import type { ViewMode } from '../../components/list/useViewMode.ts';

/** A template of select-template: its picture, title and price range (§9 rule), as a tile or a row. */
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
    <ButtonBase
      onClick={onClick}
      data-testid="template-card"
      sx={(theme) => ({
        width: '100%',
        display: 'flex',
        flexDirection: row ? 'row' : 'column',
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
        sx={{
          width: row ? 96 : '100%',
          flexShrink: 0,
          aspectRatio: '1',
          objectFit: 'cover',
          bgcolor: 'action.hover',
        }}
      />
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
    </ButtonBase>
  );
}
