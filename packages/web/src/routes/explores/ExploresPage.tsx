import { ExploreTopic } from '@vrmarket/domain';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../components/PageContainer.tsx';
import { EndingSoonTopic, RecentListedTopic, TrendingTopic } from './NftTopicList.tsx';
import { TopCollectionTopic } from './TopCollectionTopic.tsx';

/** `/explores?topic=`: recent-listed (also without a topic), trending-nfts, top-collection or ending-soon. */
export function ExploresPage() {
  const [params] = useSearchParams();
  const topic = params.get('topic');
  return (
    <PageContainer>
      {topic === ExploreTopic.topCollection ? (
        <TopCollectionTopic />
      ) : topic === ExploreTopic.trendingNfts ? (
        <TrendingTopic />
      ) : topic === ExploreTopic.endingSoon ? (
        <EndingSoonTopic />
      ) : (
        <RecentListedTopic />
      )}
    </PageContainer>
  );
}
