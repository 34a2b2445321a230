export * from './types';
export * from './platform/router';
export * from './platform/store';
export { formatRupees, formatRupeesInText, discountPercent } from './money/format-rupees';
export { hasInvoice, InvoiceDownload, type InvoiceOrder, type InvoiceWords } from './orders/invoice-download';
export { formatDateIndia, formatDeliveryDate } from './dates/format-date';
export { getErrorMessage } from './errors/get-error-message';
export {
  HTML_LANG,
  LANGUAGE_NAMES,
  LANGUAGES,
  languageBasename,
  languageOfPath,
  otherLanguage,
  parseLanguage,
  pathInLanguage,
  samePageIn,
  type Language,
} from './i18n/languages';
export {
  PageLanguageContext,
  defineMessages,
  useLanguage,
  useTranslate,
  type Catalog,
  type MessageDescriptor,
  type Messages,
  type PageLanguage,
  type RemoteCatalog,
  type Translator,
  type WordValues,
  type Words,
} from './i18n/messages';
export { CONTACT_LIMITS, NEWSLETTER_LIMITS, ORDER_TEXT_LIMITS, PROFILE_LIMITS } from './contracts/form-limits';
export { EMAIL_ADDRESS_MAX, isEmailAddress } from './contracts/email-address';
export { configureApiClient, getApiClientConfig, type ApiClientConfig } from './api/api-config';
export { ApiError, AUTH_EXPIRED_MESSAGE, NO_RESPONSE_MESSAGE, TOKEN_NOT_AVAILABLE_MESSAGE } from './api/api-error';
export { apiRequest, type ApiRequest } from './api/api-request';
export { blobText, downloadApiFile } from './api/download-file';
export { api, apiHydrated, type ApiQueryError } from './api/api';
export type { RemoteActions, ServerPage, ServerPageContext, ServerPages, ServerRemote } from './ssr/server-page';
export { prefetchQuery } from './ssr/prefetch-query';
export { ServerPageUrlContext, usePageUrl } from './ssr/page-url';
export type { ServerAction, ServerActionContext } from './ssr/server-page';
export {
  DOCUMENT_STATE_ID,
  type DocumentState,
  type FormActionRequest,
  type FormActionResult,
  type PageHead,
  type RenderModule,
  type RenderRequest,
  type RenderResult,
  type RuntimeConfig,
  type SiteDocuments,
} from './ssr/document-contract';
export { flashDurationMs, flashFor, parseFlash, type Flash } from './forms/flash';
export { flashDismissed, flashShown, selectFlash } from './forms/flash-slice';
export {
  CART_INTENTS,
  FORM_ACTIONS,
  RETURN_TO_FIELD,
  formFields,
  safeReturnPath,
  type CartIntent,
  type FieldOf,
  type FormActionName,
  type FormsOf,
} from './forms/form-actions';
export { ActionForm, submittedFields } from './forms/action-form';
export { SIGN_IN_REASONS, signInPath, signInReason, type SignInReason } from './forms/sign-in-link';
export { paths } from './routes/links';
export {
  COOKIE_MAX_AGE_S,
  PERSONAL_COOKIES,
  SHOP_COOKIES,
  onHttps,
  readCookies,
  setCookieString,
  type CookieOptions,
} from './session/shop-cookies';
export * from './auth/auth-slice';
export { meetsPasswordPolicy, PASSWORD_POLICY_HINT, PASSWORD_POLICY_MESSAGE } from './auth/password-policy';
export { accountDocumentsFailed, accountDocumentsRequested } from './auth/account-documents';
export { useWhenSignInKnown } from './ui/use-when-sign-in-known';
export * from './cart/cart-slice';
export {
  CART_COOKIE_MAX_VALUE,
  CART_FULL_MESSAGE,
  cartCookieValue,
  cartLineOf,
  cartSetCookie,
  imagesOf,
  parseCartCookie,
} from './cart/cart-cookie';
export {
  DEFAULT_QUANTITY_CAP,
  addToCartItems,
  parseQuantity,
  quantityCap,
  removeFromCartItems,
  setCartQuantity,
  type CartChange,
  type CartLineChange,
  type CartSaid,
  type CartChangeText,
} from './cart/cart-rules';
export * from './wishlist/wishlist-slice';
export {
  isSoldOut,
  stockOf,
  stockProblem,
  useProductStock,
  useProductsNow,
  type ProductNow,
  type ProductsNow,
  type ProductsNowApi,
} from './products/product-stock';
export { rootReducer, type RootState } from './store/root-reducer';
export {
  createAppStore,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type AppStore,
  type AppDispatch,
} from './store/create-store';
export * from './remotes/remote-contract';
export { notify } from './ui/notify';
export { Toasts, loadToasts } from './ui/toasts';
export { collectPageHead, usePageTitle, useOpenGraph, type OpenGraphDetails } from './ui/use-page-title';
export { renderStandalone } from './ui/render-standalone';
export type { CreateStoreOptions } from './store/create-store';
export type {
  DocumentStore,
  UserDocuments,
  UserDocumentFields,
  UserCollection,
  UserProfileFields,
  CartDocument,
  WishlistDocument,
} from './documents/document-store';
export { createHttpDocumentStore } from './documents/http-document-store';
export {
  installAccountActions,
  getAccountActions,
  AccountActionError,
  PROFILE_UPDATE_UNAVAILABLE,
  type AccountActions,
} from './auth/account-actions';
export {
  readGuestOrders,
  writeGuestOrders,
  addGuestOrder,
  GUEST_ORDERS_KEY,
  readMergedGuestOrders,
  MERGED_GUEST_ORDERS_KEY,
  GUEST_ORDERS_MERGED_EVENT,
  type GuestOrder,
} from './guest-orders/guest-order-storage';
export { mergeGuestOrders, type GuestMergeResult } from './guest-orders/merge-guest-orders';
export { DialogFocus, useDialogFocus } from './ui/use-dialog-focus';
export { deliveryApi, useRememberedPin, type DeliveryCheck } from './delivery-check/delivery-api';
export { DeliverToCheck, DeliveryAnswer } from './delivery-check/deliver-to-check';
export { COUNTRY_OF_ORIGIN, MAKER, SELLER } from './legal/seller';
// Through the shared singleton, so a remote's expose does not carry its own copy of the delivery rules.
export {
  DISPATCH_WITHIN,
  SHIPPING_OPTIONS,
  shippingPaiseForOption,
  type ShippingOptionAnswer,
  type ShippingOptionId,
} from './delivery/delivery-rules';
