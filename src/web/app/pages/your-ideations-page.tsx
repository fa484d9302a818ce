import YourIdeationsPage from '../../features/ai-design/pages/your-ideations-page';

/** /your-ideations: the store's saved ideations and public inspiration. */
export default function YourIdeationsRoute() {
  return <YourIdeationsPage />;
}
