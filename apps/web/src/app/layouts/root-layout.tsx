import { Outlet } from 'react-router';
import { useMaintenanceMode } from '../../lib/maintenance-store';
import { MaintenanceScreen } from '../maintenance-screen';
import { useScrollToPageOnNavigation } from '../scroll-to-page';
import { StandaloneLayout } from './standalone-layout';

/** Above every route: the scroll rule of spec §2 and the maintenance switch of spec §4. */
export function RootLayout() {
  useScrollToPageOnNavigation();
  const maintenance = useMaintenanceMode();
  if (maintenance) {
    return (
      <StandaloneLayout>
        <MaintenanceScreen />
      </StandaloneLayout>
    );
  }
  return <Outlet />;
}
