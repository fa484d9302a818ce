import BrowseSuppliersPage from '../../features/catalog/pages/browse-suppliers-page';
import { ProjectListPanel } from '../../features/projects/components/project-list-panel';

/** /browse-suppliers: the catalog's marketplace, whose RFP view lists the store's custom projects. */
export default function BrowseSuppliersWithProjects() {
  return <BrowseSuppliersPage rfpView={<ProjectListPanel />} />;
}
