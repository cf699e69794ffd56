import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CreationBlock,
  formatPrice,
  isValidTitle,
  type StoreTemplate,
  TEXT_LIMITS,
} from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPreviewDialog } from '../../components/dialogs/MediaPreviewDialog.tsx';
import { CreateFormFooter } from '../create/CreateFormFooter.tsx';
import { storeAreaText } from './storeArea.ts';

/**
 * The Create vrStore screen (R-CREATE-9): thumbnail, 'Preview vrStore' (the template's resource index
 * page in a dialog), title, price, name and area (with its size class). Done hands the valid title on.
 */
export function StoreCreateForm({
  template,
  title,
  onTitle,
  blocked,
  isAdmin,
  onBack,
  onDone,
}: {
  template: StoreTemplate;
  title: string;
  onTitle: (title: string) => void;
  blocked: CreationBlock | null;
  isAdmin: boolean;
  onBack: () => void;
  /** Called with INVALID_TITLE's code when the title is not valid, else with null. */
  onDone: (problem: 'INVALID_TITLE' | null) => void;
}) {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState(false);
  const [titleError, setTitleError] = useState(false);
  const done = () => {
    const valid = isValidTitle(title);
    setTitleError(!valid);
    onDone(valid ? null : 'INVALID_TITLE');
  };
  const rows: [string, string][] = [
    [t('stores.price'), formatPrice(template.price, 'USDT')],
    [t('stores.name'), template.name],
    [t('stores.area'), template.area === null ? '-' : storeAreaText(t, template.area)],
  ];
  return (
    <Box
      data-testid="store-create-form"
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 5 },
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 6fr) minmax(0, 5fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Box
          component="img"
          src={template.avatar ?? undefined}
          alt={template.title}
          data-testid="store-thumbnail"
          sx={{
            width: '100%',
            aspectRatio: '4 / 3',
            objectFit: 'cover',
            borderRadius: 4,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
          }}
        />
        <Button
          variant="outlined"
          startIcon={<VisibilityRounded />}
          onClick={() => setPreviewing(true)}
          sx={{ justifySelf: 'start' }}
        >
          {t('stores.previewStore')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Typography variant="h6" component="h2">
          {template.title}
        </Typography>
        <TextField
          label={t('stores.title')}
          value={title}
          required
          error={titleError}
          helperText={titleError ? t('INVALID_TITLE') : undefined}
          onChange={(event) => {
            onTitle(event.target.value);
            setTitleError(false);
          }}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.title } }}
        />
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, columnGap: 3 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <CreateFormFooter
          isAdmin={isAdmin}
          blocked={blocked}
          backLabel={t('stores.chooseAnother')}
          onBack={onBack}
          done={{ onClick: done }}
        />
      </Box>
      <MediaPreviewDialog
        media={
          previewing
            ? {
                kind: 'iframe',
                src: template.resourceUrl,
                title: t('stores.previewOf', { title: template.title }),
              }
            : null
        }
        onClose={() => setPreviewing(false)}
      />
    </Box>
  );
}
