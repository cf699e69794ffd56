import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { RecommendRequest } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';

/** One received request: who sent it and how to reach them, the category, the text and the pictures. */
export function RecommendRequestCard({ request }: { request: RecommendRequest }) {
  const { t, i18n } = useTranslation();
  return (
    <Card
      component="li"
      variant="outlined"
      data-testid="recommend-request"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Chip label={request.category} color="primary" size="small" />
        <Typography variant="body2" color="text.secondary">
          {t('recommend.requests.from', { username: request.username ?? '—' })} ·{' '}
          {new Date(request.createdAt).toLocaleString(i18n.language)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, mb: 1.5 }}>
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          <EmailOutlined fontSize="small" color="action" />
          <Link href={`mailto:${request.email}`} sx={{ overflowWrap: 'anywhere' }}>
            {request.email}
          </Link>
        </Typography>
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <PhoneOutlined fontSize="small" color="action" />
          {request.phoneNumber}
        </Typography>
      </Box>
      <Typography
        color={request.description ? 'text.primary' : 'text.secondary'}
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 1.5 }}
      >
        {request.description || t('recommend.requests.noDescription')}
      </Typography>
      {request.attachments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('recommend.requests.noAttachments')}
        </Typography>
      ) : (
        <Box
          role="list"
          aria-label={t('recommend.requests.attachments')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {request.attachments.map((file) => (
            <Box
              key={file.url}
              role="listitem"
              component="a"
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              title={file.name}
              sx={{
                width: 96,
                height: 96,
                borderRadius: 2,
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
                display: 'block',
              }}
            >
              <Box
                component="img"
                src={file.url}
                alt={file.name}
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
