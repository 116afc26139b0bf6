import { useEffect } from 'react';
import { useNavigate } from '@colleghi/shared/router';
import { DelayedLoader, useSession } from '@colleghi/shared';

/** Clears the stored token, user id and user state, then shows the sign-in page. */
export function LogoutPage() {
  const { logout } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    logout();
    navigate('/signin', { replace: true });
  }, [logout, navigate]);
  return <DelayedLoader label="Uscita in corso" />;
}
