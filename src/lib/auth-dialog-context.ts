/**
 * Opens the 'Log in or sign up' dialog from anywhere: `useAuthDialog().open()`, or
 * `open({ required: true })` for login-required mode (cannot be closed while signed out).
 * The dialog itself is the auth feature's (AuthDialogProvider, mounted by the shell): every
 * feature can ask for it without importing the sign-in UI.
 */
import { createContext, useContext } from 'react';

export interface OpenOptions {
  required?: boolean;
}
export interface AuthDialogApi {
  open(options?: OpenOptions): void;
}

export const AuthDialogContext = createContext<AuthDialogApi>({ open: () => {} });

export const useAuthDialog = () => useContext(AuthDialogContext);
