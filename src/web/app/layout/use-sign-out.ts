import { useNavigate } from 'react-router';
import { clearLocalData } from '../../api/session';
import { LOGIN_PATH } from './session-rules';

/** Sign out from a header: local data cleared, then the sign-in page (a fresh session, no return path). */
export function useSignOut() {
  const navigate = useNavigate();
  return () => {
    clearLocalData();
    navigate(LOGIN_PATH, { replace: true });
  };
}
