import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { postCarriesControlToken, refuseWithoutControlToken } from '../gateway/control-token';
import { CONTROL_TOKEN_FIELD } from '../gateway/control-token-names';
import { isLoopback } from '../gateway/loopback';
import { openJsonStateFile } from '../json-state-file';
import { readBody } from '../read-body';

/**
 * The local cloud's DNS: a table of records that stands in for the public DNS when the product
 * checks a custom domain (`DNS_RESOLVER_ENDPOINT`). A developer edits it on the page at
 * `/_local/dns` (or posts JSON there); the product asks `/_local/dns/resolve?name=&type=`. It
 * answers from its records only, following CNAMEs for A questions as a resolver does.
 */
export const DNS_PATH = '/_local/dns';
export const DNS_JSON_PATH = '/_local/dns.json';
const RESOLVE_PATH = `${DNS_PATH}/resolve`;
const DELETE_PATH = `${DNS_PATH}/delete`;
/** Where the page's forms post (or a script its JSON): each edit carries the control token. */
export const DNS_FORM_PATHS: readonly string[] = [DNS_PATH, DELETE_PATH];

/** The local routing endpoint custom domains point at (a reserved subdomain, so never a site). */
export const LOCAL_CUSTOM_DOMAIN_TARGET = 'sites.localhost';

export const DNS_RECORD_TYPES = ['CNAME', 'A', 'TXT'] as const;

const nameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((name) => name.replace(/\.$/, ''))
  .pipe(z.string().regex(/^[a-z0-9_.-]{1,253}$/, { error: 'name must be a host name' }));

export const dnsRecordSchema = z.object({
  name: nameSchema,
  type: z.enum(DNS_RECORD_TYPES),
  value: z.string().trim().min(1).max(255),
});
export type LocalDnsRecord = z.infer<typeof dnsRecordSchema>;

const deleteSchema = dnsRecordSchema.pick({ name: true, type: true });
const stateSchema = z.object({ records: z.array(dnsRecordSchema) });

/** What every table starts with: the routing endpoint is this machine. */
const SEEDED: readonly LocalDnsRecord[] = [
  { name: LOCAL_CUSTOM_DOMAIN_TARGET, type: 'A', value: '127.0.0.1' },
];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function page(records: readonly LocalDnsRecord[], controlToken: string): string {
  // The page's forms carry this start's control token, as a framework's forms their CSRF token.
  const token = `<input type="hidden" name="${CONTROL_TOKEN_FIELD}" value="${escapeHtml(controlToken)}">`;
  const rows = records
    .map(
      (record) =>
        `<tr><td>${escapeHtml(record.name)}</td><td>${record.type}</td><td>${escapeHtml(record.value)}</td>` +
        `<td><form method="post" action="${DELETE_PATH}">${token}<input type="hidden" name="name" value="${escapeHtml(record.name)}">` +
        `<input type="hidden" name="type" value="${record.type}"><button>Delete</button></form></td></tr>`,
    )
    .join('\n');
  const types = DNS_RECORD_TYPES.map((type) => `<option>${type}</option>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local DNS</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem;color:#1f2937}table{border-collapse:collapse;margin:1rem 0}
td,th{padding:.4rem .8rem;border-bottom:1px solid #e5e7eb;text-align:left}input,select,button{font:inherit;padding:.3rem .5rem}</style>
</head><body><h1>Local DNS</h1>
<p>The records the product's custom-domain check sees on this machine. To connect <code>shop.localhost</code>,
add <code>shop.localhost CNAME ${LOCAL_CUSTOM_DOMAIN_TARGET}</code>, then press Check DNS on the deployment page.
<a href="${DNS_JSON_PATH}">JSON</a>.</p>
<table><thead><tr><th>Name</th><th>Type</th><th>Value</th><th></th></tr></thead><tbody>
${rows}
</tbody></table>
<form method="post" action="${DNS_PATH}">${token}
<label>Name <input name="name" required placeholder="shop.localhost"></label>
<label>Type <select name="type">${types}</select></label>
<label>Value <input name="value" required placeholder="${LOCAL_CUSTOM_DOMAIN_TARGET}"></label>
<button>Save record</button></form>
</body></html>`;
}

/** A form post or JSON, as the page and tests send them. */
async function fieldsOf(request: IncomingMessage): Promise<unknown> {
  const text = (await readBody(request, 16 * 1024)).toString('utf8');
  if ((request.headers['content-type'] ?? '').includes('application/json')) {
    return JSON.parse(text || '{}');
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export interface LocalDnsOptions {
  /** Folder that keeps the table across restarts; null keeps it in memory. */
  dataDir: string | null;
  /** This start's control token, which every edit carries (control-token.ts). */
  controlToken: string;
}

/** The resolver table, its page and JSON, and direct reads and writes for tests. */
export async function openLocalDns({ dataDir, controlToken }: LocalDnsOptions) {
  const stateFile = await openJsonStateFile({
    dataDir,
    fileName: 'dns.json',
    schema: stateSchema,
    owner: 'local DNS',
  });
  let records: LocalDnsRecord[] = stateFile.saved?.records ?? [...SEEDED];

  /** Sets the name's record of that type (one per name and type), replacing the old one. */
  function put(record: LocalDnsRecord): void {
    records = [
      ...records.filter((kept) => !(kept.name === record.name && kept.type === record.type)),
      record,
    ];
    void stateFile.save({ records });
  }

  function remove(name: string, type: LocalDnsRecord['type']): void {
    records = records.filter((kept) => !(kept.name === name && kept.type === type));
    void stateFile.save({ records });
  }

  /** The answers a resolver gives: the record's values; A questions follow CNAMEs (8 at most). */
  function resolve(name: string, type: LocalDnsRecord['type']): string[] {
    let current = name.toLowerCase().replace(/\.$/, '');
    for (let hop = 0; hop < 8; hop += 1) {
      const found = records.filter((record) => record.name === current && record.type === type);
      if (found.length > 0 || type !== 'A') return found.map((record) => record.value);
      const cname = records.find((record) => record.name === current && record.type === 'CNAME');
      if (!cname) return [];
      current = cname.value.toLowerCase().replace(/\.$/, '');
    }
    return [];
  }

  async function edit(request: IncomingMessage, response: ServerResponse, url: URL) {
    const fields = await fieldsOf(request);
    if (!postCarriesControlToken(request, fields, controlToken)) {
      return refuseWithoutControlToken(response);
    }
    const deleting = url.pathname === DELETE_PATH;
    const parsed = deleting ? deleteSchema.safeParse(fields) : dnsRecordSchema.safeParse(fields);
    if (!parsed.success) {
      response
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: parsed.error.issues[0]?.message ?? 'Not a record' }));
      return;
    }
    if (deleting) remove(parsed.data.name, parsed.data.type);
    else put(dnsRecordSchema.parse(parsed.data));
    if ((request.headers.accept ?? '').includes('text/html')) {
      response.writeHead(303, { location: DNS_PATH }).end();
    } else {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ records }));
    }
  }

  function handle(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
    const paths = [DNS_PATH, DNS_JSON_PATH, RESOLVE_PATH, DELETE_PATH];
    if (!paths.includes(url.pathname)) return false;
    // The table is this machine's: only callers on it may read or change it.
    if (!isLoopback(request.socket.remoteAddress)) {
      request.resume();
      response.writeHead(403).end();
      return true;
    }
    if (
      request.method === 'POST' &&
      url.pathname !== RESOLVE_PATH &&
      url.pathname !== DNS_JSON_PATH
    ) {
      edit(request, response, url).catch(() => {
        if (!response.headersSent) response.writeHead(400).end();
      });
      return true;
    }
    request.resume();
    if (request.method !== 'GET') {
      response.writeHead(405, { allow: 'GET, POST' }).end();
      return true;
    }
    const json = (body: unknown) =>
      response
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify(body));
    if (url.pathname === RESOLVE_PATH) {
      const type = z.enum(DNS_RECORD_TYPES).safeParse(url.searchParams.get('type'));
      const name = url.searchParams.get('name') ?? '';
      if (!type.success || name === '') {
        response.writeHead(400).end();
        return true;
      }
      json({ answers: resolve(name, type.data) });
    } else if (url.pathname === DNS_JSON_PATH) {
      json({ records });
    } else {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(page(records, controlToken));
    }
    return true;
  }

  return {
    handle,
    put,
    remove,
    resolve,
    records: (): readonly LocalDnsRecord[] => records,
    close: stateFile.flush,
  };
}

export type LocalDns = Awaited<ReturnType<typeof openLocalDns>>;
