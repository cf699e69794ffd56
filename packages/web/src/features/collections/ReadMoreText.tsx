import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { splitLinks, TEXT_LIMITS, truncateText } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A description with clickable links, cut at 300 characters with '...read more' / 'show less'. */
export function ReadMoreText({ text }: { text: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const cut = truncateText(text, TEXT_LIMITS.descriptionTruncation);
  const shown = expanded ? text : cut.text;
  return (
    <Typography
      color="text.secondary"
      sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', maxWidth: 760 }}
    >
      {splitLinks(shown).map((segment, index) =>
        segment.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments of a fixed text
          <Link key={index} href={segment.href} target="_blank" rel="noopener noreferrer nofollow">
            {segment.href}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments of a fixed text
          <Box component="span" key={index}>
            {segment.text}
          </Box>
        ),
      )}
      {cut.truncated && (
        <>
          {' '}
          <Link
            component="button"
            type="button"
            onClick={() => setExpanded(!expanded)}
            sx={{ fontWeight: 700, verticalAlign: 'baseline' }}
          >
            {expanded ? t('SHOW_LESS') : t('READ_MORE')}
          </Link>
        </>
      )}
    </Typography>
  );
}
