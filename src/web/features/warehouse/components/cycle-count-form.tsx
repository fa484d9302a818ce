import {
  Alert,
  Button,
  Card,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { AdjustSkuBody, type WarehouseSku } from '../../../../shared/contract/inventory';
import { contractValidator } from '../../../ui/contract-form';
import { useAdjustSku } from '../api/stock-queries';

type Bucket = 'ON_HAND' | 'DAMAGED';
// Mantine's NumberInput hands back '' when empty: no number yet.
type Values = { bucket: Bucket; counted: number | string; note: string };

const BUCKETS: { value: Bucket; label: string }[] = [
  { value: 'ON_HAND', label: 'On hand' },
  { value: 'DAMAGED', label: 'Damaged' },
];
const bucketLabel = (b: Bucket) => (b === 'ON_HAND' ? 'On hand' : 'Damaged');
const bookCount = (sku: WarehouseSku, b: Bucket) => (b === 'ON_HAND' ? sku.onHand : sku.damaged);

const toBody = (v: Values): AdjustSkuBody => ({
  bucket: v.bucket,
  counted: v.counted === '' ? (undefined as unknown as number) : Number(v.counted),
  note: v.note.trim(),
});
const validate = contractValidator(AdjustSkuBody, toBody);

/** "On hand 40 → 38 (−2)": what a recorded count changed. */
export function countChange(bucket: Bucket, before: number, after: number) {
  const diff = after - before;
  if (diff === 0) return `${bucketLabel(bucket)} stays ${after}: the count matches the books.`;
  return `${bucketLabel(bucket)} ${before} → ${after} (${diff > 0 ? '+' : '−'}${Math.abs(diff)})`;
}

/**
 * The cycle count: the units found on the shelf replace the bucket's figure, as one ADJUSTMENT in the store's
 * ledger with the note (the founder reads it there). On hand cannot go under what orders have committed.
 */
export function CycleCountForm({ sku }: { sku: WarehouseSku }) {
  const adjust = useAdjustSku(sku.id);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { bucket: 'ON_HAND', counted: '', note: '' },
    validate,
  });
  const bucket = form.values.bucket;

  const submit = form.onSubmit((v) => {
    const body = toBody(v);
    const before = bookCount(sku, v.bucket);
    setDone(null);
    adjust.mutate(body, {
      onSuccess: (next) => {
        setDone(countChange(v.bucket, before, bookCount(next, v.bucket)));
        form.setValues({ counted: '', note: '' });
      },
    });
  });

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="cycle-count-title">
      <Title order={2} fz="lg" id="cycle-count-title">
        Cycle count
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Count the units on the shelf and record what you found. Your count replaces the figure below and goes
        into the store's stock history with your note.
      </Text>
      <form onSubmit={submit} noValidate aria-label="Cycle count">
        <Stack gap="sm" maw={520}>
          <Input.Wrapper label="What you counted" labelElement="div" id="cycle-count-bucket">
            <SegmentedControl
              aria-labelledby="cycle-count-bucket-label"
              data={BUCKETS}
              value={bucket}
              onChange={(b) => {
                form.setFieldValue('bucket', b as Bucket);
                setDone(null);
              }}
            />
          </Input.Wrapper>
          <NumberInput
            label="Units counted"
            description={`The books say ${bookCount(sku, bucket)} ${bucketLabel(bucket).toLowerCase()}${
              bucket === 'ON_HAND' && sku.committed > 0 ? `; ${sku.committed} are committed to orders` : ''
            }.`}
            required
            min={0}
            max={10_000_000}
            allowDecimal={false}
            allowNegative={false}
            w={200}
            {...form.getInputProps('counted')}
          />
          <Textarea
            label="Note"
            description="Why the count changed: what you found, and where"
            placeholder="2 crushed in B-03-2, moved to damaged"
            required
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('note')}
          />
          {adjust.isError ? (
            <Alert color="red" variant="light" role="alert" title="Count not recorded">
              {adjust.error.message}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={adjust.isPending}>
              Record count
            </Button>
          </Group>
          <div aria-live="polite">
            {done ? (
              <Alert color="green" variant="light" title="Count recorded">
                {done}
              </Alert>
            ) : null}
          </div>
        </Stack>
      </form>
    </Card>
  );
}
