import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { StoreUser } from '../../../../shared/contract/stores';
import { useUpdateInboxSmsNotify } from '../api/update-inbox-sms-notify';

/** Text the founder when a supplier writes (PUT /web/stores/me/inbox-sms-notify); saved on toggle. */
export function SmsNotifySetting({ store }: { store: StoreUser }) {
  const update = useUpdateInboxSmsNotify();
  const checked =
    update.isPending && update.variables !== undefined ? update.variables : store.inboxSmsNotify;
  return (
    <Switch
      label="Text me when a supplier sends a message"
      description="We send an SMS for new inbox messages, so you never keep a factory waiting."
      checked={checked}
      disabled={update.isPending}
      onChange={(event) =>
        update.mutate(event.currentTarget.checked, {
          onSuccess: (saved) =>
            notifications.show({
              color: 'green',
              message: saved.inboxSmsNotify ? 'Inbox text messages are on.' : 'Inbox text messages are off.',
            }),
        })
      }
    />
  );
}
