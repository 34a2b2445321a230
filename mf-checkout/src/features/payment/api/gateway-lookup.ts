import { api, type GatewayLookup } from '@mitti/shared';

/** GET /api/payment/status-by-gateway/{gatewayOrder}: finds our order from the gateway's reference. */
export const gatewayLookupApi = api.injectEndpoints({
  endpoints: (build) => ({
    lookupGatewayOrder: build.query<GatewayLookup, string>({
      query: (gatewayOrder) => `/api/payment/status-by-gateway/${encodeURIComponent(gatewayOrder)}`,
    }),
  }),
});

export const { useLookupGatewayOrderQuery } = gatewayLookupApi;
