import { describe, expect, it } from 'vitest';
import {
  readServerRenderData,
  SERVER_RENDER_DATA_ID,
  type ServerRenderData,
  serializeServerRenderData,
} from './server-render-data';

const data = (name: string): ServerRenderData => ({
  router: { loaderData: { '0-0': null }, actionData: null, errors: null },
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['catalogue', 'detail', 'p1'],
        queryHash: '["catalogue","detail","p1"]',
        dehydratedAt: 1,
        state: { data: { name } } as never,
      },
    ],
  },
});

describe('the state a server-rendered page carries', () => {
  it('cannot end its script element, whatever a product is called, and reads back unchanged', () => {
    const name = 'Bone </script><script>alert(1)</script> <!-- \u2028';
    const json = serializeServerRenderData(data(name));

    expect(json).not.toMatch(/<|\u2028/);
    document.body.innerHTML = `<script type="application/json" id="${SERVER_RENDER_DATA_ID}">${json}</script>`;
    expect(document.scripts).toHaveLength(1);
    expect(readServerRenderData(document)).toEqual(data(name));
  });

  it('is absent from a page the server did not render', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerRenderData(document)).toBeNull();
  });
});
