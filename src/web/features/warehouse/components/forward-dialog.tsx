import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ForwardReceivingBody } from '../../../../shared/contract/receivings';
import { useForwardReceiving } from '../api/inbound-queries';

type Values = { reason: string; trackingNumber: string };

const fieldError = (key: keyof Values) => (v: string) => {
  const r = ForwardReceivingBody.shape[key].safeParse(v);
  return r.success ? null : (r.error.issues[0]?.message ?? 'Check this field');
};

/**
 * Closes a receiving unstored: the warehouse refuses goods it cannot store and ships the cartons on to the
 * founder, saying why (decision 044). Offered only while nothing of the receiving is in stock.
 */
export function ForwardDialog({ sn, opened, onClose }: { sn: string; opened: boolean; onClose: () => void }) {
  const forward = useForwardReceiving(sn);
  const form = useForm<Values>({
    initialValues: { reason: '', trackingNumber: '' },
    validate: { reason: fieldError('reason'), trackingNumber: fieldError('trackingNumber') },
  });

  function close() {
    form.reset();
    forward.reset();
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Forward to the founder"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={form.onSubmit((v) => forward.mutate(v, { onSuccess: close }))}
        noValidate
        aria-label="Forward to the founder"
      >
        <Stack gap="sm">
          <Text size="sm">
            The receiving closes without going into stock: what it announced leaves inbound and the founder
            sees it as forwarded, with your reason.
          </Text>
          {forward.isError ? (
            <Alert color="red" variant="light" role="alert" title="Not forwarded">
              {forward.error.message}
            </Alert>
          ) : null}
          <Textarea
            label="Reason"
            description="Why the goods cannot be stored (wrong, unsafe or unlabelled goods…)"
            required
            autosize
            minRows={2}
            maxLength={500}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <TextInput
            label="Forwarding tracking number (optional)"
            maxLength={60}
            {...form.getInputProps('trackingNumber')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={forward.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={forward.isPending}>
              Forward to founder
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
