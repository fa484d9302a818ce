import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { CreateSupplierInviteBody } from '../../../../shared/contract/supplier-invites';
import { isApiError } from '../../../api/api-error';
import { useCreateSupplierInvite } from '../api/create-supplier-invite';

const EMPTY: CreateSupplierInviteBody = { name: '', website: '', email: '', phoneNumber: '' };

/** "Invite a supplier": a factory the founder already works with, brought onto Quarry (spec §7). */
export function InviteSupplierButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const invite = useCreateSupplierInvite();
  const [error, setError] = useState<string | null>(null);
  // One key per filled-in form: a retry of the same submit is the same invite.
  const key = useRef(crypto.randomUUID());
  const form = useForm<CreateSupplierInviteBody>({
    initialValues: EMPTY,
    validate: schemaResolver(CreateSupplierInviteBody, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await invite.mutateAsync({ body: values, key: key.current });
      notifications.show({
        color: 'green',
        title: 'Invite sent',
        message: `We'll reach out to ${values.name} and let you know when they join Quarry.`,
      });
      form.reset();
      key.current = crypto.randomUUID();
      close();
    } catch (e) {
      if (isApiError(e)) {
        form.setErrors(e.fieldErrors());
        if (e.details.length === 0) setError(e.message);
      } else setError('We could not send the invite. Try again.');
    }
  });

  return (
    <>
      <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={open}>
        Invite a supplier
      </Button>
      <Modal opened={opened} onClose={close} title="Invite a supplier">
        <form onSubmit={submit} noValidate aria-label="Invite a supplier">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Work with a factory that isn't on Quarry yet? Tell us who they are and we'll invite them, so you
              can message, order and pay them here.
            </Text>
            {error ? (
              <Alert color="red" title="The invite wasn't sent">
                {error}
              </Alert>
            ) : null}
            <TextInput label="Supplier name" required maxLength={200} {...form.getInputProps('name')} />
            <TextInput
              label="Website"
              required
              placeholder="https://supplier.example"
              {...form.getInputProps('website')}
            />
            <TextInput
              label="Email"
              type="email"
              required
              placeholder="sales@supplier.example"
              {...form.getInputProps('email')}
            />
            <TextInput
              label="Phone number"
              type="tel"
              required
              placeholder="+1 415 555 0100"
              {...form.getInputProps('phoneNumber')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={invite.isPending}>
                Send invite
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
