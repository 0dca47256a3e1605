import { describe, expect, it, vi } from 'vitest';
import { fetchApiFile } from './api-file';
import { ApiError } from './api-error';

const ZIP_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);

function deps(fetch: typeof globalThis.fetch) {
  return { baseUrl: 'https://api.example.test', fetch, getToken: () => 'session-token' };
}

describe('fetchApiFile', () => {
  it('GETs the export with the bearer and keeps the name the server gave the file', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(
      new Response(ZIP_BYTES, {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="sitewright-export-2026-12-05.zip"',
        },
      }),
    );

    const file = await fetchApiFile('exportAccount', 'export.zip', deps(fetch));

    expect(file.name).toBe('sitewright-export-2026-12-05.zip');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(ZIP_BYTES);
    const [url, init] = fetch.mock.lastCall ?? [];
    expect(url).toBe('https://api.example.test/api/account/export');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer session-token');
  });

  it('names the file itself when the server gave no name', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response(ZIP_BYTES));

    await expect(fetchApiFile('exportAccount', 'export.zip', deps(fetch))).resolves.toMatchObject({
      name: 'export.zip',
    });
  });

  it("fails with the server's words when it refuses, and says so when it cannot be reached", async () => {
    const refusing = vi.fn<typeof globalThis.fetch>().mockImplementation(
      async () =>
        new Response(JSON.stringify({ detail: 'Too many exports from your account this hour.' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const offline = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('offline'));

    await expect(
      fetchApiFile('exportAccount', 'export.zip', deps(refusing)),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(fetchApiFile('exportAccount', 'export.zip', deps(refusing))).rejects.toMatchObject(
      {
        status: 429,
        detail: 'Too many exports from your account this hour.',
      },
    );
    await expect(fetchApiFile('exportAccount', 'export.zip', deps(offline))).rejects.toMatchObject({
      status: 0,
      detail: 'Could not reach the server. Check your connection and try again.',
    });
  });
});
