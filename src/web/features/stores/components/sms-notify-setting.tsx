import { Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { PhoneNumber } from '../../../../shared/contract/phone';
import type { StoreUser } from '../../../../shared/contract/stores';
import { useUpdateInboxSmsNotify } from '../api/update-inbox-sms-notify';
import { useUpdateSmsPhoneNumber } from '../api/update-sms-phone-number';

/**
 * Text the founder when a supplier writes (PUT /web/stores/me/inbox-sms-notify, saved on toggle) at the
 * number given here (PUT /web/stores/me/sms-phone-number). Texts go with the email digest of unread messages.
 */
export function SmsNotifySetting({ store }: { store: StoreUser }) {
  const update = useUpdateInboxSmsNotify();
  const savePhone = useUpdateSmsPhoneNumber();
  const [phone, setPhone] = useState(store.smsPhoneNumber ?? '');
  const [error, setError] = useState<string | null>(null);
  const checked =
    update.isPending && update.variables !== undefined ? update.variables : store.inboxSmsNotify;

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = phone.trim();
    const parsed = value === '' ? null : PhoneNumber.safeParse(value);
    if (parsed && !parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a valid phone number');
      return;
    }
    setError(null);
    savePhone.mutate(parsed ? parsed.data : null, {
      onSuccess: (saved) => {
        setPhone(saved.smsPhoneNumber ?? '');
        notifications.show({
          color: 'green',
          message: saved.smsPhoneNumber ? `Texts go to ${saved.smsPhoneNumber}.` : 'Phone number removed.',
        });
      },
    });
  }

  return (
    <Stack gap="sm">
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
                message: saved.inboxSmsNotify
                  ? 'Inbox text messages are on.'
                  : 'Inbox text messages are off.',
              }),
          })
        }
      />
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="xs">
          <TextInput
            label="Mobile number for texts"
            description="International format, such as +1 415 555 0100"
            type="tel"
            autoComplete="tel"
            value={phone}
            error={error}
            onChange={(e) => setPhone(e.currentTarget.value)}
            style={{ flex: 1, maxWidth: 320 }}
          />
          <Button type="submit" variant="default" loading={savePhone.isPending}>
            Save number
          </Button>
        </Group>
      </form>
      {checked && !store.smsPhoneNumber ? (
        <Text size="sm" c="dimmed">
          Add a number to receive texts; until then we only email you.
        </Text>
      ) : null}
    </Stack>
  );
}
