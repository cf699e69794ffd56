import Link from '@mui/material/Link';
import { shortenForDetail } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { explorerTxUrl } from './explorerTxUrl.ts';

/** A transaction's short hash, linked to the chain's explorer when it has one. */
export function TxLink({ txId, explorer }: { txId: string | null; explorer: string | null | undefined }) {
  const { t } = useTranslation();
  if (!txId) return <>—</>;
  const short = shortenForDetail(txId);
  const url = explorerTxUrl(explorer, txId);
  if (!url) return <span title={txId}>{short}</span>;
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={txId}
      aria-label={t('buy.activity.openTx', { tx: short })}
      onClick={(event) => event.stopPropagation()}
    >
      {short}
    </Link>
  );
}
