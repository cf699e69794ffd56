/** English texts of the staking screens (web-only; the spec's texts stay in the domain catalogue). */
export const stakingEn = {
  intro: 'Lock your NFTs in the staking vault and earn interest in USDT.',
  selectCategory: 'Choose the kind of NFT to stake',
  selectNfts: 'SELECT NFTS',
  selectNftsHelp: 'Pick one of your NFTs of this category.',
  noStakeable: 'You have no NFT of this category that can be staked.',
  choose: 'Choose',
  method: 'Method',
  locked: 'Locked',
  duration: 'Duration',
  durationDays: '{{count}} days',
  apy: 'APY',
  value: 'Asset value',
  earned: 'Earned so far',
  estimated: 'Estimated earnings',
  estimatedAtEnd: 'Estimated at the end',
  /** A flexible stake's duration: it has no lock (its method already reads 'Flexible'). */
  noLock: 'No lock',
  startDate: 'Start',
  endDate: 'End',
  status: 'Status',
  token: 'Token ID',
  name: 'Name',
  amount: 'Amount',
  days: 'Days',
  date: 'Date',
  kind: 'Type',
  action: 'Action',
  tx: 'Transaction',
  claim: 'Claim',
  cancel: 'Cancel',
  back: 'Back',
  next: 'Next',
  terms:
    'A locked NFT stays in the staking vault until its end date. A flexible NFT can be taken back at any time, but it earns interest only after one month. Interest is estimated as asset value × APY × days / 360.',
  agree: 'I agree to the staking terms',
  step1: 'NFT and duration',
  step2: 'Review',
  lockedUntil: 'Locked until {{date}}',
  claimFrom: 'Claim from {{date}}',
  cancelTitle: 'Cancel this staking?',
  cancelMessage:
    'The NFT goes back to your wallet. Cancelling a flexible staking within its first month earns no interest.',
  claimTitle: 'Claim this staking?',
  claimLockedMessage: 'The NFT goes back to your wallet and the interest of the whole term is paid.',
  claimFlexibleMessage: 'The interest since the last claim is paid; the NFT stays staked.',
  statusLabel: {
    CREATED: 'Waiting for transfer',
    CONFIRMED: 'Staking',
    CLAIMED: 'Claimed',
    CANCELLED: 'Cancelled',
  },
  kindLabel: { CLAIM: 'Claim', CANCEL: 'Cancel' },
  payout: 'Payout',
  payoutLabel: {
    PENDING: 'Pending',
    PAYING: 'Paying',
    PAID: 'Paid to your pending balance',
    FAILED: 'Not paid yet: retried on your next visit',
  },
  steps: {
    create: 'Create the staking',
    stake: 'Transfer the NFT to the staking vault',
    confirm: 'Confirm the staking',
    unstake: 'Take the NFT back from the vault',
    claim: 'Claim the interest',
    cancel: 'Close the staking',
  },
  myStakingsLabel: 'My staking NFTs',
  filterAssets: 'Asset filter',
  filterDuration: 'Duration filter',
};

export type StakingTranslation = {
  [K in keyof typeof stakingEn]: (typeof stakingEn)[K] extends string
    ? string
    : Record<keyof (typeof stakingEn)[K], string>;
};
