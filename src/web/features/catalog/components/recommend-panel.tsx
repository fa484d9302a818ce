import { Alert, Button, Group, List, NumberInput, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RecommendToUserBody } from '../../../../shared/contract/catalog';
import { dollarsToCents } from '../../../../shared/rules/money';
import { isApiError } from '../../../api/api-error';
import { contractValidator } from '../../../ui/contract-form';
import { EmptySection } from '../../../ui/page-states';
import { useRecommendToUser } from '../api/recommend-to-user';
import { ItemCard } from './item-card';
import { SupplierCard } from './supplier-card';

// Mantine's NumberInput hands back text ("4.50") while it keeps trailing zeros: converted with Number().
type Values = { text: string; quantity: number | string; maxUnitPrice: number | string };

/** What the panel sends: the budget in dollars becomes cents (RecommendToUserBody). */
const toBody = (v: Values): RecommendToUserBody => ({
  text: v.text.trim(),
  quantity: v.quantity === '' ? undefined : Number(v.quantity),
  maxUnitPriceCents: v.maxUnitPrice === '' ? undefined : dollarsToCents(Number(v.maxUnitPrice)),
  size: 8,
});

/** The contract checks the body; its budget's message lands on the dollars field. */
const validate = contractValidator(RecommendToUserBody, toBody, (path) =>
  path[0] === 'maxUnitPriceCents' ? 'maxUnitPrice' : String(path[0]),
);

function Reasons({ reasons }: { reasons: string[] }) {
  return (
    <List size="xs" c="dimmed" spacing={0} mt={4} aria-label="Why it was picked">
      {reasons.map((r) => (
        <List.Item key={r}>{r}</List.Item>
      ))}
    </List>
  );
}

/**
 * "Tell us what you need": the founder describes the product in words, with a quantity and a unit budget
 * if they have them, and gets matching products (priced at that quantity) and suppliers, each saying why.
 */
export function RecommendPanel() {
  const recommend = useRecommendToUser();
  const form = useForm<Values>({
    initialValues: { text: '', quantity: '', maxUnitPrice: '' },
    validate,
  });
  const submit = form.onSubmit((v) => recommend.mutate(toBody(v)));
  const result = recommend.data;
  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label="Tell us what you need">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Textarea
            label="What are you looking for?"
            placeholder="Soy candles in amber jars for a wellness brand"
            autosize
            minRows={1}
            maxLength={1000}
            style={{ flex: '1 1 320px' }}
            {...form.getInputProps('text')}
          />
          <NumberInput
            label="Quantity"
            placeholder="500"
            min={1}
            max={10_000_000}
            allowDecimal={false}
            w={120}
            {...form.getInputProps('quantity')}
          />
          <NumberInput
            label="Max unit price"
            placeholder="4.50"
            prefix="$"
            min={0.01}
            decimalScale={2}
            w={140}
            {...form.getInputProps('maxUnitPrice')}
          />
          <Button type="submit" loading={recommend.isPending}>
            Recommend
          </Button>
        </Group>
      </form>
      {recommend.isError ? (
        <Alert color="red" title="We couldn't recommend anything">
          {isApiError(recommend.error) ? recommend.error.message : 'Try again in a moment.'}
        </Alert>
      ) : null}
      {result && result.items.length === 0 && result.suppliers.length === 0 ? (
        <EmptySection title="Nothing matches yet">
          Try other words, a larger quantity or a higher budget.
        </EmptySection>
      ) : null}
      {result?.items.length ? (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" data-testid="recommended-products">
          {result.items.map((item) => (
            <div key={item.id}>
              <ItemCard item={item} />
              <Text size="xs" fw={600} mt={4}>
                Picked because
              </Text>
              <Reasons reasons={item.reasons} />
            </div>
          ))}
        </SimpleGrid>
      ) : null}
      {result?.suppliers.length ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm" data-testid="recommended-suppliers">
          {result.suppliers.map((s) => (
            <div key={s.id}>
              <SupplierCard supplier={s} />
              <Reasons reasons={s.reasons} />
            </div>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
