import CustomProjectRequestsPage from '../../../features/projects/pages/custom-project-requests-page';
import { InboxTabs } from './inbox-tabs';

/** /inbox/custom-project-requests: the projects feature's page under the inbox tabs. */
export default function InboxProjectRequestsPage() {
  return (
    <>
      <InboxTabs />
      <CustomProjectRequestsPage />
    </>
  );
}
