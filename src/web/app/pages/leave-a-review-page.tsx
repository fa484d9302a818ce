import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { isReviewableStatus } from '../../../shared/rules/order-items';
import { ApiError } from '../../api/api-error';
import { useOrderItem } from '../../features/cart/api/get-order-item';
import { OrderSummary } from '../../features/cart/components/orders/order-summary';
import { WriteReview } from '../../features/reviews/components/write-review';
import { paths } from '../../routing/paths';
import { PageError, PageLoader } from '../../ui/page-states';

/**
 * /leave-a-review/{orderId}: the founder reviews the supplier of something it bought — of the product
 * itself when the order is a catalog product. Only a delivered order can be reviewed from here; another store's
 * order, or an unknown one, is "not found".
 */
export default function LeaveAReviewPage() {
  const id = Number(useParams().orderId);
  const valid = Number.isInteger(id) && id > 0;
  const order = useOrderItem(valid ? id : null);
  const missing = !valid || (order.isError && order.error instanceof ApiError && order.error.status === 404);
  if (missing)
    return (
      <Paper withBorder p="xl" maw={640} mx="auto" mt="xl">
        <Stack gap="sm" align="flex-start">
          <Title order={1} fz={26}>
            Order not found
          </Title>
          <Text>This order doesn't exist or belongs to another store.</Text>
          <Button component={Link} to={paths.orders.list()}>
            Your orders
          </Button>
        </Stack>
      </Paper>
    );
  if (order.isPending) return <PageLoader label="Loading your order…" />;
  if (order.isError) return <PageError error={order.error} onRetry={() => order.refetch()} />;
  const o = order.data;
  return (
    <Stack gap="lg" maw={640} mx="auto" my="xl">
      <Title order={1} fz={26}>
        Review {o.supplier.name}
      </Title>
      <Paper withBorder p="md">
        <OrderSummary item={o} />
      </Paper>
      {isReviewableStatus(o.status) ? (
        <Stack gap="sm">
          <Text size="sm">
            How was {o.catalogItemId ? 'this product and ' : ''}working with {o.supplier.name}? Your review
            helps other founders choose.
          </Text>
          <WriteReview companyId={o.supplier.id} itemId={o.catalogItemId ?? undefined} />
        </Stack>
      ) : o.purchasedAt && o.status !== 'CANCELED' ? (
        <Alert color="yellow" title="Not delivered yet">
          You can review the supplier once this order is delivered.
        </Alert>
      ) : (
        <Alert color="yellow" title="Not bought yet">
          You can review the supplier once this order is paid and delivered.
        </Alert>
      )}
      <Button component={Link} to={paths.orders.list({ id: o.id })} variant="subtle" w="fit-content">
        Back to your orders
      </Button>
    </Stack>
  );
}
