import { CART_FULL_MESSAGE, defineMessages, type MessageDescriptor, type Translator } from '@mitti/shared';

/**
 * What the shell says outside its pages: in a toast, the guest cart's cookie is full (the session listener) and the
 * sign-in service could not be had at boot (auth-provider.ts throws the same words); and the shop's break, when the
 * app could not start (bootstrap.tsx) or a page failed to render (site-error-boundary.tsx). Their Hindi is in hi.ts.
 */
export const documentMessages = defineMessages('shell', {
  cartFull: CART_FULL_MESSAGE,
  authUnavailable: 'Authentication service is not available. Please try again later.',
  shortBreak: 'Mitti Studio is taking a short break',
  couldNotStart: 'The shop could not start. Please reload the page in a moment.',
  couldNotShow: 'This page could not be shown. Please reload the page in a moment.',
});

/**
 * The document's translator, for those toasts. A document's language is its path's, fixed for its life (decision
 * 102), so boot sets it once.
 */
let translator: Promise<Translator | null> = Promise.resolve(null);

/** Boot's translator for this document (load-translator.ts): null for English, or when the catalog failed. */
export function setDocumentTranslator(loading: Promise<Translator | null>): void {
  translator = loading;
}

/** `said` in the document's language: its catalog's words, or the English where there is none. */
export const inDocumentLanguage = (said: MessageDescriptor): Promise<string> =>
  translator.then(
    (loaded) => (loaded ? loaded._(said) : said.message),
    () => said.message,
  );
