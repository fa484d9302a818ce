import { Anchor, Group, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useSupplierItem } from '../api/get-item';
import { useSetSupplierItemEnabled } from '../api/set-item-enabled';
import { ProductForm } from '../components/product-form';
import { supplierPaths } from '../paths';

function BackLink() {
  return (
    <Anchor component={Link} to={supplierPaths.products()} size="sm" mb="sm" display="inline-flex">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden /> All products
      </Group>
    </Anchor>
  );
}

/** /supplier/products/new and /supplier/products/{id}: the product form. */
export default function SupplierProductEditorPage() {
  const { id } = useParams();
  const itemId = id && /^\d+$/.test(id) ? Number(id) : null;
  const navigate = useNavigate();
  const item = useSupplierItem(itemId);
  const toggle = useSetSupplierItemEnabled();

  if (id !== undefined && itemId === null)
    return (
      <PageError title="This product doesn't exist" error={new Error('Check the address and try again.')} />
    );
  if (itemId === null)
    return (
      <>
        <BackLink />
        <PageHeader
          title="Add a product"
          description="It is listed in the marketplace as soon as you save it."
        />
        <ProductForm
          item={null}
          onSaved={(saved) => {
            notifications.show({ color: 'green', message: `${saved.title} is now in the marketplace` });
            navigate(supplierPaths.product(saved.id), { replace: true });
          }}
        />
      </>
    );
  if (item.isPending) return <PageLoader label="Loading the product…" />;
  if (item.isError)
    return (
      <>
        <BackLink />
        <PageError title="We couldn't load this product" error={item.error} onRetry={() => item.refetch()} />
      </>
    );
  const product = item.data;
  return (
    <>
      <BackLink />
      <PageHeader
        title={product.title}
        description={
          product.isEnabled
            ? 'Listed in the marketplace: founders find it in search.'
            : "Hidden from the marketplace: founders can't find or open it."
        }
        actions={
          <Switch
            label="Listed in the marketplace"
            checked={product.isEnabled}
            disabled={toggle.isPending}
            onChange={(e) => toggle.mutate({ id: product.id, enabled: e.currentTarget.checked })}
          />
        }
      />
      <ProductForm
        key={product.id}
        item={product}
        onSaved={() => notifications.show({ color: 'green', message: 'Your changes are saved' })}
      />
    </>
  );
}
