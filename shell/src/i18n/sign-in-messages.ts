import { defineMessages, SIGN_IN_REASONS } from '@mitti/shared';

/**
 * The sign-in page's words and SPEC section 8's sign-in messages (every auth screen's refusals, the password reset's
 * answers) in English, in the sign-in pages' chunk; `hi.ts` holds them in Hindi (decision 102). Plain texts: a
 * shopper's name goes after its words ('Welcome back' + ', Asha' + '!').
 */
export const signInMessages = defineMessages('shell', {
  // SPEC section 8: sign in, with Google, and the reset's answers.
  incorrectCredentials: 'Incorrect username or password. Please try again.',
  tooManyAttempts: 'Too many failed login attempts. Please try again later or reset your password.',
  loginFailed: 'Failed to log in. Please try again.',
  loginCanceled: 'Login canceled. Please try again.',
  googleSignInFailed: 'Failed to sign in with Google. Please try again.',
  resetFailed: 'Failed to send reset email. Please try again.',
  forgotPasswordNeutral: 'If an account exists with this email, a password reset link will be sent.',
  resetNeedsEmail: 'Please enter your email address to reset your password',
  // SPEC section 8: register, with Google, the reset page, the email link.
  emailInUse: 'This email is already registered. Please use a different email or login',
  invalidEmailFormat: 'Invalid email address format',
  weakPassword: 'Password is too weak. Please follow the password requirements',
  registerFailed: 'Failed to create account. Please try again.',
  signUpCancelled: 'Sign-in was cancelled',
  popupBlocked: 'Popup was blocked by your browser. Please allow popups for this site',
  googleSignUpFailed: 'Failed to sign up with Google. Please try again.',
  loginLinkFailed: 'Failed to send login link. Please try again.',
  usedLink: 'This link is invalid or has already been used. Please request a new login link.',
  linkSignInFailed: 'Failed to sign in. Please try again.',
  wishlistReason: SIGN_IN_REASONS.wishlist,
  // The sign-in page.
  signInTitle: 'Sign In',
  signInDescription: 'Sign in to your Mitti Studio account.',
  signInIntro: 'Sign in to see your orders, wishlist and workshop bookings.',
  noAccount: "Don't have an account?",
  signUpLink: 'Sign Up',
  emailLinkInstead: 'Sign in with an email link instead',
  signInEmailRequired: 'Email is required',
  signInPasswordRequired: 'Password is required',
  bothRequired: 'Please enter both email and password',
  signedIn: 'Signed in! Taking you back...',
  signInEmail: 'Email',
  signInPassword: 'Password',
  forgotPassword: 'Forgot Password?',
  signingIn: 'Signing In...',
  signInButton: 'Sign In',
  or: 'or',
  signInWithGoogle: 'Sign in with Google',
  dismiss: 'Dismiss',
  welcomeBack: 'Welcome back',
  welcomeNew: 'Welcome to Mitti Studio',
});
