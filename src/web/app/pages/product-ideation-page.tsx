import ProductIdeationPage from '../../features/ai-design/pages/product-ideation-page';

/** /product-ideation and /product-ideation/{id}: the creator project workspace of the AI design feature. */
export default function ProductIdeationRoute() {
  return <ProductIdeationPage />;
}
