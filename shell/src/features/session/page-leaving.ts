import { LEAVING_ATTRIBUTE } from '@mitti/shared';

/**
 * True once a form the servers answer has left this page (the document's start script marks it, decision 104):
 * the page that answer brings is on its way, and this one is about to go.
 */
export const pageIsLeaving = (): boolean => document.documentElement.hasAttribute(LEAVING_ATTRIBUTE);
