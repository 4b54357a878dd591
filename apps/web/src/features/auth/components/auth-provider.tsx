import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@verdant/shared/messages';
import type { User } from '@verdant/shared/schemas/auth';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, setUnauthorizedHandler } from '../../../lib/api-client.ts';
import { AuthContext, type AuthContextValue, type AuthStatus } from '../../../lib/auth-context.ts';
import {
  clearSession,
  getSession,
  getToken,
  isPreviewFlagSet,
  setPreviewFlag,
  setSession,
  setStoredUser,
  subscribeSession,
} from '../../../lib/session.ts';
import { getMe } from '../api/get-me.ts';
import { loginRequest } from '../api/login.ts';
import { logoutRequest } from '../api/logout.ts';

/** Session state for the app. Lives inside the router (root layout) because preview mode and logout use the URL. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const previewFlag = useSyncExternalStore(subscribeSession, isPreviewFlagSet, () => false);
  const [searchParams, setSearchParams] = useSearchParams();
  const previewParam = searchParams.get('preview') === 'visitor';
  const isPreview = previewParam || previewFlag;

  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const toast = useToast();

  // Read by callbacks that must not change identity on every navigation.
  const locationRef = useRef(location);
  const toastRef = useRef(toast);
  const previewRef = useRef(isPreview);
  useEffect(() => {
    locationRef.current = location;
    toastRef.current = toast;
    previewRef.current = isPreview;
  });

  // Tokens that need no check against the server: the one login just returned.
  const trustedToken = useRef<string | null>(null);
  // The token whose verification has finished (either way), for the "loading" state.
  const [settledToken, setSettledToken] = useState<string | null>(null);

  const { token, user: storedUser } = session;
  // Set from logout until the browser is back on /, so guards send the user there rather than to /login.
  const [loggingOut, setLoggingOut] = useState(false);

  // The flag outlives the URL parameter for the rest of the tab's session.
  useEffect(() => {
    if (previewParam) setPreviewFlag(true);
  }, [previewParam]);

  // A 401 from any call has already cleared the session; send the browser to /login through the router.
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        const current = locationRef.current;
        queryClient.clear();
        if (current.pathname !== '/login') navigate('/login', { state: { from: current } });
      }),
    [navigate, queryClient],
  );

  // Start from the stored session, then verify it once per token.
  useEffect(() => {
    if (!token || trustedToken.current === token) return;
    const controller = new AbortController();
    getMe(controller.signal)
      .then((user) => {
        if (getToken() === token) setStoredUser(user);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          // Rejected token (a 401 is already cleared by the API client): log out.
          if (getToken() === token) clearSession();
          return;
        }
        // Network or server trouble: keep the session, the user can carry on. Preview hides the account entirely.
        if (!previewRef.current) toastRef.current.error(MESSAGES.refreshUserFailed);
      })
      .finally(() => {
        if (!controller.signal.aborted) setSettledToken(token);
      });
    return () => controller.abort();
  }, [token]);

  const login = useCallback(async (email: string, password: string) => {
    const answer = await loginRequest(email, password);
    trustedToken.current = answer.access_token;
    setSession(answer.access_token, answer.user);
    setLoggingOut(false);
    // Logging in is the way out of visitor preview.
    if (isPreviewFlagSet()) setPreviewFlag(false);
    return answer.user;
  }, []);

  const logout = useCallback(() => {
    setLoggingOut(true);
    // The request takes the token now; whether it succeeds or not, this browser forgets the session.
    logoutRequest().catch(() => undefined);
    clearSession();
    navigate('/');
  }, [navigate]);
  useEffect(() => {
    if (!loggingOut || location.pathname !== '/') return;
    setLoggingOut(false);
    // Now that the previous user's pages are gone, drop their cached data.
    queryClient.clear();
  }, [loggingOut, location.pathname, queryClient]);

  const refreshUser = useCallback(async () => {
    if (!getToken()) return null;
    const user = await getMe();
    setStoredUser(user);
    return user;
  }, []);

  const setUser = useCallback((user: User) => setStoredUser(user), []);

  const exitPreview = useCallback(() => {
    setPreviewFlag(false);
    setSearchParams(
      (params) => {
        params.delete('preview');
        return params;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  const status: AuthStatus = !token
    ? 'anonymous'
    : storedUser
      ? 'authenticated'
      : settledToken === token
        ? 'anonymous'
        : 'loading';

  const value = useMemo<AuthContextValue>(
    () => ({
      user: isPreview || status !== 'authenticated' ? null : storedUser,
      status: isPreview ? 'anonymous' : status,
      isPreview,
      loggingOut,
      exitPreview,
      login,
      logout,
      refreshUser,
      setUser,
    }),
    [isPreview, loggingOut, status, storedUser, exitPreview, login, logout, refreshUser, setUser],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
