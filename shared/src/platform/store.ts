/**
 * The store and notification APIs apps use beyond `@mitti/shared`'s own hooks and slices. Like the
 * router (router.ts), Redux, RTK Query and react-toastify reach the apps only through this package, the
 * one singleton they negotiate, so each ships trimmed to what the site uses (decision 013). The store's
 * Provider and the toast container must be the very copies the shared hooks and `notify` talk to.
 */
export { Provider } from 'react-redux';
export { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
export { skipToken } from '@reduxjs/toolkit/query/react';
