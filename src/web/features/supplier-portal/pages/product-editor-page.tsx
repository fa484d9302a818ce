import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../routing/paths';
import { PageHeader } from '../../../ui/page-header';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useSupplierItem } from '../api/get-item';
import { useSetSupplierItemEnabled } from '../api/set-item-enabled';
import { BackLink } from '../components/back-link';
import { ProductForm } from '../components/product-form';

/** /supplier/products/new and /supplier/products/{id}: the product form. */
export default function SupplierProductEditorPage() {
  const { id } = useParams();
  const itemId = id && /^\d+$/.test(id) ? Number(id) : null;
  const navigate = useNavigate();
  const item = useSupplierItem(itemId);
  const toggle = useSetSupplierItemEnabled();
  const back = <BackLink to={paths.supplierPortal.products()} label="All products" />;

  if (id !== undefined && itemId === null)
    return (
      <PageError title="This product doesn't exist" error={new Error('Check the address and try again.')} />
    );
  if (itemId === null)
    return (
      <>
        {back}
        <PageHeader
          title="Add a product"
          description="It is listed in the marketplace as soon as you save it."
        />
        <ProductForm
          item={null}
          onSaved={(saved) => {
            notifications.show({ color: 'green', message: `${saved.title} is now in the marketplace` });
            navigate(paths.supplierPortal.product(saved.id), { replace: true });
          }}
        />
      </>
    );
  if (item.isPending) return <PageLoader label="Loading the product…" />;
  if (item.isError)
    return (
      <>
        {back}
        <PageError title="We couldn't load this product" error={item.error} onRetry={() => item.refetch()} />
      </>
    );
  const product = item.data;
  return (
    <>
      {back}
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
