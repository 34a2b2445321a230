import type { FormEvent, FormHTMLAttributes, ReactNode, Ref } from 'react';
import { useLocation } from '../platform/router';
import { pathInLanguage } from '../i18n/languages';
import { useLanguage } from '../i18n/messages';
import { FORM_ACTIONS, RETURN_TO_FIELD, returnPathOf, type FormActionName } from './form-actions';

interface Props extends Omit<FormHTMLAttributes<HTMLFormElement>, 'action' | 'method' | 'onSubmit'> {
  /** Who answers the form when the app does not (yet): forms/form-actions.ts. */
  action: FormActionName;
  /**
   * The app's own handling, once it runs: the form's fields, with the button that sent it. The browser's
   * post does not happen then; before the app runs (or without JavaScript) the post is all there is.
   */
  onSubmit: (fields: FormData, event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  ref?: Ref<HTMLFormElement>;
}

/** The fields a submit sends: the form's, plus the name and value of the button that was pressed. */
export function submittedFields(event: FormEvent<HTMLFormElement>): FormData {
  const fields = new FormData(event.currentTarget);
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  if (submitter instanceof HTMLButtonElement && submitter.name) fields.set(submitter.name, submitter.value);
  return fields;
}

/**
 * A form that works before the app does (decision 035): a plain post to its owner's path, answered with a
 * redirect back to this page, which shows what happened. Once React has hydrated it, the app handles the
 * submit instead, without a page load. A tap is one or the other, never both: React's handler prevents the
 * post, and before hydration there is no handler.
 */
export function ActionForm({ action, onSubmit, children, ...attributes }: Props) {
  const { pathname, search } = useLocation();
  // The router's path is the route's, without the page's language prefix: the way back keeps the language.
  const page = pathInLanguage(pathname, useLanguage());
  return (
    <form
      {...attributes}
      method="post"
      action={FORM_ACTIONS[action].path}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(submittedFields(event), event);
      }}
    >
      <input type="hidden" name={RETURN_TO_FIELD} value={returnPathOf(page, search)} />
      {children}
    </form>
  );
}
