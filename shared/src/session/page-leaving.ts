/**
 * The mark a document carries (`<html data-leaving>`) once a form the servers answer has left it, set by the script at
 * the end of a server-rendered page (the document server's before-app/start.ts). The answer writes the cart's cookie;
 * an app that starts on the page being left must not take those lines into the account's cart, since its save goes
 * with the page (session-listener.ts): the page the form comes back to takes them.
 */
export const LEAVING_ATTRIBUTE = 'data-leaving';
