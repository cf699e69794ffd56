import AddRounded from '@mui/icons-material/AddRounded';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { routes } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLoginPrompt } from '../session/useLoginPrompt.ts';
import { useAccessToken } from '../session/useSession.ts';

/** The lists' create-NFT icon: add-new-nft when signed in, else the login-required dialog. */
export function CreateNftButton({ label }: { label?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accessToken = useAccessToken();
  const loginPrompt = useLoginPrompt();
  const text = label ?? t('browse.createNft');
  return (
    <Tooltip title={text}>
      <IconButton
        aria-label={text}
        onClick={() => (accessToken ? navigate(routes.addNewNft()) : loginPrompt.show())}
        sx={{ border: 1, borderColor: 'divider', color: 'primary.main' }}
      >
        <AddRounded />
      </IconButton>
    </Tooltip>
  );
}
