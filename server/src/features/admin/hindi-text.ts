/** The owner's Hindi name or description as given (decision 112), trimmed: null for none, undefined when left out. */
export const hindiOf = (text: string | null | undefined) => (text == null ? text : text.trim());
