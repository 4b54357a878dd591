import type { User } from '@verdant/shared/schemas/auth';
import { createContext, useContext } from 'react';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export type AuthContextValue = {
  /** The signed-in user; null when logged out and while visitor preview is on. */
  user: User | null;
  /** "loading" only while a stored token has no stored user yet and the server has not answered. */
  status: AuthStatus;
  /** Visitor preview (docs/product.md#pages-and-navigation): the app behaves as if nobody is logged in. */
  isPreview: boolean;
  exitPreview: () => void;
  login: (email: string, password: string) => Promise<User>;
  /** True between logout and arriving on /: guards then send the user to /, not to /login. */
  loggingOut: boolean;
  /** Clears the session and goes to /. */
  logout: () => void;
  /** Asks the server for the current user again (e.g. after a profile or plan change). */
  refreshUser: () => Promise<User | null>;
  /** Replaces the stored user with an answer the caller already has. */
  setUser: (user: User) => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
