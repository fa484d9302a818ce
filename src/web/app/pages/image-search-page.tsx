import { ItemCard } from '../../features/catalog/components/item-card';
import ImageSearchPage from '../../features/image-search/pages/image-search-page';

/** /browse-suppliers-with-uploaded-image: search by image, each match shown as the catalog's product card. */
export default function ImageSearchWithCatalogCards() {
  return <ImageSearchPage ItemCard={ItemCard} />;
}
