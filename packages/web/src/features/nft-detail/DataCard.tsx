import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { parsePropertiesJson } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';

/** The Data card's rows from the JSON text of components.properties: https links clickable, arrays listed. */
export function DataCard({ properties }: { properties: string | undefined }) {
  const { t } = useTranslation();
  const entries = parsePropertiesJson(properties);
  if (entries.length === 0) return <Typography color="text.secondary">{t('EMPTY_NO_DATA')}</Typography>;
  return (
    <Stack component="dl" spacing={1.25} sx={{ m: 0 }} data-testid="nft-data">
      {entries.map((entry) => (
        <Stack key={entry.key} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Typography component="dt" color="text.secondary" sx={{ flexShrink: 0 }}>
            {entry.key}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: 600, textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {entry.isLink ? (
              <Link href={entry.values[0]} target="_blank" rel="noopener noreferrer nofollow">
                {entry.values[0]}
              </Link>
            ) : entry.values.length > 1 ? (
              <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {entry.values.map((value, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: values may repeat; their order is the key
                  <li key={index}>{value}</li>
                ))}
              </Stack>
            ) : (
              entry.values[0]
            )}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
