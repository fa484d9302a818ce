import PublicBrandKitPage from '../../features/brand-kits/pages/public-brand-kit-page';

/** /bk/{id} (public): the shared kit. Visitors have no session, so no realtime channel here. */
export default function PublicBrandKit() {
  return <PublicBrandKitPage />;
}
