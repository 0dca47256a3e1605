import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useAuthDeps } from './auth-context';
import { logout } from './auth-flows';
import { LOGIN_LOCATION } from './session-guard';

/** The signed-in shell's logout: clears the session and cached data, then goes to login (§4). */
export function useLogout() {
  const deps = useAuthDeps();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  async function handleLogout() {
    setLoggingOut(true);
    await logout(deps);
    queryClient.clear();
    await navigate(LOGIN_LOCATION);
  }

  return { loggingOut, onLogout: () => void handleLogout() };
}
