import { Navigate, useLocation } from 'react-router';

/** /inbox: the messages tab, keeping any query (a legacy link may carry one). */
export default function InboxRedirectPage() {
  const { search } = useLocation();
  return <Navigate to={`/inbox/messages${search}`} replace />;
}
