import { PageContainer } from '../../components/PageContainer.tsx';
import { MarketplaceList } from './MarketplaceList.tsx';

/** `/dashboard`: the marketplace list, every category until one is chosen. */
export function DashboardPage() {
  return (
    <PageContainer>
      <MarketplaceList />
    </PageContainer>
  );
}
