/**
 * The sign-in pages, one chunk fetched when a sign-in route opens (routes.tsx): no other page needs them,
 * and they are rendered in the browser only, where the auth SDK they drive is fetched too.
 */
export { LoginPage } from './login-page';
export { RegisterPage } from './register-page';
export { ResetPasswordPage } from './reset-password-page';
export { EmailLinkLoginPage } from './email-link-login-page';
export { EmailLinkConfirmPage } from './email-link-confirm-page';
