import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../types';

export type AuthStatus = 'checking' | 'signed-out' | 'signed-in';

export interface AuthState {
  user: User | null;
  /** The identity token is held by the auth provider, never in the store or browser storage. */
  hasToken: boolean;
  status: AuthStatus;
  error: string | null;
}

const initialState: AuthState = { user: null, hasToken: false, status: 'checking', error: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.hasToken = true;
      state.status = 'signed-in';
      state.error = null;
    },
    signedOut(state) {
      state.user = null;
      state.hasToken = false;
      state.status = 'signed-out';
    },
    authFailed(state, action: PayloadAction<string>) {
      state.error = action.payload;
    },
    authErrorCleared(state) {
      state.error = null;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectAuthStatus: (state) => state.status,
    selectIsSignedIn: (state) => state.status === 'signed-in',
    selectAuthError: (state) => state.error,
  },
});

export const { signedIn, signedOut, authFailed, authErrorCleared } = authSlice.actions;
export const { selectUser, selectAuthStatus, selectIsSignedIn, selectAuthError } = authSlice.selectors;
