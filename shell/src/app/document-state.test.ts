import { describe, expect, it } from '@jest/globals';
import { DOCUMENT_STATE_ID, api, cartLoaded, createAppStore, type DocumentState } from '@mitti/shared';
import { prepareDocument, readDocumentState } from './document-state';

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
  doc.body.innerHTML = `<script type="application/json" id="${DOCUMENT_STATE_ID}">${json}</script>`;
  return doc;
}

const site = { remotes: {}, config: { apiBaseUrl: 'http://localhost:4000', firebase: {} } } as DocumentState['site'];

/** A document's state with a first view, as the document server writes it. */
const written = async (view: Partial<NonNullable<DocumentState['view']>> = {}): Promise<DocumentState> => ({
  site,
  flash: null,
  view: { state: await serverState(), session: null, module: null, ...view },
});

describe('the document state in the browser', () => {
  it("starts the store with the server's API reads, so the first render needs no request", async () => {
    const state = readDocumentState(documentWith(JSON.stringify(await written())));
    const store = createAppStore();
    await prepareDocument(store, state!);
    const read = notes.endpoints.serverViewNotes.select()(store.getState());
    expect(read.isSuccess).toBe(true);
    expect(read.data).toEqual(['glazed', 'fired']);
  });

  it('gives the store what the cookies told the server of the shopper: the guest cart in the first render', async () => {
    const line = { id: 'bowl', name: 'Speckled Bowl', price: 650, imageUrl: '/bowl.svg', quantity: 2 };
    const session = cartLoaded([line]);
    const store = createAppStore();
    await prepareDocument(store, readDocumentState(documentWith(JSON.stringify(await written({ session }))))!);
    expect(store.getState().cart.items).toEqual([line]);
  });

  it('shows what happened to the form the shopper sent, on a page the server rendered or not', async () => {
    const flash = { kind: 'success' as const, text: 'Speckled Bowl added to cart' };
    const store = createAppStore();
    await prepareDocument(store, { site, flash, view: null });
    expect(store.getState().flash).toEqual(flash);
  });

  it('is absent from a document the document server did not make, or one whose data is unreadable', () => {
    expect(readDocumentState(document.implementation.createHTMLDocument())).toBeNull();
    expect(readDocumentState(documentWith('{"site":'))).toBeNull();
  });
});
