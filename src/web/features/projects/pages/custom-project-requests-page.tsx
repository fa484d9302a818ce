import { Stack } from '@mantine/core';
import { PageHeader } from '../../../ui/page-header';
import { ProjectListPanel } from '../components/project-list-panel';

/** /inbox/custom-project-requests: the store's custom project requests (the same list as the RFP view). */
export default function CustomProjectRequestsPage() {
  return (
    <Stack gap="md">
      <PageHeader
        title="Custom project requests"
        description="Requests you sent to suppliers, their quotes, and drafts you are still writing."
      />
      <ProjectListPanel />
    </Stack>
  );
}
