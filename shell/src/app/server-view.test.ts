import { describe, expect, it } from '@jest/globals';
import { api, cartLoaded, createAppStore } from '@mitti/shared';
import { SERVER_VIEW_STATE_ID, prepareServerView, readServerView } from './server-view';

const notes = api.injectEndpoints({
  endpoints: (build) => ({ serverViewNotes: build.query<string[], void>({ query: () => '/notes' }) }),
});

/** The state as the server serialises it into the document, after its render's API read. */
async function serverState() {
  const server = createAppStore();
  await server.dispatch(notes.util.upsertQueryData('serverViewNotes', undefined, ['glazed', 'fired']));
  return JSON.parse(JSON.stringify({ api: server.getState().api })) as { api: unknown };
}

function documentWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<script type="application/json" id="${SERVER_VIEW_STATE_ID}">${json}</script>`;
  return doc;
}

describe('the server view in the browser', () => {
  it("starts the store with the server's API reads, so the first render needs no request", async () => {
    const written = { state: await serverState(), session: null, module: null, remotes: {} };
    const view = readServerView(documentWith(JSON.stringify(written)));
    const store = createAppStore();
    await prepareServerView(store, view!);
    const read = notes.endpoints.serverViewNotes.select()(store.getState());
    expect(read.isSuccess).toBe(true);
    expect(read.data).toEqual(['glazed', 'fired']);
  });

  it('gives the store what the cookies told the server of the shopper: the guest cart in the first render', async () => {
    const line = { id: 'bowl', name: 'Speckled Bowl', price: 650, imageUrl: '/bowl.svg', quantity: 2 };
    const session = cartLoaded([line]);
    const written = { state: await serverState(), session, module: null, remotes: {} };
    const store = createAppStore();
    await prepareServerView(store, readServerView(documentWith(JSON.stringify(written)))!);
    expect(store.getState().cart.items).toEqual([line]);
  });

  it('is absent from a document the server did not render, or one whose data is unreadable', () => {
    expect(readServerView(document.implementation.createHTMLDocument())).toBeNull();
    expect(readServerView(documentWith('{"state":'))).toBeNull();
  });
});
