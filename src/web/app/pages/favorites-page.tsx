import FavoritesPage from '../../features/catalog/favorites/pages/favorites-page';
import { InviteSupplierButton } from '../../features/supplier-invites/components/invite-supplier-button';

/** /favorites: the catalog's favorites, with the supplier-invites feature's "Invite a supplier" button. */
export default function FavoritesWithInvite() {
  return <FavoritesPage inviteSupplier={<InviteSupplierButton />} />;
}
