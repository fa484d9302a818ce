import ProductDesignPage from '../../features/ai-design/pages/product-design-page';

/** /product-design and /sourcing/product-design (the same screen, spec §2): the AI design feature's page. */
export default function ProductDesignRoute() {
  return <ProductDesignPage />;
}
