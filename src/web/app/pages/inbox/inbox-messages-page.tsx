import { Title } from '@mantine/core';
import { MessagingWorkspace } from '../../../features/messaging/components/messaging-workspace';
import { paths } from '../../../routing/paths';
import { InboxTabs } from './inbox-tabs';

/** /inbox/messages: the founder's conversations with suppliers. */
export default function InboxMessagesPage() {
  return (
    <>
      <Title order={1} fz={{ base: 22, sm: 26 }} mb="xs">
        Inbox
      </Title>
      <InboxTabs />
      <MessagingWorkspace basePath={paths.messaging.inbox()} side="STORE" />
    </>
  );
}
