import { useLocation } from 'react-router';
import { paths } from '../../../routing/paths';
import { NotBuiltPanel } from '../../../ui/not-built-panel';
import { usePageTitle } from '../../../ui/page-title';
import { plannedServiceForPath } from '../services';

/**
 * The one page of every Fulfillment home service the next fulfilment issue builds (rules, return settings,
 * labels, freight, reports, pre-sale, kitting, quality checks, the financial report) and of the sales
 * channels: what the service will be, that it is not built yet, and the way back to the Fulfillment home.
 */
export default function ServiceNotBuiltPage() {
  const { pathname } = useLocation();
  const service = plannedServiceForPath(pathname);
  usePageTitle(service?.name ?? null);
  const back = { to: paths.fulfillment.home(), label: 'Back to Fulfillment home' };
  if (!service)
    return (
      <NotBuiltPanel title="This service" back={back}>
        This fulfillment service is not built yet.
      </NotBuiltPanel>
    );
  return (
    <NotBuiltPanel title={service.name} willDo={service.willDo} back={back}>
      {service.summary}
    </NotBuiltPanel>
  );
}
